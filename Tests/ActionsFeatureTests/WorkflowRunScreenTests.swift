import AppCore
import Clocks
import Destinations
import ErrorHandling
import FeatureTestSupport
import Foundation
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import ActionsFeature

/// A workflow run's page: its jobs with their steps, the check that was opened selected, Enter
/// on a job asking for its log, and its failure said in place. Snapshots at the three sizes in
/// both languages, of the demo's failing run.
@Suite struct WorkflowRunScreenTests {
  static let demo = RepositoryName(owner: "demo", name: "busy")

  static func context(_ size: Size, _ language: Language = .english) -> ScreenContext {
    var context = FeatureFixtures.context(size: size)
    context.theme = Theme.standard.speaking(language)
    return context
  }

  /// demo/busy#133's run, after its checks ran: `test` failed.
  static func failedRun() async throws -> WorkflowRun {
    let clock = TestClock()
    let environment = FeatureFixtures.environment(
      FeatureFixtures.repository(clock: clock, latency: .zero))
    await clock.advance(by: .seconds(21))
    return try await environment.workflowRun(in: demo, id: 133)()
  }

  static func loaded(_ run: WorkflowRun, _ context: ScreenContext, selecting job: Int64?)
    -> WorkflowRunScreen
  {
    var screen = WorkflowRunScreen(repository: demo, runID: run.id, selecting: job, id: ScreenID(2))
    #expect(!screen.load(context).effect.isNone)
    _ = screen.handle(.loaded(generation: 1, .success(run)), context)
    return screen
  }

  static func canvas(_ screen: WorkflowRunScreen, _ context: ScreenContext) -> Canvas {
    var canvas = Canvas(size: context.body.size)
    screen.draw(in: context.body, canvas: &canvas, context)
    return canvas
  }

