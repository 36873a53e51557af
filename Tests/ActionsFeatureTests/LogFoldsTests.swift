import TestSupport
import Testing

@testable import ActionsFeature

@Suite struct LogFoldsTests {
  /// Lines 0–19: groups 2–5, 7–7, 8–12 (with the error at 10) and 15–19.
  private let groups = [
    LogGroup(start: 2, end: 5), LogGroup(start: 7, end: 7), LogGroup(start: 8, end: 12),
    LogGroup(start: 15, end: 19),
  ]

  private func folds() -> LogFolds {
    LogFolds(groups: groups, lineCount: 20, errorLines: [10])
  }

  /// What `toggle` returned: `#expect` can't call a mutating member itself.
  private func toggled(_ folds: inout LogFolds, _ line: Int) -> Bool {
    folds.toggle(line: line)
  }

  /// Every visible row's line, in order.
  private func shown(_ folds: LogFolds) -> [Int] {
    (0..<folds.visibleCount).map { folds.line(atRow: $0) }
  }

  @Test func everyGroupIsFoldedButTheOneWithAnError() {
    let folds = folds()
    #expect(folds.isFolded(groupAt: 2))
    #expect(folds.isFolded(groupAt: 7))
    #expect(!folds.isFolded(groupAt: 8))
    #expect(folds.isFolded(groupAt: 15))
    #expect(!folds.isFolded(groupAt: 3))
    // 20 lines less 3 hidden in 2–5 and 4 in 15–19.
    #expect(folds.visibleCount == 13)
    #expect(shown(folds) == [0, 1, 2, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
  }

  @Test func hiddenLineMapsToItsGroupsStartRow() {
    let folds = folds()
    #expect(folds.row(ofLine: 2) == 2)
    #expect(folds.row(ofLine: 4) == 2)
    #expect(folds.row(ofLine: 5) == 2)
    #expect(folds.row(ofLine: 6) == 3)
    #expect(folds.row(ofLine: 10) == 7)
    #expect(folds.row(ofLine: 15) == 12)
    #expect(folds.row(ofLine: 19) == 12)
    // Out of range is clamped.
    #expect(folds.row(ofLine: 100) == 12)
    #expect(folds.row(ofLine: -3) == 0)
    #expect(folds.line(atRow: 100) == 15)
    #expect(folds.line(atRow: -1) == 0)
  }

  @Test func toggleFoldsAndUnfolds() {
    var folds = folds()
    #expect(toggled(&folds, 4))
    #expect(!folds.isFolded(groupAt: 2))
    #expect(folds.visibleCount == 16)
    #expect(shown(folds) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    #expect(toggled(&folds, 2))
    #expect(folds.isFolded(groupAt: 2))
    #expect(folds.visibleCount == 13)
    // The error's group folds on request.
    #expect(toggled(&folds, 12))
    #expect(folds.isFolded(groupAt: 8))
    #expect(shown(folds) == [0, 1, 2, 6, 7, 8, 13, 14, 15])
    // Outside every group nothing changes.
    #expect(toggled(&folds, 6) == false)
    #expect(toggled(&folds, 14) == false)
    #expect(folds.visibleCount == 9)
  }

  @Test func revealUnfoldsTheGroupHoldingTheLine() {
    var folds = folds()
    folds.reveal(line: 17)
    #expect(!folds.isFolded(groupAt: 15))
    #expect(folds.row(ofLine: 17) == 14)
    #expect(folds.line(atRow: 14) == 17)
    // Revealing an open group or a line in none changes nothing.
    let before = folds
    folds.reveal(line: 9)
    folds.reveal(line: 0)
    #expect(folds == before)
  }

  @Test func groupLookups() {
    let folds = folds()
    #expect(folds.group(startingAt: 8) == LogGroup(start: 8, end: 12))
    #expect(folds.group(startingAt: 9) == nil)
    #expect(folds.group(startingAt: 0) == nil)
    #expect(folds.group(containing: 9) == LogGroup(start: 8, end: 12))
    #expect(folds.group(containing: 14) == nil)
  }

  @Test func setAllFolded() {
    var folds = folds()
    folds.setAllFolded(false)
    #expect(folds.visibleCount == 20)
    folds.setAllFolded(true)
    #expect(shown(folds) == [0, 1, 2, 6, 7, 8, 13, 14, 15])
  }

  @Test func logWithoutGroupsShowsEveryLine() {
    var folds = LogFolds(groups: [], lineCount: 5, errorLines: [1])
    #expect(folds.visibleCount == 5)
    #expect(shown(folds) == [0, 1, 2, 3, 4])
    #expect((0..<5).map { folds.row(ofLine: $0) } == [0, 1, 2, 3, 4])
    #expect(toggled(&folds, 2) == false)
    let empty = LogFolds(groups: [], lineCount: 0, errorLines: [])
    #expect(empty.visibleCount == 0)
    #expect(empty.line(atRow: 0) == 0)
    #expect(empty.row(ofLine: 0) == 0)
  }

