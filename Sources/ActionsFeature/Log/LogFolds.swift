/// Which of a log's groups are folded, and the mapping between screen rows and log lines.
///
/// Only per-group data is kept: each group's fold and how many lines the folded groups before
/// it hide. A row or a line is mapped by a binary search over the groups, so a 100,000-line
/// log costs nothing per line, and a toggle rebuilds the per-group sums in O(groups).
public struct LogFolds: Equatable, Sendable {
  /// The groups, by start, not overlapping, inside the log.
  public private(set) var groups: [LogGroup]
  public let lineCount: Int
  private var folded: [Bool]
  /// How many lines the folded groups before group `i` hide (one more entry: all of them).
  private var hiddenBefore: [Int]

  /// Every group folded (as GitHub's web shows a log) except those holding an error line,
  /// which open unfolded. Groups out of the log's lines, or overlapping an earlier one, are
  /// left out; a group running past the log's end ends with it.
  public init(groups: [LogGroup], lineCount: Int, errorLines: [Int]) {
    let lineCount = max(0, lineCount)
    self.lineCount = lineCount
    var kept: [LogGroup] = []
    for group in groups.sorted(by: { $0.start < $1.start }) {
      guard group.start >= 0, group.start < lineCount, group.end >= group.start else { continue }
      if let last = kept.last, group.start <= last.end { continue }
      kept.append(LogGroup(start: group.start, end: min(group.end, lineCount - 1)))
    }
    self.groups = kept
    let errors = errorLines.sorted()
    folded = kept.map { group in
      // The first error at or after the group's start tells whether one lies inside it.
      let first = Self.firstIndex(in: errors) { $0 >= group.start }
      return !(first < errors.count && errors[first] <= group.end)
    }
    hiddenBefore = []
    rebuild()
  }

  /// The folds of `document`'s groups, opened as the initialiser above opens them.
  public init(document: LogDocument) {
    self.init(
      groups: document.groups, lineCount: document.lineCount, errorLines: document.errorLines)
  }

  /// How many rows the log takes with its folds.
  public var visibleCount: Int { lineCount - (hiddenBefore.last ?? 0) }

  /// The log line shown at visible row `row` (clamped to `0 ..< visibleCount`). A folded group
  /// shows its start line only.
  public func line(atRow row: Int) -> Int {
    guard visibleCount > 0 else { return 0 }
    let row = max(0, min(row, visibleCount - 1))
    // The last group starting at or before the row: its start row is its start less the lines
    // hidden before it.
    let after = Self.firstIndex(in: groups.indices) { groups[$0].start - hiddenBefore[$0] > row }
    guard after > 0 else { return row }
    let index = after - 1
    let group = groups[index]
    let startRow = group.start - hiddenBefore[index]
    guard folded[index] else { return row + hiddenBefore[index] }
    return row == startRow ? group.start : row + hiddenBefore[index + 1]
  }

  /// The visible row showing `line` (clamped to the log's lines), or, when it is hidden inside
  /// a folded group, that group's start row.
  public func row(ofLine line: Int) -> Int {
    guard lineCount > 0 else { return 0 }
    let line = max(0, min(line, lineCount - 1))
    guard let index = lastGroup(startingAtOrBefore: line) else { return line }
    let group = groups[index]
    guard folded[index] else { return line - hiddenBefore[index] }
    return line <= group.end ? group.start - hiddenBefore[index] : line - hiddenBefore[index + 1]
  }

  /// Whether the group starting at `startLine` is folded; false when no group starts there.
  public func isFolded(groupAt startLine: Int) -> Bool {
    guard let index = groupIndex(startingAt: startLine) else { return false }
    return folded[index]
  }

  /// The group whose start line is `line`, if any.
  public func group(startingAt line: Int) -> LogGroup? {
    groupIndex(startingAt: line).map { groups[$0] }
  }

  /// The group `line` starts or lies in, if any.
  public func group(containing line: Int) -> LogGroup? {
    groupIndex(containing: line).map { groups[$0] }
  }

  /// Folds or unfolds the group that `line` starts or lies in. Returns false when `line` is in
  /// no group.
  @discardableResult
  public mutating func toggle(line: Int) -> Bool {
    guard let index = groupIndex(containing: line) else { return false }
    folded[index].toggle()
    rebuild()
    return true
  }

  /// Unfolds the group holding `line`, so a jump to it shows it.
  public mutating func reveal(line: Int) {
    guard let index = groupIndex(containing: line), folded[index] else { return }
    folded[index] = false
    rebuild()
  }

  /// Folds every group, or unfolds every group.
  public mutating func setAllFolded(_ isFolded: Bool) {
    folded = Array(repeating: isFolded, count: groups.count)
    rebuild()
  }

  private mutating func rebuild() {
    var sums = [0]
    sums.reserveCapacity(groups.count + 1)
    var hidden = 0
    for (group, isFolded) in zip(groups, folded) {
      if isFolded { hidden += group.end - group.start }
      sums.append(hidden)
    }
    hiddenBefore = sums
  }

  private func lastGroup(startingAtOrBefore line: Int) -> Int? {
    let after = Self.firstIndex(in: groups.indices) { groups[$0].start > line }
    return after > 0 ? after - 1 : nil
  }

  private func groupIndex(startingAt line: Int) -> Int? {
    guard let index = lastGroup(startingAtOrBefore: line), groups[index].start == line else {
      return nil
    }
    return index
  }

  private func groupIndex(containing line: Int) -> Int? {
    guard let index = lastGroup(startingAtOrBefore: line), groups[index].contains(line) else {
      return nil
    }
    return index
  }

  /// The first position in `elements` (ascending under `isAfter`: false, then true) whose
  /// element `isAfter`, or `endIndex` when none is.
  private static func firstIndex<Elements: RandomAccessCollection>(
    in elements: Elements, where isAfter: (Elements.Element) -> Bool
  ) -> Elements.Index {
    var low = elements.startIndex
    var high = elements.endIndex
    while low < high {
      let middle = elements.index(low, offsetBy: elements.distance(from: low, to: high) / 2)
      if isAfter(elements[middle]) {
        high = middle
      } else {
        low = elements.index(after: middle)
      }
    }
    return low
  }
}