  @Test func theOpenedChecksJobIsSelectedAndEnterAsksForItsLog() async throws {
    let context = Self.context(Size(width: 80, height: 24))
    let run = try await Self.failedRun()
    var screen = Self.loaded(run, context, selecting: 1_332)
    #expect(screen.selectedJob?.name == "test")
    let open = screen.perform(.openLog, context)
    #expect(
      open.requests == [
        .push(FeatureValue(JobLogDestination(Self.demo, jobID: 1_332, jobName: "test")))
      ])
    _ = screen.perform(.up, context)
    #expect(screen.selectedJob?.name == "build")
    _ = screen.perform(.up, context)
    #expect(screen.selectedJob?.name == "build", "the first job stays selected")
    _ = screen.perform(.bottom, context)
    #expect(screen.selectedJob?.name == "test")
    #expect(
      screen.perform(.openInBrowser, context).requests == [
        .openInBrowser("https://github.com/demo/busy/actions/runs/133")
      ])
  }

  @Test func aRunThatIsNoPullRequestsIsNotFoundAndSaysSoInPlace() async {
    let context = Self.context(Size(width: 80, height: 24))
    let environment = FeatureFixtures.environment(FeatureFixtures.repository(latency: .zero))
    await #expect(throws: AppError.self) {
      _ = try await environment.workflowRun(in: Self.demo, id: 134)()
    }
    var screen = WorkflowRunScreen(
      repository: Self.demo, runID: 134, selecting: nil, id: ScreenID(2))
    _ = screen.load(context)
    let failed = screen.handle(.loaded(generation: 1, .failure(.notFound)), context)
    #expect(failed.requests == [.raise(.notFound)])
    #expect(screen.perform(.openLog, context).requests.isEmpty, "no job, nothing to open")
    #expect(Self.canvas(screen, context).lines[0].contains("r: retry"))
  }

  @Test func aPendingRunIsWatchedOnABackoffUntilItSettlesAndThatIsSaidOnce() throws {
    let context = Self.context(Size(width: 80, height: 24))
    let running = DemoActionsFixture.run(elapsed: .zero)
    let done = DemoActionsFixture.run(elapsed: .seconds(60))
    #expect(running.state == .pending)
    var screen = WorkflowRunScreen(
      repository: Self.demo, runID: 133, selecting: nil, id: ScreenID(2))
    _ = screen.load(context)
    let first = screen.handle(.loaded(generation: 1, .success(running)), context)
    #expect(!first.effect.isNone, "a pending run is looked at again")
    #expect(screen.watchInterval == .seconds(10))
    #expect(screen.handle(.watchDue(serial: 0), context).effect.isNone, "an old watch is dropped")
    #expect(!screen.handle(.watchDue(serial: 1), context).effect.isNone, "the watch asks again")
    _ = screen.handle(.loaded(generation: 2, .success(running)), context)
    #expect(screen.watchInterval == .seconds(15), "unchanged: the next wait is longer")
    for generation in 3...8 {
      _ = screen.handle(.watchDue(serial: generation - 1), context)
      _ = screen.handle(.loaded(generation: generation, .success(running)), context)
    }
    #expect(screen.watchInterval == .seconds(60), "never longer than a minute")
    _ = screen.handle(.watchDue(serial: 8), context)
    let settled = screen.handle(.loaded(generation: 9, .success(done)), context)
    #expect(settled.effect.isNone, "a finished run isn't watched")
    #expect(settled.requests == [.status(.runSettled(.failure))])
    _ = screen.load(context)
    let again = screen.handle(.loaded(generation: 10, .success(done)), context)
    #expect(again.requests.isEmpty, "said once")
  }

  @Test func aFailedLookAgainIsSaidInTheFooterOverTheRunStillShown() {
    let context = Self.context(Size(width: 80, height: 24))
    var screen = WorkflowRunScreen(
      repository: Self.demo, runID: 133, selecting: nil, id: ScreenID(2))
    _ = screen.load(context)
    _ = screen.handle(
      .loaded(generation: 1, .success(DemoActionsFixture.run(elapsed: .zero))), context)
    _ = screen.handle(.watchDue(serial: 1), context)
    let failed = screen.handle(.loaded(generation: 2, .failure(.network(.offline))), context)
    #expect(failed.requests.count == 1)
    guard case .status = failed.requests.first else {
      Issue.record("expected a footer line, got \(failed.requests)")
      return
    }
    #expect(screen.run.value != nil, "the run stays on screen")
  }

  @Test func aWatchThatComesDueUnseenWaitsForTheScreen() {
    var context = Self.context(Size(width: 80, height: 24))
    var screen = WorkflowRunScreen(
      repository: Self.demo, runID: 133, selecting: nil, id: ScreenID(2))
    _ = screen.load(context)
    _ = screen.handle(
      .loaded(generation: 1, .success(DemoActionsFixture.run(elapsed: .zero))), context)
    context.isVisible = false
    #expect(screen.handle(.watchDue(serial: 1), context).effect.isNone)
    #expect(screen.watchOwed)
    context.isVisible = true
    #expect(!screen.appeared(context).effect.isNone, "seen again: it asks")
    #expect(!screen.watchOwed)
  }

  @Test(
    arguments: [Language.english, .japanese],
    [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func failed(language: Language, size: Size) async throws {
    let context = Self.context(size, language)
    let screen = Self.loaded(try await Self.failedRun(), context, selecting: 1_332)
    assertSnapshot(
      of: Self.canvas(screen, context), as: .canvasText,
      named: "failed-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
  }
}

/// demo/busy#133's run as the demo answers it `elapsed` into its clock.
enum DemoActionsFixture {
  static func run(elapsed: Duration) -> WorkflowRun {
    let started = referenceDate.addingTimeInterval(-600)
    let done = elapsed >= .seconds(20)
    func job(_ id: Int64, _ name: String, _ failed: Bool) -> WorkflowJob {
      WorkflowJob(
        id: id, name: name, state: done ? (failed ? .failure : .success) : .pending,
        startedAt: started, completedAt: done ? started.addingTimeInterval(83) : nil)
    }
    return WorkflowRun(
      id: 133, name: "CI", state: done ? .failure : .pending,
      url: "https://github.com/demo/busy/actions/runs/133",
      jobs: [job(1_331, "build", false), job(1_332, "test", true)])
  }
}
