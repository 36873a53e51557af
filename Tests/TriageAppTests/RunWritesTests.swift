import ActionsFeature
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import PullRequestFeature
@testable import TriageApp

/// A run's writes through the app: each key the run's state allows asks first (snapshots of
/// every confirmation at the three sizes in both languages); Confirm hands the request to the
/// Actions feature's writes, which send it once (a second press while it is on its way sends
/// nothing); GitHub's answer is said in the footer and the run on view looks again.
@Suite struct RunWritesTests {
  static let sizes = PullRequestScreenTests.sizes

  /// The run page of demo/busy#133's run `id`, as the demo has it `elapsed` in.
  static func page(
    run id: Int64, elapsed: Duration, size: Size, language: Language,
    runs: DemoRunLedger = DemoRunLedger()
  ) -> (TriageProgram, AppState) {
    let program = Fixtures.program(language: language)
    var state = PullRequestScreenTests.opened(133, size: size, program: program)
    _ = program.reduce(&state, .input(.key(.character("3"))))
    let name = id == 133 ? "test" : "e2e"
    let page = state.top.screen.as(PullRequestScreen.self)
    let row = page.flatMap { PullRequestView.checkRows($0).firstIndex { $0.name == name } } ?? 0
    for _ in 0..<row { _ = program.reduce(&state, .input(.key(.down))) }
    _ = program.reduce(&state, .input(.key(.enter)))
    let run = DemoActions.run(id, of: 133, elapsed: elapsed, now: referenceDate) {
      runs.run($0, in: RepositoryName(owner: "demo", name: "busy"))
    }
    _ = program.reduce(
      &state, .screen(state.top.id, WorkflowRunScreen.Event.loaded(generation: 1, .success(run))))
    return (program, state)
  }

  static func name(_ what: String, _ language: Language, _ size: Size) -> String {
    "\(what)-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)"
  }

  @Test(arguments: [Language.english, .japanese])
  func eachConfirmation(language: Language) throws {
    let cases: [(name: String, run: Int64, elapsed: Duration, key: Character)] = [
      ("rerun-failed", 133, .seconds(60), "f"), ("rerun-all", 133, .seconds(60), "a"),
      ("rerun-job", 133, .seconds(60), "R"), ("cancel", 133, .seconds(5), "x"),
      ("approve", DemoActions.approvalRun(of: 133), .seconds(60), "A"),
    ]
    for item in cases {
      for size in Self.sizes {
        var (program, state) = Self.page(
          run: item.run, elapsed: item.elapsed, size: size, language: language)
        #expect(state.top.screen.as(WorkflowRunScreen.self)?.runID == item.run)
        _ = program.reduce(&state, .input(.key(.character(item.key))))
        #expect(state.confirmation != nil, "\(item.name) asks first")
        assertSnapshot(
          of: program.view(state, in: size), as: .canvasText,
          named: Self.name(item.name, language, size))
      }
    }
  }

  @Test func aKeyTheRunsStateDoesNotAllowAsksNothing() {
    // A run still going can't be re-run; a finished one can't be cancelled or approved.
    var (program, running) = Self.page(
      run: 133, elapsed: .seconds(5), size: Size(width: 80, height: 24), language: .english)
    for key: Character in ["f", "a", "R", "A"] {
      _ = program.reduce(&running, .input(.key(.character(key))))
      #expect(running.confirmation == nil, "\(key) while it runs")
    }
    var finished: AppState
    (program, finished) = Self.page(
      run: 133, elapsed: .seconds(60), size: Size(width: 80, height: 24), language: .english)
    for key: Character in ["x", "A"] {
      _ = program.reduce(&finished, .input(.key(.character(key))))
      #expect(finished.confirmation == nil, "\(key) once it finished")
    }
  }

  @Test func confirmedItIsSentOnceSaidAndTheRunLooksAgain() throws {
    let (program, initial) = Self.page(
      run: 133, elapsed: .seconds(60), size: Size(width: 80, height: 24), language: .english)
    var state = initial
    _ = program.reduce(&state, .input(.key(.character("f"))))
    let confirmation = try #require(state.confirmation)
    let request = try #require(confirmation.request.as(WorkflowRunWriteRequest.self))
    #expect(request.write == .rerunFailed)
    #expect(request.runID == 133)
    #expect(request.label == "CI #1133")
    let sent = program.reduce(&state, .input(.key(.enter)))
    #expect(state.confirmation == nil)
    #expect(!sent.isNone, "the write's effect")
    let writes = state.featureWrites[WorkflowRunWritesState.self]
    #expect(writes.pending(133, in: request.repository) == .rerunFailed)
    #expect(state.status?.text.contains("Asking GitHub to re-run CI #1133") == true)
    // Pressed again and confirmed while the first is on its way: nothing more is sent.
    _ = program.reduce(&state, .input(.key(.character("f"))))
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.featureWrites[WorkflowRunWritesState.self] == writes, "never sent twice")
    #expect(state.status?.text.contains("Still waiting") == true)
    // GitHub accepts: the footer says so, and the run on view loads again.
    let serial = try #require(writes.inFlight.values.first?.serial)
    let answered = program.reduce(
      &state,
      .featureWrite(
        FeatureWritesEvent(
          WorkflowRunWriteEvent(request: request, serial: serial, result: .success(())))))
    #expect(
      state.status?.text == "GitHub accepted: the failed jobs of CI #1133 run again")
    #expect(
      state.featureWrites[WorkflowRunWritesState.self].pending(133, in: request.repository) == nil)
    #expect(state.top.screen.as(WorkflowRunScreen.self)?.isBusy == true, "it looks again")
    #expect(!answered.isNone)
  }

  @Test func aRefusalIsAnAlertInGitHubsWordsAndTheRunLooksAgain() throws {
    let (program, initial) = Self.page(
      run: 133, elapsed: .seconds(60), size: Size(width: 80, height: 24), language: .english)
    var state = initial
    _ = program.reduce(&state, .input(.key(.character("a"))))
    let request = try #require(state.confirmation?.request.as(WorkflowRunWriteRequest.self))
    _ = program.reduce(&state, .input(.key(.enter)))
    let serial = try #require(
      state.featureWrites[WorkflowRunWritesState.self].inFlight.values.first?.serial)
    _ = program.reduce(
      &state,
      .featureWrite(
        FeatureWritesEvent(
          WorkflowRunWriteEvent(
            request: request, serial: serial,
            result: .failure(.refused(message: "This workflow is already running"))))))
    let alert = try #require(state.alerts.current?.alert)
    #expect(alert.title == "CI #1133 not re-run")
    #expect(alert.message == "GitHub refused. It says: “This workflow is already running”")
    #expect(state.top.screen.as(WorkflowRunScreen.self)?.isBusy == true, "it looks again")
    assertSnapshot(
      of: program.view(state, in: Size(width: 80, height: 24)), as: .canvasText,
      named: "refused-en-80x24")
  }
}
