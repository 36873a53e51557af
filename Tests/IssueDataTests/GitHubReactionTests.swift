import BackendTestSupport
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Testing

/// The account's reaction to an issue's body over real HTTP on 127.0.0.1: adding is one
/// `POST` with `{"content": …}`, taking away one `DELETE` of its id, and the account's are
/// found in the paged list by login, cleaned of a hostile server's odd entries and bounded.
@Suite(.timeLimit(.minutes(1))) struct GitHubReactionTests {
  typealias Backend = StubBackend
  static let app = GitHubWriteTests.app
  static let path = "/repos/octo/app/issues/7/reactions"

  static func reaction(_ id: Int, _ content: String, by login: String) -> JSONValue {
    .object([
      "id": .integer(id), "content": .string(content),
      "user": .object(["login": .string(login)]),
    ])
  }

  @Test func addingIsOnePostOfTheContent() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: Self.path, status: 201,
        response: Self.reaction(55, "heart", by: "octocat"))
    ])
    try await backend.repository.addReaction(.heart, toIssue: 7, in: Self.app)
    #expect(backend.server.receivedRequests().count == 1, "exactly one request")
    let post = try #require(backend.requests("POST").first)
    #expect(post.path == Self.path)
    #expect(GitHubWriteTests.body(post) == .object(["content": .string("heart")]))
    #expect(post.header("Authorization") == "Bearer \(StubBackend.token)")
    #expect(post.header("Content-Type") == "application/json; charset=utf-8")
    try await backend.stop()
  }

  @Test func thumbsUpIsSentByGitHubsName() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: Self.path, status: 200,
        response: Self.reaction(56, "+1", by: "octocat"))
    ])
    try await backend.repository.addReaction(.thumbsUp, toIssue: 7, in: Self.app)
    let post = try #require(backend.requests("POST").first)
    #expect(GitHubWriteTests.body(post) == .object(["content": .string("+1")]))
    try await backend.stop()
  }

  @Test func takingAwayIsOneDeleteOfItsID() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(method: "delete", path: Self.path + "/55", status: 204)
    ])
    try await backend.repository.deleteReaction(55, fromIssue: 7, in: Self.app)
    #expect(backend.server.receivedRequests().count == 1)
    let delete = try #require(backend.requests("DELETE").first)
    #expect(delete.path == Self.path + "/55")
    #expect(delete.header("Authorization") == "Bearer \(StubBackend.token)")
    try await backend.stop()
  }

  @Test func theAccountsAreFoundByLoginAcrossPages() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: Self.path + "?per_page=100",
        headers: [
          "link": "<https://api.github.com/repositories/1/issues/7/reactions?page=2>; rel=\"next\""
        ],
        response: .array([
          Self.reaction(1, "+1", by: "hubot"),
          Self.reaction(2, "heart", by: "OctoCat"),
          Self.reaction(3, "heart", by: "octocat"),
          Self.reaction(4, "thumbs_up", by: "octocat"),
          .object(["content": .string("eyes"), "user": .object(["login": .string("octocat")])]),
          .object(["id": .integer(6), "content": .string("rocket")]),
        ])),
      RecordedExchange(
        path: "/repositories/1/issues/7/reactions?page=2",
        response: .array([Self.reaction(7, "-1", by: "octocat")])),
    ])
    let mine = try await backend.repository.reactions(toIssue: 7, in: Self.app, by: "octocat")
    #expect(
      mine == [.heart: 2, .thumbsDown: 7],
      "others', unknown names, no id or no user are left out; the first of a kind is kept")
    #expect(backend.server.remainingExchanges().isEmpty)
    #expect(backend.server.receivedRequests().allSatisfy { $0.method == "GET" })
    try await backend.stop()
  }

  @Test func anEndlessListIsReadToABound() async throws {
    let first = Self.path + "?per_page=100"
    let backend = try await Backend.cached([
      RecordedExchange(
        path: first, headers: ["link": "<https://api.github.com\(first)>; rel=\"next\""],
        response: .array([Self.reaction(1, "+1", by: "hubot")]), repeatable: true)
    ])
    let mine = try await backend.repository.reactions(toIssue: 7, in: Self.app, by: "octocat")
    #expect(mine.isEmpty)
    #expect(backend.requests("GET").count == IssueWritingLimits.reactionPagesLimit)
    try await backend.stop()
  }

  @Test(arguments: [
    (403, IssueRepositoryError.forbidden), (404, .notFound), (410, .gone),
    (502, .server(status: 502)),
  ])
  func aRefusedPostIsMappedAndSentOnce(status: Int, expected: IssueRepositoryError) async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: Self.path, status: status,
        headers: ["x-ratelimit-remaining": "4999"],
        response: .object(["message": .string("No")]), repeatable: true)
    ])
    do {
      try await backend.repository.addReaction(.eyes, toIssue: 7, in: Self.app)
      Issue.record("a \(status) added a reaction")
    } catch {
      #expect(error == expected)
    }
    #expect(backend.requests("POST").count == 1, "never retried by the client")
    try await backend.stop()
  }
}