  @Test func badGroupsAreLeftOut() {
    let folds = LogFolds(
      groups: [
        LogGroup(start: 6, end: 50), LogGroup(start: 1, end: 3), LogGroup(start: 2, end: 4),
        LogGroup(start: 5, end: 4), LogGroup(start: 20, end: 22),
      ],
      lineCount: 10, errorLines: [])
    #expect(folds.groups == [LogGroup(start: 1, end: 3), LogGroup(start: 6, end: 9)])
    #expect(folds.visibleCount == 10 - 2 - 3)
  }

  @Test func foldsOfADocument() throws {
    let text = "##[group]a\nx\n##[endgroup]\n##[group]b\n##[error]e\n##[endgroup]\nend\n"
    let directory = try TemporaryDirectory(prefix: "triage-log")
    defer { directory.remove() }
    let log = try LogDocument.open(path: directory.write(text, at: "job.log"))
    let folds = LogFolds(document: log)
    #expect(folds.isFolded(groupAt: 0))
    #expect(!folds.isFolded(groupAt: 3))
    #expect(shown(folds) == [0, 3, 4, 5, 6])
  }

  /// A deterministic log of groups of varied sizes with gaps, errors sprinkled through it.
  private static func generated(seed: UInt64, lineCount: Int) -> (
    groups: [LogGroup], errors: [Int]
  ) {
    var state = seed
    func next(_ bound: Int) -> Int {
      // SplitMix64, so the loop is the same on every run.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    var groups: [LogGroup] = []
    var errors: [Int] = []
    var line = next(3)
    while line < lineCount {
      let end = min(lineCount - 1, line + next(9))
      groups.append(LogGroup(start: line, end: end))
      line = end + 1 + next(4)
    }
    for line in 0..<lineCount where next(40) == 0 { errors.append(line) }
    return (groups, errors)
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func rowsAndLinesRoundTrip(seed: UInt64) {
    let lineCount = 400
    let (groups, errors) = Self.generated(seed: seed, lineCount: lineCount)
    var folds = LogFolds(groups: groups, lineCount: lineCount, errorLines: errors)
    #expect(folds.groups == groups)
    var state = seed
    for step in 0..<60 {
      // The model: every line but those inside a folded group after its start.
      let foldedGroups = groups.filter { folds.isFolded(groupAt: $0.start) }
      let isHidden = { (line: Int) in foldedGroups.contains { $0.start < line && line <= $0.end } }
      let expected = (0..<lineCount).filter { !isHidden($0) }
      let hidden = (0..<lineCount).filter(isHidden)
      #expect(folds.visibleCount == expected.count, "step \(step)")
      #expect((0..<folds.visibleCount).map { folds.line(atRow: $0) } == expected, "step \(step)")
      for (row, line) in expected.enumerated() {
        #expect(folds.row(ofLine: line) == row)
      }
      for line in hidden {
        let group = groups.first { $0.contains(line) }
        #expect(group.map { folds.row(ofLine: line) == folds.row(ofLine: $0.start) } == true)
      }
      for group in groups {
        let holdsError = errors.contains { group.contains($0) }
        if step == 0 { #expect(folds.isFolded(groupAt: group.start) == !holdsError) }
      }
      // Then a toggle or a reveal somewhere, deterministically.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let line = Int((state >> 33) % UInt64(lineCount))
      if step % 3 == 2 {
        folds.reveal(line: line)
        #expect(
          folds.row(ofLine: line)
            == (0..<folds.visibleCount).first { folds.line(atRow: $0) == line })
      } else {
        let inGroup = groups.contains { $0.contains(line) }
        #expect(toggled(&folds, line) == inGroup)
      }
    }
  }

  @Test func largeLogMapsWithoutWalkingItsLines() {
    // 100,000 lines in 10,000 groups: every tenth line is a group's start.
    let groups = stride(from: 0, to: 100_000, by: 10).map { LogGroup(start: $0, end: $0 + 8) }
    var folds = LogFolds(groups: groups, lineCount: 100_000, errorLines: [55_555])
    #expect(folds.visibleCount == 100_000 - 9_999 * 8)
    #expect(folds.line(atRow: 3) == 19)
    #expect(folds.row(ofLine: 55_555) == 5_555 * 2 + 5)
    folds.reveal(line: 99_995)
    #expect(folds.line(atRow: folds.visibleCount - 1) == 99_999)
    #expect(folds.row(ofLine: 99_993) == folds.visibleCount - 7)
  }
}
