import ErrorHandling
import IssueDomain
import TestSupport
import Testing

@Suite struct UseCaseTests {
  let name = FakeIssueRepository.name

  @Test func listIssuesPassesTheArgumentsAndTheAnswerThrough() async throws {
    let repository = FakeIssueRepository()
    let (logger, store) = inMemoryLogger()
    let page = try await ListIssues(repository: repository, logger: logger)(
      in: name, state: .closed, includePullRequests: true, after: PageCursor("30"))
    #expect(page.items == [FakeIssueRepository.sampleIssue])
    #expect(page.nextCursor == PageCursor("next"))
    #expect(repository.recordedCalls == ["issues(in: octo/busy, state: closed, after: 30)"])
    #expect(store.entries.isEmpty, "nothing is logged on success")
  }

  @Test func listIssuesRemovesPullRequestsAndKeepsTheCursor() async throws {
    let served = IssuePage(
      items: [
        FakeIssueRepository.issue(9), FakeIssueRepository.issue(8, isPullRequest: true),
        FakeIssueRepository.issue(7),
      ],
      nextCursor: PageCursor("60"))
    let listIssues = ListIssues(
      repository: FakeIssueRepository(issuePage: served), logger: inMemoryLogger().0)
    let hidden = try await listIssues(
      in: name, state: .all, includePullRequests: false, after: nil)
    #expect(hidden.items.map(\.number) == [9, 7])
    #expect(hidden.nextCursor == PageCursor("60"))
    let shown = try await listIssues(in: name, state: .all, includePullRequests: true, after: nil)
    #expect(shown == served)
  }

  @Test func aPageOfOnlyPullRequestsBecomesAnEmptyPageThatStillPages() async throws {
    let served = IssuePage(
      items: [FakeIssueRepository.issue(14, isPullRequest: true)], nextCursor: PageCursor("30"))
    let page = try await ListIssues(
      repository: FakeIssueRepository(issuePage: served), logger: inMemoryLogger().0)(
        in: name, state: .open, includePullRequests: false, after: nil)
    #expect(page.items.isEmpty)
    #expect(page.hasMorePages)
  }

  @Test func theLastPageStaysTheLast() async throws {
    let served = IssuePage(
      items: [FakeIssueRepository.issue(1, isPullRequest: true)], nextCursor: nil)
    let page = try await ListIssues(
      repository: FakeIssueRepository(issuePage: served), logger: inMemoryLogger().0)(
        in: name, state: .open, includePullRequests: false, after: PageCursor("30"))
    #expect(page == IssuePage())
  }

