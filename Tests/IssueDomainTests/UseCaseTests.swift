import ErrorHandling
import IssueDomain
import Testing

@Suite struct UseCaseTests {
  @Test func listIssuesPassesTheCursorAndTheAnswerThrough() async throws {
    let repository = FakeIssueRepository()
    let (logger, store) = inMemoryLogger()
    let page = try await ListIssues(repository: repository, logger: logger)(
      in: "octo/busy", after: 30)
    #expect(page.items == [FakeIssueRepository.sampleIssue])
    #expect(page.nextCursor == 31)
    #expect(repository.recordedCalls == ["issues(in: octo/busy, after: 30)"])
    #expect(store.entries.isEmpty, "nothing is logged on success")
  }

  @Test func listIssuesMapsAndLogsAFailure() async {
    let repository = FakeIssueRepository(failing: .unreachable)
    let (logger, store) = inMemoryLogger()
    let listIssues = ListIssues(repository: repository, logger: logger)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await listIssues(in: "octo/busy", after: nil)
    }
    #expect(result.failure == .connectivity(.unreachable))
    let entry = store.entries.first
    #expect(store.entries.count == 1)
    #expect(entry?.level == .debug)
    #expect(entry?.message.contains("unreachable") == true, "names the repository error")
    #expect(entry?.message.contains("connectivity") == true, "names the mapped error")
  }

  @Test func a401MidSessionIsAnExpiredSession() async {
    let listIssues = ListIssues(
      repository: FakeIssueRepository(failing: .unauthorized), logger: inMemoryLogger().0)
    let loadIssue = LoadIssue(
      repository: FakeIssueRepository(failing: .unauthorized), logger: inMemoryLogger().0)
    let list = await outcome { () async throws(IssueUseCaseError) in
      try await listIssues(in: "octo/busy", after: nil)
    }
    let load = await outcome { () async throws(IssueUseCaseError) in
      try await loadIssue(in: "octo/busy", number: 1)
    }
    #expect(list.failure == .sessionExpired)
    #expect(load.failure == .sessionExpired)
  }

  @Test func loadIssueMapsAndLogsAFailure() async throws {
    let (logger, store) = inMemoryLogger()
    let loadIssue = LoadIssue(repository: FakeIssueRepository(failing: .gone), logger: logger)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await loadIssue(in: "octo/busy", number: 12)
    }
    #expect(result.failure == .gone)
    #expect(store.entries.first?.metadata["number"] == "12")
    let issue = try await LoadIssue(repository: FakeIssueRepository(), logger: logger)(
      in: "octo/busy", number: 7)
    #expect(issue.number == 7)
  }

  @Test func signInReturnsTheLoginForATrimmedToken() async throws {
    let repository = FakeIssueRepository()
    let login = try await SignIn(repository: repository, logger: inMemoryLogger().0)(
      token: "  demo\n")
    #expect(login == "octocat")
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
