import IssueData
import IssueDomain
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoSignInTests {
  @Test func theDemoTokenSignsInAsOctocat() async throws {
    #expect(try await demo().signIn(token: "demo") == User(login: "octocat"))
  }

  @Test(arguments: ["", "Demo", "ghp_0123456789abcdef", "demo ", "expired"])
  func anyOtherTokenIsUnauthorized(_ token: String) async {
    await #expect(throws: IssueRepositoryError.unauthorized) {
      try await demo().signIn(token: token)
    }
  }

  @Test func theExpireTokenSignsInThenItsNextRequestIs401() async throws {
    let repository = demo()
    #expect(try await repository.signIn(token: "expire") == User(login: "octocat"))
    #expect(repository.switches.armedFault == .sessionExpired)
    await #expect(throws: IssueRepositoryError.unauthorized) {
      try await repository.repositories(after: nil)
    }
    _ = try await repository.repositories(after: nil)
  }

  @Test func throughTheUseCases() async throws {
    let repository = demo()
    let signIn = SignIn(repository: repository)
    #expect(try await signIn(token: " demo\n") == User(login: "octocat"))
    let rejected = await outcome { () async throws(IssueUseCaseError) in
      try await signIn(token: "wrong")
    }
    #expect(rejected.failure == .invalidCredentials)
    _ = try await signIn(token: "expire")
    await #expect(throws: IssueRepositoryError.unauthorized) {
      try await repository.repositories(after: nil)
    }
  }
}