  @Test func listIssuesMapsAndLogsAFailure() async {
    let repository = FakeIssueRepository(failing: .unreachable)
    let (logger, store) = inMemoryLogger()
    let listIssues = ListIssues(repository: repository, logger: logger)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await listIssues(in: name, state: .open, includePullRequests: false, after: nil)
    }
    #expect(result.failure == .connectivity(.unreachable))
    let entry = store.entries.first
    #expect(store.entries.count == 1)
    #expect(entry?.level == .debug)
    #expect(entry?.message.contains("unreachable") == true, "names the repository error")
    #expect(entry?.message.contains("connectivity") == true, "names the mapped error")
    #expect(entry?.metadata["repository"] == "octo/busy")
    #expect(entry?.metadata["cursor"] == "first")
  }

  @Test func a401MidSessionIsAnExpiredSession() async {
    let failing = FakeIssueRepository(failing: .unauthorized)
    let logger = inMemoryLogger().0
    let results: [Result<Void, IssueUseCaseError>] = [
      await outcome { () async throws(IssueUseCaseError) in
        _ = try await ListIssues(repository: failing, logger: logger)(
          in: name, state: .open, includePullRequests: false, after: nil)
      },
      await outcome { () async throws(IssueUseCaseError) in
        _ = try await LoadIssue(repository: failing, logger: logger)(in: name, number: 1)
      },
      await outcome { () async throws(IssueUseCaseError) in
        _ = try await ListComments(repository: failing, logger: logger)(
          in: name, issue: 1, after: nil)
      },
      await outcome { () async throws(IssueUseCaseError) in
        _ = try await ListRepositories(repository: failing, logger: logger)(after: nil)
      },
      await outcome { () async throws(IssueUseCaseError) in
        _ = try await LoadRepository(repository: failing, logger: logger)(named: name)
      },
    ]
    #expect(results.map(\.failure) == Array(repeating: .sessionExpired, count: 5))
  }

  @Test func loadIssueMapsAndLogsAFailure() async throws {
    let (logger, store) = inMemoryLogger()
    let loadIssue = LoadIssue(repository: FakeIssueRepository(failing: .gone), logger: logger)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await loadIssue(in: name, number: 12)
    }
    #expect(result.failure == .gone)
    #expect(store.entries.first?.metadata["number"] == "12")
    let issue = try await LoadIssue(repository: FakeIssueRepository(), logger: logger)(
      in: name, number: 7)
    #expect(issue.number == 7)
  }

  @Test func listCommentsPassesTheCursorAndMapsFailures() async throws {
    let repository = FakeIssueRepository()
    let page = try await ListComments(repository: repository, logger: inMemoryLogger().0)(
      in: name, issue: 7, after: PageCursor("5"))
    #expect(page.items == [FakeIssueRepository.sampleComment])
    #expect(page.nextCursor == PageCursor("c2"))
    #expect(repository.recordedCalls == ["comments(in: octo/busy, issue: 7, after: 5)"])

    let (logger, store) = inMemoryLogger()
    let listComments = ListComments(
      repository: FakeIssueRepository(failing: .server(status: 502)), logger: logger)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await listComments(in: name, issue: 7, after: PageCursor("5"))
    }
    #expect(result.failure == .server(status: 502))
    #expect(store.entries.first?.metadata["cursor"] == "5")
  }

  @Test func listRepositoriesAndLoadRepositoryPassThrough() async throws {
    let repository = FakeIssueRepository()
    let logger = inMemoryLogger().0
    let page = try await ListRepositories(repository: repository, logger: logger)(
      after: PageCursor("5"))
    #expect(page.items == [FakeIssueRepository.sampleRepository])
    let loaded = try await LoadRepository(repository: repository, logger: logger)(named: name)
    #expect(loaded.fullName == "octo/busy")
    #expect(loaded.id == name)
    #expect(
      repository.recordedCalls == ["repositories(after: 5)", "repository(named: octo/busy)"])
  }

  @Test func signInReturnsTheUserForATrimmedToken() async throws {
    let repository = FakeIssueRepository()
    let user = try await SignIn(repository: repository, logger: inMemoryLogger().0)(
      token: "  demo\n")
    #expect(user == User(login: "octocat"))
    #expect(repository.recordedCalls == ["signIn(token: demo)"])
  }

  @Test(arguments: ["", " ", "\n\t  \r\n"])
  func anEmptyTokenIsRefusedWithoutARequest(_ token: String) async {
    let repository = FakeIssueRepository()
    let signIn = SignIn(repository: repository, logger: inMemoryLogger().0)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: token)
    }
    #expect(result.failure == .invalidInput([FieldRejection(field: "token", reason: .missing)]))
    #expect(repository.recordedCalls.isEmpty)
  }

  @Test func aRejectedTokenIsInvalidCredentialsAndNeverLogged() async {
    let (logger, store) = inMemoryLogger()
    let signIn = SignIn(repository: FakeIssueRepository(failing: .unauthorized), logger: logger)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: "ghp_secret")
    }
    #expect(result.failure == .invalidCredentials)
    #expect(store.entries.count == 1)
    #expect(store.entries.allSatisfy { !$0.message.contains("ghp_secret") })
  }

  @Test func signInMapsOtherFailuresLikeBrowsing() async {
    let signIn = SignIn(
      repository: FakeIssueRepository(failing: .rateLimited(retryAfter: .seconds(9))),
      logger: inMemoryLogger().0)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: "demo")
    }
    #expect(result.failure == .rateLimited(retryAfter: .seconds(9)))
  }
}
