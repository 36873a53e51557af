import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

/// Reading a pull request's review threads over real HTTP on 127.0.0.1: GraphQL's
/// `reviewThreads`, one `POST /graphql` a page with the names, number and cursor as variables,
/// every page followed; what the server sends kept only when GitHub could have sent it, inert.
@Suite(.timeLimit(.minutes(1))) struct ReviewThreadsOverHTTPTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  static func comment(
    _ id: String, _ body: String, author: String = "monalisa", state: String = "SUBMITTED",
    hunk: String = "@@ -1 +1 @@\n-a\n+b", review: String = "PRR_1"
  ) -> JSONValue {
    .object([
      "id": .string(id), "author": .object(["login": .string(author)]), "body": .string(body),
      "createdAt": .string("2026-12-01T10:00:00Z"), "diffHunk": .string(hunk),
      "state": .string(state), "pullRequestReview": .object(["id": .string(review)]),
      "reactionGroups": .array([
        .object(["content": .string("THUMBS_UP"), "reactors": .object(["totalCount": .number(2)])]),
        .object(["content": .string("SPARKLES"), "reactors": .object(["totalCount": .number(1)])]),
        .object(["content": .string("EYES"), "reactors": .object(["totalCount": .number(0)])]),
      ]),
    ])
  }

  static func thread(
    _ id: String, path: String = "Sources/App.swift", line: JSONValue = .number(11),
    startLine: JSONValue = .null, side: String = "RIGHT", resolved: Bool = false,
    outdated: Bool = false, comments: [JSONValue]
  ) -> JSONValue {
    .object([
      "id": .string(id), "path": .string(path), "line": line, "startLine": startLine,
      "diffSide": .string(side), "isResolved": .bool(resolved), "isOutdated": .bool(outdated),
      "comments": .object([
        "totalCount": .number(Double(comments.count)), "nodes": .array(comments),
      ]),
    ])
  }

  static func page(_ threads: [JSONValue], next: String?) -> RecordedExchange {
    RecordedExchange(
      method: "post", path: "/graphql",
      response: .object([
        "data": .object([
          "repository": .object([
            "pullRequest": .object([
              "reviewThreads": .object([
                "pageInfo": .object([
                  "hasNextPage": .bool(next != nil),
                  "endCursor": next.map(JSONValue.string) ?? .null,
                ]),
                "nodes": .array(threads),
              ])
            ])
          ])
        ])
      ]))
  }

  static func json(_ body: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
  }

  @Test func eachPageIsOnePostWithItsVariables() async throws {
    let backend = try await StubBackend.start([
      Self.page(
        [Self.thread("PRRT_1", comments: [Self.comment("PRRC_1", "Why?")])], next: "Y3Vyc29yOjE="),
      Self.page(
        [
          Self.thread(
            "PRRT_2", line: .number(13), startLine: .number(12), side: "LEFT", resolved: true,
            comments: [Self.comment("PRRC_2", "Pending", author: "octocat", state: "PENDING")])
        ], next: nil),
    ])
    let first = try await backend.repository.reviewThreads(
      in: Self.repository, pullRequest: 7, after: nil)
    let cursor = try #require(first.nextCursor)
    let second = try await backend.repository.reviewThreads(
      in: Self.repository, pullRequest: 7, after: cursor)
    #expect(second.nextCursor == nil)
    let requests = backend.server.receivedRequests()
    #expect(requests.map { "\($0.method) \($0.path)" } == ["POST /graphql", "POST /graphql"])
    #expect(requests.allSatisfy { $0.header("authorization") == "Bearer fixture-token" })
    let asked = try requests.map { try Self.json($0.body) }
    let variables = asked.map { $0["variables"] as? [String: Any] ?? [:] }
    #expect(variables[0]["owner"] as? String == "octo" && variables[0]["name"] as? String == "app")
    #expect(variables[0]["number"] as? Int == 7 && variables[0]["after"] == nil)
    #expect(variables[1]["after"] as? String == "Y3Vyc29yOjE=")
    let query = try #require(asked[0]["query"] as? String)
    #expect(query.contains("reviewThreads(first: 100, after: $after)"))
    for field in [
      "isResolved", "isOutdated", "path", "line", "startLine", "diffSide", "pullRequestReview",
    ] {
      #expect(query.contains(field), "\(field)")
    }
    #expect(!query.contains("octo"), "names go as variables")
    let one = try #require(first.items.first)
    #expect(one.id == "PRRT_1" && one.path == "Sources/App.swift" && one.line == 11)
    #expect(one.side == .right && !one.isResolved && !one.isOutdated)
    #expect(one.comments.first?.reactions == Reactions([.thumbsUp: 2]), "unknown and zero let go")
    #expect(one.comments.first?.createdAt == Date(timeIntervalSince1970: 1_796_119_200))
    #expect(one.reviewID == "PRR_1", "the conversation shows it under that review")
    let two = try #require(second.items.first)
    #expect(two.startLine == 12 && two.line == 13 && two.side == .left && two.isResolved)
    #expect(two.isPending)
    try await backend.stop()
  }

  @Test func whatGitHubCouldntHaveSentIsLeftOutOrMadeInert() async throws {
    let backend = try await StubBackend.start([
      Self.page(
        [
          Self.thread("not an id!", comments: [Self.comment("PRRC_1", "x")]),
          Self.thread("PRRT_2", path: "", comments: [Self.comment("PRRC_2", "x")]),
          Self.thread("PRRT_3", comments: [Self.comment("bad id", "x")]),
          Self.thread(
            "PRRT_4", path: "src/\u{1b}]0;owned\u{07}a.swift", line: .number(-3),
            startLine: .string("twelve"),
            comments: [
              Self.comment(
                "PRRC_4", "body \u{1b}[2J\u{9b}31m\u{202e}here", author: "evil\u{1b}[1m",
                hunk: "@@ -1 +1 @@\n-\u{1b}[31mred", review: "PRR 1; drop")
            ]),
        ], next: "")
    ])
    let page = try await backend.repository.reviewThreads(
      in: Self.repository, pullRequest: 7, after: nil)
    #expect(page.items.map(\.id) == ["PRRT_4"])
    #expect(page.nextCursor == nil, "an empty cursor ends the paging")
    let thread = try #require(page.items.first)
    #expect(thread.line == nil && thread.startLine == nil && thread.isOutdated)
    let comment = try #require(thread.comments.first)
    #expect(comment.reviewID == nil, "a review id GitHub couldn't have made names none")
    for text in [thread.path, comment.body, comment.author.login, comment.diffHunk] {
      #expect(
        !text.unicodeScalars.contains { [0x1b, 0x07, 0x9b, 0x202e].contains($0.value) },
        "\(text.debugDescription)")
    }
    try await backend.stop()
  }

  @Test func gitHubsNotFoundIsNotFoundAndOtherErrorsAreUnreadable() async throws {
    let backend = try await StubBackend.start([
      RecordedExchange(
        method: "post", path: "/graphql",
        response: .object([
          "data": .object(["repository": .null]),
          "errors": .array([
            .object([
              "type": .string("NOT_FOUND"),
              "message": .string("Could not resolve to a Repository"),
            ])
          ]),
        ]))
    ])
    await #expect(throws: IssueRepositoryError.notFound) {
      _ = try await backend.repository.reviewThreads(
        in: Self.repository, pullRequest: 7, after: nil)
    }
    try await backend.stop()
  }
}
