import Clocks
import ErrorHandling
import IssueData
import IssueDomain
import Logging
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SampleIssueRepositoryTests {
  func repository(
    count: Int = 150, switches: DemoSwitches = DemoSwitches(),
    logger: Logger = Logger(label: "test") { _ in InMemoryLogHandler() }
  ) -> SampleIssueRepository {
    SampleIssueRepository(
      clock: ImmediateClock(), latency: .zero, count: count, switches: switches, logger: logger)
  }

  // MARK: Pages

  @Test func pagesFollowTheCursorToTheEnd() async throws {
    let repository = repository()
    var numbers: [Int] = []
    var cursors: [Int?] = []
    var cursor: Int? = nil
    repeat {
      let page = try await repository.issues(
        in: SampleIssueRepository.busyRepository, after: cursor)
      #expect(page.items.count == 30)
      numbers += page.items.map(\.number)
      cursor = page.nextCursor
      cursors.append(cursor)
    } while cursor != nil
    #expect(cursors == [30, 60, 90, 120, nil])
    #expect(numbers == Array((1...150).reversed()), "newest first, every issue once")
    #expect(repository.switches.requestCount == 5)
  }

  @Test func aShortLastPage() async throws {
    let repository = repository(count: 45)
    let last = try await repository.issues(in: SampleIssueRepository.busyRepository, after: 30)
    #expect(last.items.map(\.number) == Array((1...15).reversed()))
    #expect(last.nextCursor == nil)
  }

  @Test func anEmptyRepositoryHasOneEmptyPage() async throws {
    let page = try await repository(count: 0).issues(
      in: SampleIssueRepository.busyRepository, after: nil)
    #expect(page.items.isEmpty)
    #expect(page.nextCursor == nil)
  }

  @Test func theDataIsTheSkeletonsSampleData() {
    let issues = repository().issues
    #expect(issues.count == 150)
    #expect(issues[0].number == 150)
    #expect(issues[0].title == "Crash when opening settings with an empty profile")
    #expect(issues[2].title == "日本語のタイトルが正しく表示されない")
    #expect(issues[3].author == "tanaka")
    #expect(issues[2].labels == ["bug", "i18n"])
    #expect(issues[5].commentCount == 9)
    #expect(issues[5].ageInDays == 2)
    #expect(issues[75].body.contains("move to issue #75"))
    #expect(issues.allSatisfy { !$0.isPullRequest })
  }

  @Test func emptyNextEmptiesOnlyTheNextFirstPage() async throws {
    let repository = repository()
    repository.switches.emptyNext = true
    let second = try await repository.issues(in: SampleIssueRepository.busyRepository, after: 30)
    #expect(second.items.count == 30, "a later page is untouched")
    let emptied = try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
    #expect(emptied.items.isEmpty)
    #expect(emptied.nextCursor == nil)
    let again = try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
    #expect(again.items.count == 30, "one-shot")
  }

  // MARK: Faults

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

  @Test(arguments: faults)
  func anArmedFaultFailsTheNextRequestOnce(_ fault: DemoFault, _ expected: IssueRepositoryError)
    async throws
  {
    let store = InMemoryLogHandler.Store()
    let repository = repository(
      logger: Logger(label: "test") { _ in InMemoryLogHandler(store: store) })
    repository.switches.armedFault = fault
    await #expect(throws: expected) {
      try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
    }
    #expect(repository.switches.armedFault == nil)
    #expect(store.entries.count == 1, "the catch logs")
    #expect(store.entries.first?.message.contains("→") == true, "both errors are named")
    let page = try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
    #expect(page.items.count == 30)
  }

  @Test func everyFaultIsCovered() {
    #expect(Set(Self.faults.map(\.0)) == Set(DemoFault.allCases))
  }

  @Test func aFaultAlsoFailsDetailAndSignIn() async {
    let repository = repository()
    repository.switches.armedFault = .serviceUnavailable
    await #expect(throws: IssueRepositoryError.server(status: 503)) {
      try await repository.issue(in: SampleIssueRepository.busyRepository, number: 1)
    }
    repository.switches.armedFault = .offline
    await #expect(throws: IssueRepositoryError.offline) {
      try await repository.signIn(token: "demo")
    }
  }

  // MARK: Detail

  @Test func anIssueLoadsByNumber() async throws {
    let issue = try await repository().issue(in: SampleIssueRepository.busyRepository, number: 72)
    #expect(issue == repository().issues[150 - 72])
  }

  @Test(arguments: [37, 74, 111, 148])
  func multiplesOf37AreDeleted(_ number: Int) async {
    let repository = repository()
    #expect(repository.issues.contains { $0.number == number }, "still listed")
    await #expect(throws: IssueRepositoryError.notFound) {
      try await repository.issue(in: SampleIssueRepository.busyRepository, number: number)
    }
  }

  @Test(arguments: [0, -1, 151, 10_000])
  func unknownNumbersAreNotFound(_ number: Int) async {
    await #expect(throws: IssueRepositoryError.notFound) {
      try await repository().issue(in: SampleIssueRepository.busyRepository, number: number)
    }
  }

  // MARK: Sign-in

  @Test func theDemoTokenSignsInAsOctocat() async throws {
    #expect(try await repository().signIn(token: "demo") == "octocat")
  }

  @Test(arguments: ["", "Demo", "ghp_0123456789abcdef", "demo "])
  func anyOtherTokenIsUnauthorized(_ token: String) async {
    await #expect(throws: IssueRepositoryError.unauthorized) {
      try await repository().signIn(token: token)
    }
  }

  @Test func theExpireTokenSignsInThenItsNextRequestIs401() async throws {
    let repository = repository()
    #expect(try await repository.signIn(token: "expire") == "octocat")
    await #expect(throws: IssueRepositoryError.unauthorized) {
      try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
    }
    _ = try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
  }

  // MARK: Latency and cancellation

  @Test func answersAfterTheLatencyOnTheInjectedClock() async throws {
    let clock = TestClock()
    let repository = SampleIssueRepository(clock: clock, latency: .milliseconds(600))
    let finished = Mutex(false)
    let task = Task {
      let page = try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
      finished.withLock { $0 = true }
      return page
    }
    await clock.waitUntilSleeping()
    #expect(repository.switches.requestCount == 1, "counted as it starts")
    await clock.advance(by: .milliseconds(599))
    #expect(!finished.withLock { $0 })
    await clock.advance(by: .milliseconds(1))
    #expect(try await task.value.items.count == 30)
  }

  @Test func cancellingDuringTheLatencyIsCancelledAndConsumesNoFault() async {
    let clock = TestClock()
    let repository = SampleIssueRepository(clock: clock, latency: .seconds(5))
    repository.switches.armedFault = .serverError
    let task = Task {
      await outcome { () async throws(IssueRepositoryError) in
        try await repository.issues(in: SampleIssueRepository.busyRepository, after: nil)
      }
    }
    await clock.waitUntilSleeping()
    task.cancel()
    #expect(await task.value.failure == .cancelled)
    #expect(repository.switches.armedFault == .serverError)
  }

  @Test func aCancelledTaskWithoutLatencyIsCancelled() async {
    let repository = repository()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await outcome { () async throws(IssueRepositoryError) in
        try await repository.issue(in: SampleIssueRepository.busyRepository, number: 1)
      }
    }
    #expect(await task.value.failure == .cancelled)
  }
}
