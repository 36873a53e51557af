import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import TestSupport
import Testing

/// A review's writes over real HTTP on 127.0.0.1: a comment on a line or a range through REST
/// (`commit_id`, `path`, `line`, `side`, `start_line`, `start_side`), a pending review started
/// through REST, and every other write a GraphQL mutation with its ids as variables. Each is
/// sent once, with the token, and GitHub's refusals are said as what they are.
@Suite(.timeLimit(.minutes(1))) struct ReviewWritesOverHTTPTests {
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let sha = String(repeating: "c", count: 40)

  static func graphQL(_ body: JSONValue = .object(["data": .object([:])])) -> RecordedExchange {
    RecordedExchange(method: "post", path: "/graphql", response: body)
  }

  static func json(_ body: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
  }

  static func line(
    _ line: Int, side: DiffSide = .right, start: Int? = nil, startSide: DiffSide? = nil,
    body: String = "Why?", path: String = "Sources/App.swift"
  ) -> LineComment {
    LineComment(
      path: path, line: line, side: side, startLine: start, startSide: startSide, body: body,
      commitID: sha)
  }

  @Test func aSingleLineCommentIsOnePostWithItsPlace() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/7/comments", status: 201,
        response: .object(["id": .number(1)]))
    ])
    let written = try await backend.repository.write(
      .comment(Self.line(11, side: .left)), pullRequest: 7, in: Self.repository)
    #expect(written == ReviewWritten())
    let requests = backend.server.receivedRequests()
    #expect(requests.map { "\($0.method) \($0.path)" } == ["POST /repos/octo/app/pulls/7/comments"])
    #expect(requests.first?.header("authorization") == "Bearer fixture-token")
    let body = try Self.json(try #require(requests.first?.body))
    #expect(body["body"] as? String == "Why?" && body["commit_id"] as? String == Self.sha)
    #expect(body["path"] as? String == "Sources/App.swift" && body["line"] as? Int == 11)
    #expect(body["side"] as? String == "LEFT")
    #expect(body["start_line"] == nil && body["start_side"] == nil, "one line names no start")
    try await backend.stop()
  }

  @Test func aRangeCommentNamesItsStartAndASuggestionIsItsBody() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/7/comments", status: 201,
        response: .object(["id": .number(1)]))
    ])
    let suggestion = "```suggestion\n  var hasProfile: Bool\n```"
    _ = try await backend.repository.write(
      .comment(Self.line(13, start: 12, startSide: .right, body: suggestion)), pullRequest: 7,
      in: Self.repository)
    let body = try Self.json(try #require(backend.server.receivedRequests().first?.body))
    #expect(body["line"] as? Int == 13 && body["side"] as? String == "RIGHT")
    #expect(body["start_line"] as? Int == 12 && body["start_side"] as? String == "RIGHT")
    #expect(body["body"] as? String == suggestion)
    try await backend.stop()
  }

  @Test func theFirstPendingCommentStartsAReviewWithoutAnEvent() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/7/reviews",
        response: .object(["node_id": .string("PRR_kwDO1="), "state": .string("PENDING")]))
    ])
    let written = try await backend.repository.write(
      .addToPendingReview(Self.line(4, start: 2, startSide: .left), reviewID: nil),
      pullRequest: 7, in: Self.repository)
    #expect(written.pendingReviewID == "PRR_kwDO1=")
    let requests = backend.server.receivedRequests()
    #expect(requests.map { "\($0.method) \($0.path)" } == ["POST /repos/octo/app/pulls/7/reviews"])
    let body = try Self.json(try #require(requests.first?.body))
    #expect(body["event"] == nil, "without an event the review stays pending")
    #expect(body["commit_id"] as? String == Self.sha)
    let comments = try #require(body["comments"] as? [[String: Any]])
    #expect(comments.count == 1)
    #expect(comments[0]["path"] as? String == "Sources/App.swift")
    #expect(comments[0]["line"] as? Int == 4 && comments[0]["side"] as? String == "RIGHT")
    #expect(
      comments[0]["start_line"] as? Int == 2 && comments[0]["start_side"] as? String == "LEFT")
    try await backend.stop()
  }

  /// Each GraphQL write: its mutation, and its input's variables.
  @Test(
    arguments: [
      (
        ReviewWrite.addToPendingReview(
          ReviewWritesOverHTTPTests.line(13, start: 12, startSide: .right), reviewID: "PRR_1"),
        "addPullRequestReviewThread",
        [
          "pullRequestReviewId": "PRR_1", "path": "Sources/App.swift", "line": "13",
          "side": "RIGHT", "startLine": "12", "startSide": "RIGHT", "body": "Why?",
        ]
      ),
      (
        .reply(threadID: "PRRT_9", body: "Done", reviewID: nil), "addPullRequestReviewThreadReply",
        ["pullRequestReviewThreadId": "PRRT_9", "body": "Done"]
      ),
      (
        .reply(threadID: "PRRT_9", body: "Done", reviewID: "PRR_1"),
        "addPullRequestReviewThreadReply",
        ["pullRequestReviewThreadId": "PRRT_9", "body": "Done", "pullRequestReviewId": "PRR_1"]
      ),
      (
        .editComment(id: "PRRC_3", body: "Better"), "updatePullRequestReviewComment",
        ["pullRequestReviewCommentId": "PRRC_3", "body": "Better"]
      ),
      (.deleteComment(id: "PRRC_3"), "deletePullRequestReviewComment", ["id": "PRRC_3"]),
      (.resolve(threadID: "PRRT_9", resolved: true), "resolveReviewThread", ["threadId": "PRRT_9"]),
      (
        .resolve(threadID: "PRRT_9", resolved: false), "unresolveReviewThread",
        ["threadId": "PRRT_9"]
      ),
      (
        .submitPendingReview(reviewID: "PRR_1", .approve, body: "Ship it"),
        "submitPullRequestReview",
        ["pullRequestReviewId": "PRR_1", "event": "APPROVE", "body": "Ship it"]
      ),
      (
        .discardPendingReview(reviewID: "PRR_1"), "deletePullRequestReview",
        ["pullRequestReviewId": "PRR_1"]
      ),
      (
        .markViewed(path: "docs/日本語.md", viewed: true, pullRequestID: "PR_7"),
        "markFileAsViewed", ["pullRequestId": "PR_7", "path": "docs/日本語.md"]
      ),
      (
        .markViewed(path: "docs/日本語.md", viewed: false, pullRequestID: "PR_7"),
        "unmarkFileAsViewed", ["pullRequestId": "PR_7", "path": "docs/日本語.md"]
      ),
    ])
  func eachGraphQLWriteIsOneMutationWithItsVariables(
    write: ReviewWrite, field: String, variables expected: [String: String]
  ) async throws {
    let backend = try await StubBackend.start([Self.graphQL()])
    _ = try await backend.repository.write(write, pullRequest: 7, in: Self.repository)
    let requests = backend.server.receivedRequests()
    #expect(requests.map { "\($0.method) \($0.path)" } == ["POST /graphql"])
    #expect(requests.first?.header("authorization") == "Bearer fixture-token")
    let body = try Self.json(try #require(requests.first?.body))
    let query = try #require(body["query"] as? String)
    let variables = try #require(body["variables"] as? [String: Any])
    #expect(query.hasPrefix("mutation("))
    #expect(query.contains("\(field)(input: {"))
    let sent = variables.mapValues { "\($0)" }
    #expect(sent == expected)
    for value in expected.values where value.count > 3 {
      #expect(!query.contains(value), "\(value) goes as a variable, never in the query")
    }
    try await backend.stop()
  }

  @Test(
    arguments: [
      (
        JSONValue.object([
          "message": .string("Unprocessable Entity"),
          "errors": .array([.string("pull_request_review_thread.line must be part of the diff")]),
        ]), PullRequestWriteError.lineOutsideDiff
      ),
      (
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("PullRequestReviewComment"), "code": .string("invalid"),
              "field": .string("pull_request_review_thread.start_line"),
            ])
          ]),
        ]), .lineOutsideDiff
      ),
      (
        .object([
          "message": .string("Unprocessable Entity"),
          "errors": .array([.string("commit_id is not part of the pull request")]),
        ]), .headChanged
      ),
      (
        .object([
          "message": .string("Unprocessable Entity"),
          "errors": .array([
            .string("User can only have one pending review\u{1B}[2J per pull request")
          ]),
        ]), .refused(message: "User can only have one pending review␛[2J per pull request")
      ),
    ])
  func aRefusedCommentIsSaidAsWhatItIs(body: JSONValue, expected: PullRequestWriteError)
    async throws
  {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/7/comments", status: 422, response: body)
    ])
    await #expect(throws: expected) {
      _ = try await backend.repository.write(
        .comment(Self.line(99)), pullRequest: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().count == 1, "never sent twice")
    try await backend.stop()
  }

  @Test func aServerFailureIsNeverRetried() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/pulls/7/comments", status: 502,
        response: .object(["message": .string("Bad gateway")]))
    ])
    await #expect(throws: PullRequestWriteError.repository(.server(status: 502))) {
      _ = try await backend.repository.write(
        .comment(Self.line(3)), pullRequest: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }

  @Test func graphQLsErrorsAreARefusalInItsWords() async throws {
    let backend = try await StubBackend.start([
      Self.graphQL(
        .object([
          "data": .object(["resolveReviewThread": .null]),
          "errors": .array([
            .object([
              "type": .string("FORBIDDEN"),
              "message": .string("Resource not accessible by integration"),
            ])
          ]),
        ]))
    ])
    await #expect(
      throws: PullRequestWriteError.refused(message: "Resource not accessible by integration")
    ) {
      _ = try await backend.repository.write(
        .resolve(threadID: "PRRT_1", resolved: true), pullRequest: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().count == 1)
    try await backend.stop()
  }

  /// Ids, paths and commits that GitHub couldn't have given are never sent.
  @Test(
    arguments: [
      ReviewWrite.resolve(threadID: "PRRT_1\"){ viewer { login } }", resolved: true),
      .reply(threadID: "", body: "x", reviewID: nil),
      .submitPendingReview(reviewID: "PRR 1", .comment, body: "x"),
      .markViewed(path: "a\u{1B}]0;x\u{07}.swift", viewed: true, pullRequestID: "PR_1"),
      .comment(
        LineComment(path: "a.swift", line: 1, side: .right, body: "x", commitID: "HEAD")),
      .comment(
        LineComment(
          path: "a.swift", line: 0, side: .right, body: "x",
          commitID: String(repeating: "a", count: 40))),
    ])
  func whatGitHubCouldntHaveGivenIsNeverSent(write: ReviewWrite) async throws {
    let backend = try await StubBackend.start([])
    await #expect(throws: PullRequestWriteError.self) {
      _ = try await backend.repository.write(write, pullRequest: 7, in: Self.repository)
    }
    #expect(backend.server.receivedRequests().isEmpty)
    try await backend.stop()
  }

  static func state(files: [(String, String)], next: String?, pending: Bool = true)
    -> RecordedExchange
  {
    RecordedExchange(
      method: "post", path: "/graphql",
      response: .object([
        "data": .object([
          "repository": .object([
            "pullRequest": .object([
              "id": .string("PR_kwDO7="),
              "reviews": .object([
                "nodes": .array(pending ? [.object(["id": .string("PRR_mine=")])] : [])
              ]),
              "files": .object([
                "pageInfo": .object([
                  "hasNextPage": .bool(next != nil),
                  "endCursor": next.map(JSONValue.string) ?? .null,
                ]),
                "nodes": .array(
                  files.map {
                    .object(["path": .string($0.0), "viewerViewedState": .string($0.1)])
                  }),
              ]),
            ])
          ])
        ])
      ]))
  }

  @Test func theReviewsStateReadsEveryPageOfFiles() async throws {
    let backend = try await StubBackend.start([
      Self.state(files: [("a.swift", "VIEWED"), ("b.swift", "UNVIEWED")], next: "Y3Vy"),
      Self.state(files: [("c.swift", "DISMISSED"), ("d\u{1B}[2J.swift", "VIEWED")], next: nil),
    ])
    let state = try await backend.repository.reviewState(in: Self.repository, pullRequest: 7)
    #expect(state.pullRequestID == "PR_kwDO7=" && state.pendingReviewID == "PRR_mine=")
    #expect(state.viewedPaths == ["a.swift", "d␛[2J.swift"], "made inert")
    let requests = backend.server.receivedRequests()
    #expect(requests.count == 2)
    let query = try #require(try Self.json(requests[0].body)["query"] as? String)
    #expect(query.contains("viewerViewedState") && query.contains("reviews(states: [PENDING]"))
    let second = try Self.json(requests[1].body)["variables"] as? [String: Any]
    #expect(second?["after"] as? String == "Y3Vy" && second?["number"] as? Int == 7)
    try await backend.stop()
  }

  @Test func aCursorThatRepeatsEndsThePaging() async throws {
    let backend = try await StubBackend.start([
      Self.state(files: [("a.swift", "VIEWED")], next: "same"),
      Self.state(files: [("b.swift", "VIEWED")], next: "same"),
      Self.state(files: [("c.swift", "VIEWED")], next: "same"),
    ])
    let state = try await backend.repository.reviewState(in: Self.repository, pullRequest: 7)
    #expect(state.viewedPaths == ["a.swift", "b.swift"])
    #expect(backend.server.receivedRequests().count == 2)
    try await backend.stop()
  }
}
