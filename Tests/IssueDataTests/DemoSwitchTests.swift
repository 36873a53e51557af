import Clocks
import ErrorHandling
import IssueData
import IssueDomain
import Logging
import ScreenState
import SystemSupport
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoSwitchTests {
  let busy = DemoIssueRepository.busy

  // MARK: Offline

  @Test func offlineFailsEveryRequestUntilSwitchedOff() async throws {
    let repository = demo()
    repository.switches.isOffline = true
    for _ in 1...3 {
      await #expect(throws: IssueRepositoryError.offline) {
        try await repository.issues(in: busy, state: .open, after: PageCursor("30"))
      }
    }
    await #expect(throws: IssueRepositoryError.offline) {
      try await repository.signIn(token: "demo")
    }
    await #expect(throws: IssueRepositoryError.offline) {
      try await repository.repositories(after: nil)
    }
    await #expect(throws: IssueRepositoryError.offline) {
      try await repository.comments(in: busy, issue: 8, after: nil)
    }
    await #expect(throws: IssueRepositoryError.offline, "wins over the scenario") {
      try await repository.issue(in: DemoIssueRepository.missing, number: 1)
    }
    #expect(repository.switches.isOffline)
    repository.switches.isOffline = false
    #expect(try await repository.issues(in: busy, state: .open, after: nil).items.count == 30)
  }

  @Test func offlineWinsOverAnArmedFaultWhichWaits() async throws {
    let repository = demo()
    repository.switches.isOffline = true
    repository.switches.armedFault = .forbidden
    await #expect(throws: IssueRepositoryError.offline) {
      try await repository.issue(in: busy, number: 1)
    }
    #expect(repository.switches.armedFault == .forbidden)
    repository.switches.isOffline = false
    await #expect(throws: IssueRepositoryError.forbidden) {
      try await repository.issue(in: busy, number: 1)
    }
  }

  @Test func offlineAppliesWhenTheAnswerIsReady() async throws {
    let clock = TestClock()
    let repository = demo(clock: clock, latency: .seconds(1))
    let task = Task {
      await outcome { () async throws(IssueRepositoryError) in
        try await repository.issues(in: DemoIssueRepository.busy, state: .open, after: nil)
      }
    }
    await clock.waitUntilSleeping()
    repository.switches.isOffline = true
    await clock.advance(by: .seconds(1))
    #expect(await task.value.failure == .offline)
  }

  // MARK: One-shot faults

  /// Every fault with the repository error it must become.
  static let faults: [(DemoFault, IssueRepositoryError)] = [
    (.offline, .offline),
    (.serverError, .server(status: 502)),
    (.serviceUnavailable, .server(status: 503)),
    (.rateLimited, .rateLimited(retryAfter: .seconds(30))),
    (.forbidden, .forbidden),
    (.notFound, .notFound),
    (.sessionExpired, .unauthorized),
    (.malformed, .malformedResponse(.undecodable)),
  ]

  @Test func everyFaultIsCovered() {
    #expect(Set(Self.faults.map(\.0)) == Set(DemoFault.allCases))
  }

  @Test(arguments: faults)
  func anArmedFaultFailsTheNextRequestOnce(_ fault: DemoFault, _ expected: IssueRepositoryError)
    async throws
  {
    let store = InMemoryLogHandler.Store()
    let repository = demo(logger: Logger(label: "test") { _ in InMemoryLogHandler(store: store) })
    repository.switches.armedFault = fault
    await #expect(throws: expected) {
      try await repository.issues(in: busy, state: .open, after: nil)
    }
    #expect(repository.switches.armedFault == nil)
    #expect(store.entries.count == 1, "the catch logs")
    #expect(store.entries.first?.message.contains("→") == true, "both errors are named")
    #expect(try await repository.issues(in: busy, state: .open, after: nil).items.count == 30)
  }

  @Test func anArmedFaultWinsOverTheScenarioAndFailsEveryKindOfRequest() async throws {
    let repository = demo()
    repository.switches.armedFault = .serverError
    await #expect(throws: IssueRepositoryError.server(status: 502)) {
      try await repository.issues(in: DemoIssueRepository.missing, state: .open, after: nil)
    }
    repository.switches.armedFault = .serviceUnavailable
    await #expect(throws: IssueRepositoryError.server(status: 503)) {
      try await repository.comments(in: busy, issue: 8, after: nil)
    }
    repository.switches.armedFault = .notFound
    await #expect(throws: IssueRepositoryError.notFound) {
      try await repository.repository(named: busy)
    }
    repository.switches.armedFault = .offline
    await #expect(throws: IssueRepositoryError.offline) {
      try await repository.signIn(token: "demo")
    }
  }

  @Test func aFaultSkipsTheScenarioSoFlakyKeepsItsCount() async throws {
    let repository = demo()
    repository.switches.armedFault = .forbidden
    await #expect(throws: IssueRepositoryError.forbidden) {
      try await repository.issues(in: DemoIssueRepository.flaky, state: .all, after: nil)
    }
    await #expect(throws: IssueRepositoryError.server(status: 502), "still its first answer") {
      try await repository.issues(in: DemoIssueRepository.flaky, state: .all, after: nil)
    }
  }

  // MARK: Empty next

  @Test func emptyNextEmptiesOnlyTheNextSuccessfulFirstPage() async throws {
    let repository = demo()
    repository.switches.emptyNext = true
    let second = try await repository.issues(in: busy, state: .all, after: PageCursor("30"))
    #expect(second.items.count == 30, "a later page is untouched")
    await #expect(throws: IssueRepositoryError.notFound, "a failing request leaves it armed") {
      try await repository.issues(in: DemoIssueRepository.missing, state: .all, after: nil)
    }
    _ = try await repository.issue(in: busy, number: 1)
    #expect(repository.switches.emptyNext, "a single issue is not a first page")
    let emptied = try await repository.issues(in: busy, state: .all, after: nil)
    #expect(emptied == IssuePage())
    #expect(try await repository.issues(in: busy, state: .all, after: nil).items.count == 30)
  }

  @Test func emptyNextAppliesToEveryList() async throws {
    let repository = demo()
    repository.switches.emptyNext = true
    #expect(try await repository.repositories(after: nil) == RepositoryPage())
    repository.switches.emptyNext = true
    #expect(try await repository.comments(in: busy, issue: 8, after: nil) == CommentPage())
  }

  // MARK: Counting, latency and cancellation

  @Test func everyRequestIsCountedFailuresIncluded() async {
    let repository = demo()
    _ = try? await repository.signIn(token: "nope")
    _ = try? await repository.issue(in: DemoIssueRepository.missing, number: 1)
    _ = try? await repository.repositories(after: nil)
    #expect(repository.switches.requestCount == 3)
  }

  @Test func answersAfterTheLatencyOnTheInjectedClock() async throws {
    let clock = TestClock()
    let repository = DemoIssueRepository(clock: clock, now: referenceDate)
    #expect(repository.latency == .milliseconds(400), "the default")
    let finished = Locked(false)
    let task = Task {
      let page = try await repository.issues(
        in: DemoIssueRepository.busy, state: .open, after: nil)
      finished.withLock { $0 = true }
      return page
    }
    await clock.waitUntilSleeping()
    #expect(repository.switches.requestCount == 1, "counted as it starts")
    await clock.advance(by: .milliseconds(399))
    #expect(!finished.withLock { $0 })
    await clock.advance(by: .milliseconds(1))
    #expect(try await task.value.items.count == 30)
  }

  @Test func cancellingDuringTheLatencyIsCancelledAndConsumesNoFault() async {
    let clock = TestClock()
    let repository = demo(clock: clock, latency: .seconds(5))
    repository.switches.armedFault = .serverError
    let task = Task {
      await outcome { () async throws(IssueRepositoryError) in
        try await repository.issues(in: DemoIssueRepository.busy, state: .open, after: nil)
      }
    }
    await clock.waitUntilSleeping()
    task.cancel()
    #expect(await task.value.failure == .cancelled)
    #expect(repository.switches.armedFault == .serverError)
  }

  @Test func aCancelledTaskWithoutLatencyIsCancelled() async {
    let repository = demo()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await outcome { () async throws(IssueRepositoryError) in
        try await repository.issue(in: DemoIssueRepository.busy, number: 1)
      }
    }
    #expect(await task.value.failure == .cancelled)
  }
}
