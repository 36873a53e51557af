import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import TestSupport
import Testing

/// A pull request's life over real HTTP on 127.0.0.1: ready and draft and auto-merge on and
/// off as GraphQL mutations of the pull request's node (its id read from the pull request
/// first), update-branch as a PUT naming the head; each sent once, with its body checked, and
/// GitHub's refusals in its words.
@Suite(.timeLimit(.minutes(1))) struct PullRequestLifeOverHTTPTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let sha = String(repeating: "b", count: 40)

  static let pull = RecordedExchange(
    path: "/repos/octo/app/pulls/7",
    response: .object([
      "number": .number(7), "state": .string("open"), "draft": .bool(true),
      "node_id": .string("PR_kwDOAbc-123="),
      "head": .object(["ref": .string("fix"), "sha": .string(sha)]),
      "base": .object(["ref": .string("main")]),
    ]))

  static func graphQL(_ body: JSONValue = .object(["data": .object([:])])) -> RecordedExchange {
    RecordedExchange(method: "post", path: "/graphql", response: body)
  }

  @Test(
    arguments: [
      (PullRequestWrite.markReady, "markPullRequestReadyForReview", nil as String?),
      (.convertToDraft, "convertPullRequestToDraft", nil),
      (.enableAutoMerge(.squash), "enablePullRequestAutoMerge", "SQUASH"),
      (.disableAutoMerge, "disablePullRequestAutoMerge", nil),
    ])
  func eachMutationNamesTheNodeOnce(write: PullRequestWrite, field: String, method: String?)
    async throws
  {
    let backend = try await StubBackend.start([Self.pull, Self.graphQL()])
    _ = try await backend.repository.write(write, to: 7, in: Self.repository)
    let requests = backend.server.receivedRequests()
    #expect(
      requests.map { "\($0.method) \($0.path)" } == [
        "GET /repos/octo/app/pulls/7", "POST /graphql",
      ])
    let body = try #require(requests.last?.body)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    let query = try #require(json["query"] as? String)
    let variables = try #require(json["variables"] as? [String: String])
    #expect(query.hasPrefix("mutation("))
    #expect(query.contains("\(field)(input: {pullRequestId: $id"))
    #expect(variables["id"] == "PR_kwDOAbc-123=", "the id goes as a variable, never in the query")
    #expect(variables["method"] == method)
    #expect(!query.contains("PR_kwDOAbc"))
    #expect(requests.last?.header("authorization") == "Bearer fixture-token")
    try await backend.stop()
  }

  @Test func updateBranchIsOnePutNamingTheHead() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "put", path: "/repos/octo/app/pulls/7/update-branch", status: 202,
        response: .object(["message": .string("Updating pull request branch.")]))
    ])
    _ = try await backend.repository.write(
      .updateBranch(expectedHeadSHA: Self.sha), to: 7, in: Self.repository)
    let requests = backend.server.receivedRequests()
    #expect(requests.map(\.method) == ["PUT"])
    #expect(requests.map(\.body) == ["{\"expected_head_sha\":\"\(Self.sha)\"}"])
    try await backend.stop()
  }

  @Test(
    arguments: [
      ("expected head sha didn't match current head ref.", PullRequestWriteError.headChanged),
      (
        "There are no new commits on the base branch.",
        .refused(message: "There are no new commits on the base branch.")
      ),
    ])
  func updateBranchsRefusals(said: String, expected: PullRequestWriteError) async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "put", path: "/repos/octo/app/pulls/7/update-branch", status: 422,
        response: .object(["message": .string(said)]))
    ])
    await #expect(throws: expected) {
      _ = try await backend.repository.write(
        .updateBranch(expectedHeadSHA: Self.sha), to: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }

  @Test func graphQLsErrorsAreARefusalInItsWords() async throws {
    let backend = try await StubBackend.start([
      Self.pull,
      Self.graphQL(
        .object([
          "data": .object(["enablePullRequestAutoMerge": .null]),
          "errors": .array([
            .object([
              "type": .string("UNPROCESSABLE"),
              "message": .string(
                "Pull request Auto merge is not allowed\u{1B}[2J for this repository"),
            ])
          ]),
        ])),
    ])
    await #expect(
      throws: PullRequestWriteError.refused(
        message: "Pull request Auto merge is not allowed␛[2J for this repository")
    ) {
      _ = try await backend.repository.write(.enableAutoMerge(.merge), to: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().filter { $0.method == "POST" }.count == 1)
    try await backend.stop()
  }

  @Test func aNodeIDThatIsNotGitHubsIsNeverSent() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app/pulls/7",
        response: .object([
          "number": .number(7), "state": .string("open"), "node_id": .string("x\") { a }"),
        ]))
    ])
    await #expect(throws: PullRequestWriteError.self) {
      _ = try await backend.repository.write(.markReady, to: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().map(\.method) == ["GET"])
    try await backend.stop()
  }

  @Test(arguments: [(true, MergeMethod.allCases), (false, [])])
  func autoMergeIsOfferedOnlyWhereTheRepositoryAllowsIt(allows: Bool, methods: [MergeMethod])
    async throws
  {
    let backend = try await StubBackend.start([
      RecordedExchange(
        path: "/repos/octo/app",
        response: .object([
          "name": .string("app"), "full_name": .string("octo/app"),
          "allow_auto_merge": .bool(allows), "allow_merge_commit": .bool(true),
          "allow_squash_merge": .bool(true), "allow_rebase_merge": .bool(true),
        ]))
    ])
    #expect(try await backend.repository.autoMergeMethods(in: Self.repository) == methods)
    try await backend.stop()
  }
}
