import ActionsFeature
import Foundation
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import PullRequestFeature
@testable import TriageApp

/// From a failing check to its log, through the app: Enter on the Checks part's Actions check
/// opens its run (the app routes the Actions feature's destinations), with the check's job
/// selected; Enter on the job opens the log viewer, which shows the log on its first error.
/// Snapshots of both, chrome included, at the three sizes in both languages.
@Suite struct ChecksToLogTests {
  static let sizes = PullRequestScreenTests.sizes

  /// demo/busy#133's checks part, then Enter on its first (failing) check and the run's
  /// answer, after the demo's checks have run.
  static func run(size: Size, language: Language) -> (TriageProgram, AppState) {
    let program = Fixtures.program(language: language)
    var state = PullRequestScreenTests.opened(133, size: size, program: program)
    _ = program.reduce(&state, .input(.key(.character("3"))))
    _ = program.reduce(&state, .input(.key(.enter)))
    let run = DemoActions.run(133, of: 133, elapsed: .seconds(60), now: referenceDate)
    _ = program.reduce(
      &state, .screen(state.top.id, WorkflowRunScreen.Event.loaded(generation: 1, .success(run))))
    return (program, state)
  }

  @Test func enterOnAnActionsCheckOpensItsRunWithItsJobSelected() throws {
    let (program, state) = Self.run(size: Size(width: 80, height: 24), language: .english)
    let screen = try #require(state.top.screen.as(WorkflowRunScreen.self))
    #expect(screen.runID == 133)
    #expect(screen.selectedJob?.id == DemoActions.testJob(of: 133))
    #expect(screen.selectedJob?.state == .failure)
    var opened = state
    _ = program.reduce(&opened, .input(.key(.enter)))
    let log = try #require(opened.top.screen.as(JobLogScreen.self))
    #expect(log.jobID == 1_332)
    #expect(log.isBusy, "the log is on its way")
  }

  @Test func enterOnAnotherAppsCheckOpensItOnTheWeb() throws {
    let program = Fixtures.program(language: .english)
    var state = PullRequestScreenTests.opened(
      133, size: Size(width: 80, height: 24), program: program)
    _ = program.reduce(&state, .input(.key(.character("3"))))
    let page = try #require(state.top.screen.as(PullRequestScreen.self))
    let lint = try #require(PullRequestView.checkRows(page).firstIndex { $0.name == "ci/lint" })
    for _ in 0..<lint { _ = program.reduce(&state, .input(.key(.down))) }
    #expect(state.top.screen.as(PullRequestScreen.self)?.selectedCheck?.name == "ci/lint")
    let before = state.navigation.count
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.navigation.count == before, "no screen of ours: the browser opens it")
  }

  @Test(arguments: [Language.english, .japanese])
  func theRun(language: Language) {
    for size in Self.sizes {
      let (program, state) = Self.run(size: size, language: language)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: "run-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
    }
  }

  /// The run's page, then Enter on its job and the demo's failing log answered, kept in
  /// `directory`.
  static func log(size: Size, language: Language, in directory: TemporaryDirectory) throws
    -> (TriageProgram, AppState, LogDocument)
  {
    let (program, initial) = Self.run(size: size, language: language)
    var state = initial
    _ = program.reduce(&state, .input(.key(.enter)))
    let bytes = DemoActions.log(job: 1_332, failed: true, now: referenceDate)
    let path = try directory.write(String(decoding: bytes, as: UTF8.self), at: "job.log")
    let document = try LogDocument.open(path: path)
    let log = JobLog(jobID: 1_332, path: path, byteCount: bytes.count)
    _ = program.reduce(
      &state,
      .screen(
        state.top.id,
        JobLogScreen.Event.opened(
          generation: 1, .success(OpenedLog(log: log, document: document)))))
    return (program, state, document)
  }

  @Test(arguments: [Language.english, .japanese])
  func theLog(language: Language) throws {
    try TemporaryDirectory.with { directory in
      for size in Self.sizes {
        let (program, state, document) = try Self.log(
          size: size, language: language, in: directory)
        #expect(state.top.screen.as(JobLogScreen.self)?.cursorLine == document.errorLines.first)
        assertSnapshot(
          of: program.view(state, in: size), as: .canvasText,
          named: "log-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
      }
    }
  }

  /// Under `NO_COLOR` the terminal draws no colour (`Style.monochrome`, as `CursesTerminal`
  /// does): the log's errors and warnings still stand apart by their marks and attributes.
  @Test(arguments: [Language.english, .japanese])
  func theLogWithoutColour(language: Language) throws {
    try TemporaryDirectory.with { directory in
      for size in Self.sizes {
        let (program, state, _) = try Self.log(
          size: size, language: language, in: directory)
        var canvas = program.view(state, in: size)
        canvas.restyle(canvas.bounds) { $0.monochrome }
        #expect(canvas.lines.contains { $0.hasPrefix("✗ ") }, "the error's mark")
        assertSnapshot(
          of: canvas, as: .canvasText,
          named: "log-no-color-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
      }
    }
  }
}
