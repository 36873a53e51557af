import Clocks
import IssueData
import IssueDomain
import ScreenState
import SystemSupport
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoScenarioTests {
  /// One request of each kind about `name`, as results, so every kind can be checked at once.
  func everyRequest(about name: RepositoryName, of repository: DemoIssueRepository) async
    -> [Result<Void, IssueRepositoryError>]
  {
    [
      await outcome { () async throws(IssueRepositoryError) in
        _ = try await repository.issues(in: name, state: .open, after: nil)
      },
      await outcome { () async throws(IssueRepositoryError) in
        _ = try await repository.issue(in: name, number: 1)
      },
      await outcome { () async throws(IssueRepositoryError) in
        _ = try await repository.comments(in: name, issue: 1, after: nil)
      },
    ]
  }

  @Test func emptyHasOneEmptyPage() async throws {
    let repository = demo()
    for state in IssueStateFilter.allCases {
      let page = try await repository.issues(
        in: DemoIssueRepository.empty, state: state, after: nil)
      #expect(page == IssuePage())
    }
    await #expect(throws: IssueRepositoryError.notFound) {
      try await repository.issue(in: DemoIssueRepository.empty, number: 1)
    }
  }

  @Test func missingAnswers404ToEverything() async {
    let repository = demo()
    let results = await everyRequest(about: DemoIssueRepository.missing, of: repository)
    #expect(results.map(\.failure) == [.notFound, .notFound, .notFound])
  }

  @Test func unknownRepositoriesAnswer404() async {
    let results = await everyRequest(
      about: RepositoryName(owner: "demo", name: "elsewhere"), of: demo())
    #expect(results.map(\.failure) == [.notFound, .notFound, .notFound])
  }

  @Test func disabledAnswers410ButIsThere() async throws {
    let repository = demo()
    let results = await everyRequest(about: DemoIssueRepository.disabled, of: repository)
    #expect(results.map(\.failure) == [.gone, .gone, .gone])
    #expect(
      try await repository.repository(named: DemoIssueRepository.disabled).name.name == "disabled")
  }

  @Test func garbledAnswersUndecodablePayloads() async throws {
    let repository = demo()
    let results = await everyRequest(about: DemoIssueRepository.garbled, of: repository)
    #expect(results.map(\.failure) == Array(repeating: .malformedResponse(.undecodable), count: 3))
    _ = try await repository.repository(named: DemoIssueRepository.garbled)
  }

  @Test func flakyFailsItsFirstFourthAndSeventhAnswers() async {
    let repository = demo()
    var failures: [IssueRepositoryError?] = []
    for _ in 1...7 {
      let result = await outcome { () async throws(IssueRepositoryError) in
        try await repository.issues(in: DemoIssueRepository.flaky, state: .all, after: nil)
      }
      failures.append(result.failure)
    }
    let bad = IssueRepositoryError.server(status: 502)
    #expect(failures == [bad, nil, nil, bad, nil, nil, bad])
  }

  @Test func flakyCountsPerRepositoryAndRetrySucceeds() async throws {
    let repository = demo()
    _ = try await repository.issues(in: DemoIssueRepository.busy, state: .open, after: nil)
    await #expect(throws: IssueRepositoryError.server(status: 502)) {
      try await repository.issue(in: DemoIssueRepository.flaky, number: 40)
    }
    let retried = try await repository.issue(in: DemoIssueRepository.flaky, number: 40)
    #expect(retried.url == "https://github.com/demo/flaky/issues/40")
    let page = try await repository.issues(in: DemoIssueRepository.flaky, state: .all, after: nil)
    #expect(page.items.count == 30)
    #expect(page.nextCursor == PageCursor("30"))
  }

  @Test(arguments: [
    (Duration.zero, Duration.seconds(3)),
    (.milliseconds(400), .seconds(3)),
    (.seconds(1), .seconds(5)),
  ])
  func slowTakesAtLeastThreeSecondsOnTheClock(_ latency: Duration, _ expected: Duration)
    async throws
  {
    let clock = ImmediateClock()
    let repository = demo(clock: clock, latency: latency)
    let start = clock.now
    let page = try await repository.issues(in: DemoIssueRepository.slow, state: .all, after: nil)
    #expect(start.duration(to: clock.now) == expected)
    #expect(page.items.map(\.number) == Array((1...20).reversed()))
    let before = clock.now
    _ = try await repository.issues(in: DemoIssueRepository.busy, state: .all, after: nil)
    #expect(before.duration(to: clock.now) == latency, "other repositories keep the latency")
  }

  @Test func slowWaitsForTheClock() async throws {
    let clock = TestClock()
    let repository = demo(clock: clock)
    let finished = Locked(false)
    let task = Task {
      let issue = try await repository.issue(in: DemoIssueRepository.slow, number: 3)
      finished.withLock { $0 = true }
      return issue
    }
    await clock.waitUntilSleeping()
    await clock.advance(by: .milliseconds(2_999))
    #expect(!finished.withLock { $0 })
    await clock.advance(by: .milliseconds(1))
    #expect(try await task.value.number == 3)
  }

  @Test func limitedIsRateLimitedUntilTwentySecondsOnTheClockHavePassed() async throws {
    let clock = TestClock()
    let repository = demo(clock: clock)
    let limited = DemoIssueRepository.limited
    let list = { () async throws(IssueRepositoryError) -> IssuePage in
      try await repository.issues(in: limited, state: .all, after: nil)
    }
    await #expect(throws: IssueRepositoryError.rateLimited(retryAfter: .seconds(20))) {
      try await list()
    }
    await clock.advance(by: .seconds(15))
    await #expect(throws: IssueRepositoryError.rateLimited(retryAfter: .seconds(5))) {
      try await list()
    }
    await clock.advance(by: .milliseconds(4_500))
    await #expect(
      throws: IssueRepositoryError.rateLimited(retryAfter: .seconds(1)), "rounded up"
    ) {
      try await repository.issue(in: limited, number: 2)
    }
    await clock.advance(by: .milliseconds(500))
    #expect(try await list().items.count == 25)
    #expect(try await list().items.count == 25, "limited once")
  }

  @Test func waitingTheReportedTimeIsEnoughWithLatency() async throws {
    let clock = ImmediateClock()
    let repository = demo(clock: clock, latency: .milliseconds(400))
    let limited = DemoIssueRepository.limited
    let first = await outcome { () async throws(IssueRepositoryError) in
      try await repository.repository(named: limited)
    }
    #expect(first.failure == .rateLimited(retryAfter: .seconds(20)), "any request about it")
    let second = await outcome { () async throws(IssueRepositoryError) in
      try await repository.issues(in: limited, state: .open, after: nil)
    }
    guard case .rateLimited(let wait) = second.failure else {
      Issue.record("expected a rate limit, got \(second)")
      return
    }
    #expect(wait == .seconds(20), "19.6 s left, rounded up")
    try await clock.sleep(for: wait)
    _ = try await repository.issues(in: limited, state: .open, after: nil)
  }

  @Test func theRateLimitOnlyConcernsLimited() async throws {
    let repository = demo()
    await #expect(throws: IssueRepositoryError.rateLimited(retryAfter: .seconds(20))) {
      try await repository.issue(in: DemoIssueRepository.limited, number: 1)
    }
    _ = try await repository.issues(in: DemoIssueRepository.busy, state: .open, after: nil)
    _ = try await repository.repositories(after: nil)
  }
}
