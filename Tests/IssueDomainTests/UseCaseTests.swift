import ErrorHandling
import IssueDomain
import TestSupport
import Testing

@Suite struct UseCaseTests {
  let name = FakeIssueRepository.name

  @Test func a401MidSessionIsAnExpiredSession() {
    #expect(IssueUseCaseError(IssueRepositoryError.unauthorized) == .sessionExpired)
  }

  @Test func signInReturnsTheUserForATrimmedToken() async throws {
    let repository = FakeIssueRepository()
    let user = try await SignIn(repository: repository)(
      token: "  demo\n")
    #expect(user == User(login: "octocat"))
    #expect(repository.recordedCalls == ["signIn(token: demo)"])
  }

  @Test(arguments: ["", " ", "\n\t  \r\n"])
  func anEmptyTokenIsRefusedWithoutARequest(_ token: String) async {
    let repository = FakeIssueRepository()
    let signIn = SignIn(repository: repository)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: token)
    }
    #expect(result.failure == .invalidInput([FieldRejection(field: "token", reason: .missing)]))
    #expect(repository.recordedCalls.isEmpty)
  }

  @Test func aRejectedTokenIsInvalidCredentialsAndNeverInTheError() async {
    let signIn = SignIn(repository: FakeIssueRepository(failing: .unauthorized))
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: "ghp_secret")
    }
    #expect(result.failure == .invalidCredentials)
    #expect(!String(describing: result.failure).contains("ghp_secret"))
  }

  @Test func signInMapsOtherFailuresLikeBrowsing() async {
    let signIn = SignIn(
      repository: FakeIssueRepository(failing: .rateLimited(retryAfter: .seconds(9))))
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: "demo")
    }
    #expect(result.failure == .rateLimited(retryAfter: .seconds(9)))
  }
}
