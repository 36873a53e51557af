import AppCore
import Clocks
import ErrorHandling
import FeatureTestSupport
import Foundation
import IssueDomain
import Testing

@testable import ActionsFeature
@testable import IssueData

/// The demo's runs under re-runs, cancels and approvals, on its clock: a re-run runs its jobs
/// again for as long as the first attempt and they pass, a cancel stops the jobs still running,
/// an approval starts the waiting run, and each of GitHub's refusals comes back in its words.
@Suite struct DemoRunWritesTests {
  static let demo = RepositoryName(owner: "demo", name: "busy")
  static let readonly = RepositoryName(owner: "demo", name: "readonly")

  struct Demo {
    let clock = TestClock()
    let repository: DemoIssueRepository
    let environment: AppEnvironment

    init() {
      repository = FeatureFixtures.repository(clock: clock, latency: .zero)
      environment = FeatureFixtures.environment(repository)
    }

    func run(_ id: Int64, in name: RepositoryName = DemoRunWritesTests.demo) async throws
      -> WorkflowRun
    {
      try await environment.workflowRun(in: name, id: id)()
    }

    /// `write` on run `id`: nil when GitHub accepted it, else why not.
    func write(_ write: WorkflowRunWrite, run id: Int64, in name: RepositoryName = demo)
      async -> WorkflowRunWriteFailure?
    {
      let request = WorkflowRunWriteRequest(repository: name, runID: id, label: "CI", write: write)
      guard case .failure(let failure) = await environment.send(request)() else { return nil }
      return failure
    }
  }

  @Test func reRunningTheFailedJobsRunsThemAgainAndTheyPass() async throws {
    let demo = Demo()
    await demo.clock.advance(by: .seconds(21))
    #expect(try await demo.run(133).jobs.map(\.state) == [.success, .failure])
    #expect(await demo.write(.rerunFailed, run: 133) == nil)
    let again = try await demo.run(133)
    #expect(again.attempt == 2)
    #expect(again.jobs.map(\.state) == [.success, .pending], "only the failed job runs again")
    #expect(again.state == .pending)
    await demo.clock.advance(by: .seconds(21))
    let done = try await demo.run(133)
    #expect(done.jobs.map(\.state) == [.success, .success])
    #expect(done.state == .success)
    // The pull request's checks say so too.
    let checks = try await demo.repository.checks(
      in: Self.demo, commit: DemoPullRequests.headSHA(133))
    #expect(checks.checks.first { $0.name == "test" }?.state == .success)
  }

  @Test func reRunningAllOrOneJobRunsThoseAgain() async throws {
    let demo = Demo()
    await demo.clock.advance(by: .seconds(21))
    #expect(
      await demo.write(.rerunJob(id: DemoActions.buildJob(of: 133), name: "build"), run: 133) == nil
    )
    #expect(try await demo.run(133).jobs.map(\.state) == [.pending, .failure])
    await demo.clock.advance(by: .seconds(21))
    #expect(await demo.write(.rerunAll, run: 133) == nil)
    let all = try await demo.run(133)
    #expect(all.jobs.map(\.state) == [.pending, .pending])
    #expect(all.attempt == 3)
  }

  @Test func aRunStillGoingCantBeReRunAndOneFinishedCantBeCancelled() async throws {
    let demo = Demo()
    #expect(
      await demo.write(.rerunFailed, run: 133)
        == .refused(message: DemoIssueRepository.stillRunningMessage))
    await demo.clock.advance(by: .seconds(21))
    #expect(await demo.write(.cancel, run: 133) == .refused(message: nil))
    #expect(
      await demo.write(.rerunFailed, run: 119)
        == .refused(message: DemoIssueRepository.nothingFailedMessage),
      "#119's jobs all passed")
  }

  @Test func cancellingStopsTheJobsStillRunning() async throws {
    let demo = Demo()
    await demo.clock.advance(by: .seconds(5))
    #expect(await demo.write(.cancel, run: 133) == nil)
    let cancelled = try await demo.run(133)
    #expect(cancelled.jobs.map(\.state) == [.cancelled, .cancelled])
    #expect(cancelled.state == .cancelled)
    await demo.clock.advance(by: .seconds(30))
    #expect(try await demo.run(133).state == .cancelled, "a cancelled job never finishes")
    // Its failed jobs (the cancelled ones) can be run again.
    #expect(await demo.write(.rerunFailed, run: 133) == nil)
    #expect(try await demo.run(133).jobs.map(\.state) == [.pending, .pending])
  }

  @Test func theForksRunWaitsForApprovalThenRuns() async throws {
    let demo = Demo()
    let id = DemoActions.approvalRun(of: 133)
    await demo.clock.advance(by: .seconds(60))
    let waiting = try await demo.run(id)
    #expect(waiting.isAwaitingApproval)
    #expect(waiting.jobs.map(\.name) == ["e2e"])
    #expect(waiting.jobs.map(\.state) == [.pending], "it never starts by itself")
    #expect(
      await demo.write(.approve, run: 133)
        == .refused(message: DemoIssueRepository.notWaitingMessage))
    #expect(await demo.write(.approve, run: id) == nil)
    let approved = try await demo.run(id)
    #expect(!approved.isAwaitingApproval)
    #expect(approved.state == .pending)
    await demo.clock.advance(by: .seconds(21))
    #expect(try await demo.run(id).state == .success)
    #expect(
      await demo.write(.approve, run: id)
        == .refused(message: DemoIssueRepository.notWaitingMessage),
      "approved once")
  }

  @Test func aReadOnlyRepositoryRefusesEveryRunWrite() async throws {
    let demo = Demo()
    await demo.clock.advance(by: .seconds(21))
    for write in [WorkflowRunWrite.rerunFailed, .rerunAll, .cancel, .approve] {
      let result = await demo.write(write, run: 7, in: Self.readonly)
      guard case .refused(let said?) = result else {
        Issue.record("\(write): \(String(describing: result))")
        continue
      }
      #expect(said.contains("push access"))
    }
  }

  @Test func offlineAWriteFailsAsAnyRequestDoes() async throws {
    let demo = Demo()
    await demo.clock.advance(by: .seconds(21))
    demo.repository.switches.isOffline = true
    guard case .other(.network) = await demo.write(.rerunFailed, run: 133) else {
      Issue.record("expected a network failure")
      return
    }
    demo.repository.switches.isOffline = false
    #expect(try await demo.run(133).attempt == 1, "nothing was made")
  }
}
