import AppCore
import Clocks
import ErrorHandling
import FeatureTestSupport
import Foundation
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import ActionsFeature

/// The log viewer's reducer and view on a real file: it opens on the first error with the
/// groups folded (the error's open), `e` and `E` step between errors, Space folds, `/` searches,
/// `t` shows the times and `w` wraps. Snapshots at the three sizes in both languages.
@Suite struct JobLogScreenTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  /// A log with every kind of line: groups (one with an error), colours, a warning, a long
  /// line, and a line of hostile control sequences.
  static let log: String = {
    var lines: [String] = []
    func add(_ text: String) {
      let second = lines.count % 60
      lines.append("2026-12-07T06:00:\(second < 10 ? "0" : "")\(second).1234567Z \(text)")
    }
    add("##[group]Set up job")
    for index in 0..<6 { add("Runner detail \(index)") }
    add("##[endgroup]")
    add("##[group]Run swift build")
    add("##[command]swift build -c release")
    add("\u{1B}[1mCompiling\u{1B}[0m Triage \u{1B}[32mok\u{1B}[0m")
    add("##[warning]'init()' is deprecated")
    add("##[endgroup]")
    add("##[group]Run swift test")
    for index in 0..<12 { add("\u{1B}[32m✔\u{1B}[0m Test case \(index) passed") }
    add("##[error]Tests/AppTests.swift:42: XCTAssertEqual failed: (\"3\") is not equal to (\"4\")")
    add("\u{1B}[31m✘\u{1B}[0m Test case 12 \u{1B}[31;1mfailed\u{1B}[0m")
    add("A long line " + String(repeating: "abcdefghij", count: 20) + " end")
    add(
      "Hostile \u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}P1$r\u{1B}\\\u{9B}31m\u{202E}txt.exe done")
    add("日本語のログ行：テストが失敗しました")
    add("##[endgroup]")
    add("##[error]Process completed with exit code 1.")
    return lines.joined(separator: "\n") + "\n"
  }()

  /// The viewer after its log opened, as the load's answer hands it over.
  static func opened(
    _ directory: TemporaryDirectory, _ context: ScreenContext, text: String = log
  ) throws -> JobLogScreen {
    let path = try directory.write(text, at: "job-9.log")
    var screen = JobLogScreen(repository: repository, jobID: 9, jobName: "test", id: ScreenID(1))
    #expect(!screen.load(context).effect.isNone, "the first load fetches the log")
    let document = try LogDocument.open(path: path)
    let kept = JobLog(jobID: 9, path: path, byteCount: text.utf8.count)
    _ = screen.handle(
      .opened(generation: 1, .success(OpenedLog(log: kept, document: document))), context)
    return screen
  }

  static func context(_ size: Size, _ language: Language = .english) -> ScreenContext {
    var context = FeatureFixtures.context(size: size)
    context.theme = Theme.standard.speaking(language)
    return context
  }

  static func canvas(_ screen: JobLogScreen, _ context: ScreenContext) -> Canvas {
    var canvas = Canvas(size: context.body.size)
    screen.draw(in: context.body, canvas: &canvas, context)
    return canvas
  }

  @Test func itOpensOnTheFirstErrorWithItsGroupOpenAndTheOthersFolded() throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(Size(width: 80, height: 24))
      let screen = try Self.opened(directory, context)
      let document = try #require(screen.document)
      #expect(document.errorLines.count == 2)
      #expect(screen.cursorLine == document.errorLines.first)
      let folds = try #require(screen.folds)
      #expect(folds.isFolded(groupAt: 0))
      #expect(folds.isFolded(groupAt: 8))
      #expect(!folds.isFolded(groupAt: 14), "the group holding the error is open")
      let text = Self.canvas(screen, context).lines.joined(separator: "\n")
      #expect(text.contains("▸ Set up job"), "a log that fits is drawn whole")
      #expect(text.contains("XCTAssertEqual failed"))
    }
  }

  @Test func errorsAreSteppedThroughBothWays() throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(Size(width: 80, height: 24))
      var screen = try Self.opened(directory, context)
      let errors = try #require(screen.document?.errorLines)
      _ = screen.perform(.nextError, context)
      #expect(screen.cursorLine == errors[1])
      let past = screen.perform(.nextError, context)
      #expect(screen.cursorLine == errors[1], "no error after the last: it stays")
      #expect(past.requests == [.status(.noErrors)])
      _ = screen.perform(.previousError, context)
      #expect(screen.cursorLine == errors[0])
    }
  }

  @Test func spaceFoldsAndUnfoldsTheGroupUnderTheCursor() throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(Size(width: 80, height: 24))
      var screen = try Self.opened(directory, context)
      _ = screen.perform(.top, context)
      #expect(screen.cursorLine == 0)
      let folded = try #require(screen.folds?.visibleCount)
      _ = screen.perform(.toggleGroup, context)
      #expect(screen.folds?.isFolded(groupAt: 0) == false)
      #expect(screen.folds?.visibleCount == folded + 7)
      _ = screen.perform(.down, context)
      #expect(screen.cursorLine == 1)
      _ = screen.perform(.toggleGroup, context)
      #expect(
        screen.folds?.isFolded(groupAt: 0) == true,
        "folded from inside: the cursor goes to its head")
      #expect(screen.cursorLine == 0)
    }
  }

  @Test func aSearchFindsLinesThroughTheirColoursAndStepsRoundTheEnd() throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(Size(width: 80, height: 24))
      var screen = try Self.opened(directory, context)
      _ = screen.perform(.search, context)
      #expect(screen.takesText)
      for character in "FAILED" { _ = screen.edit(.key(.character(character)), context) }
      let run = screen.perform(.runSearch, context)
      #expect(!run.effect.isNone, "the search reads the file off the loop")
      #expect(!screen.takesText)
      let matches = try #require(screen.document?.search("failed"))
      #expect(matches.count == 2, "the assertion and the coloured test line")
      let found = screen.handle(
        .searched(generation: 1, query: "FAILED", matches: matches), context)
      #expect(screen.cursorLine == matches[0], "the first match from the cursor's line on")
      #expect(found.requests == [.status(.searchMatches(1, 2, "FAILED"))])
      _ = screen.perform(.nextMatch, context)
      #expect(screen.cursorLine == matches[1])
      _ = screen.perform(.nextMatch, context)
      #expect(screen.cursorLine == matches[0], "round the end")
      _ = screen.perform(.previousMatch, context)
      #expect(screen.cursorLine == matches[1], "round the start")
      let stale = screen.handle(.searched(generation: 0, query: "FAILED", matches: []), context)
      #expect(stale.requests.isEmpty)
      #expect(screen.matches == matches, "an older search's answer is dropped")
    }
  }

  @Test func aSearchWithNoMatchSaysSo() throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(Size(width: 80, height: 24))
      var screen = try Self.opened(directory, context)
      _ = screen.perform(.search, context)
      _ = screen.edit(.paste("nowhere"), context)
      _ = screen.perform(.runSearch, context)
      let answer = screen.handle(.searched(generation: 1, query: "nowhere", matches: []), context)
      #expect(answer.requests == [.status(.noMatches("nowhere"))])
      #expect(
        screen.bindings(context.keys).allSatisfy {
          !($0.action is JobLogAction) || $0.action.name != "next-match"
        })
    }
  }

  @Test func noControlSequenceReachesTheCanvas() throws {
    try TemporaryDirectory.with { directory in
      for wraps in [false, true] {
        let context = Self.context(Size(width: 120, height: 40))
        var screen = try Self.opened(directory, context)
        if wraps { _ = screen.perform(.toggleWrap, context) }
        _ = screen.perform(.bottom, context)
        let text = Self.canvas(screen, context).lines.joined()
        #expect(text.contains("Hostile"))
        for scalar in text.unicodeScalars {
          #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "\(scalar.value)")
          #expect(
            !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
        }
      }
    }
  }

  @Test func dHandsTheLogToThePagerOnceAsInertText() throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(Size(width: 80, height: 24))
      var screen = try Self.opened(directory, context)
      #expect(!screen.perform(.toPager, context).effect.isNone)
      #expect(screen.isPaging)
      #expect(screen.perform(.toPager, context).effect.isNone, "D again while paging: nothing")
      let failed = screen.handle(.pagerWritten(.failure(.notFound(command: "nopager"))), context)
      #expect(failed.requests == [.status(.pagerFailed(.notFound(command: "nopager")))])
      #expect(!screen.isPaging)
      var text = ""
      JobLogScreen.inertText(of: try #require(screen.document)) { piece in
        text += piece
        return true
      }
      #expect(text.contains("▾ Run swift test"))
      #expect(text.contains("✗ Process completed with exit code 1."))
      #expect(text.contains("Hostile"))
      #expect(
        !text.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) })
      var lines = 0
      JobLogScreen.inertText(of: try #require(screen.document)) { _ in
        lines += 1
        return lines < 3
      }
      #expect(lines == 3, "a refused write ends the writing")
    }
  }

  @Test func aFailedLoadSaysWhyInPlace() {
    let context = Self.context(Size(width: 80, height: 24))
    var screen = JobLogScreen(
      repository: Self.repository, jobID: 9, jobName: "test", id: ScreenID(1))
    _ = screen.load(context)
    let update = screen.handle(.opened(generation: 1, .failure(.notFound)), context)
    #expect(update.requests == [.raise(.notFound)])
    #expect(Self.canvas(screen, context).lines[0].contains("r: retry"))
  }

  @Test func theDemosFailingJobHasALongLogOnceItsChecksHaveRun() async throws {
    let clock = TestClock()
    let environment = FeatureFixtures.environment(
      FeatureFixtures.repository(clock: clock, latency: .zero))
    let demo = RepositoryName(owner: "demo", name: "busy")
    // demo/busy#133's test job is job 1332; while the demo's checks run, its log is short.
    let running = try LogDocument.open(
      path: try await environment.jobLog(in: demo, job: 1_332)().path)
    #expect(running.errorLines.isEmpty)
    await clock.advance(by: .seconds(21))
    let failed = try LogDocument.open(
      path: try await environment.jobLog(in: demo, job: 1_332)().path)
    #expect(failed.lineCount > 4_000)
    #expect(failed.errorLines.count >= 3)
    #expect(!failed.warningLines.isEmpty)
    #expect(failed.groups.count == 3)
    let run = try await environment.workflowRun(in: demo, id: 133)()
    #expect(run.jobs.map(\.name) == ["build", "test"])
    #expect(run.jobs.map(\.state) == [.success, .failure])
    #expect(run.state == .failure)
    await #expect(throws: AppError.self) {
      _ = try await environment.jobLog(in: demo, job: 1_334)()
    }
  }

  // MARK: - Snapshots

  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test(arguments: [Language.english, .japanese], sizes)
  func opened(language: Language, size: Size) throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(size, language)
      let screen = try Self.opened(directory, context)
      assertSnapshot(
        of: Self.canvas(screen, context), as: .canvasText,
        named: "opened-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
    }
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func timesWrappedAndSearching(language: Language, size: Size) throws {
    try TemporaryDirectory.with { directory in
      let context = Self.context(size, language)
      var screen = try Self.opened(directory, context)
      _ = screen.perform(.toggleTimestamps, context)
      _ = screen.perform(.toggleWrap, context)
      _ = screen.perform(.nextError, context)
      _ = screen.perform(.search, context)
      _ = screen.edit(.paste("テスト"), context)
      assertSnapshot(
        of: Self.canvas(screen, context), as: .canvasText,
        named: "wrapped-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
    }
  }
}
