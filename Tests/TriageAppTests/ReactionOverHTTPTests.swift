import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// `+` on the issue page end to end: the whole app on the GitHub backend over real HTTP on
/// 127.0.0.1. The account's reactions are learned (`GET /user`, then the issue's reactions) and
/// marked; choosing one of them is one `DELETE` of its id, any other one `POST` of its name;
/// the counts change at once and go back exactly when the server refuses.
@Suite(.timeLimit(.minutes(1)), .serialized) struct ReactionOverHTTPTests {
  typealias App = WriteEndToEndTests.App
  static let issuePath = WriteEndToEndTests.issuePath
  static let reactionsPath = "/repos/octo/app/issues/7/reactions"

  static func issue(thumbsUp: Int, heart: Int) -> JSONValue {
    WriteEndToEndTests.issue(WriteEndToEndTests.issue()) {
      $0["reactions"] = .object(["+1": .integer(thumbsUp), "heart": .integer(heart)])
    }
  }

  static func get(_ issue: JSONValue, repeatable: Bool = false) -> RecordedExchange {
    WriteEndToEndTests.get(issue, repeatable: repeatable)
  }

  static func reaction(_ id: Int, _ content: String, by login: String) -> JSONValue {
    .object([
      "id": .integer(id), "content": .string(content),
      "user": .object(["login": .string(login)]),
    ])
  }

  static let user = RecordedExchange(
    path: "/user", headers: ["content-type": "application/json"],
    response: .object(["login": .string("octocat")]), repeatable: true)

  /// The issue's reactions: hubot's 👍, and the account's ❤ (id 55), plus `more`.
  static func list(_ more: [JSONValue] = [], repeatable: Bool = false) -> RecordedExchange {
    RecordedExchange(
      path: reactionsPath + "?per_page=100", headers: ["content-type": "application/json"],
      response: .array(
        [reaction(1, "+1", by: "hubot"), reaction(55, "heart", by: "octocat")] + more),
      repeatable: repeatable)
  }

  static func post(status: Int = 201, _ response: JSONValue, delay: Int? = nil)
    -> RecordedExchange
  {
    RecordedExchange(
      method: "post", path: reactionsPath, status: status,
      headers: ["content-type": "application/json", "x-ratelimit-remaining": "4999"],
      response: response, delayMilliseconds: delay)
  }

  static let before = issue(thumbsUp: 2, heart: 1)

  /// The app on issue #7's page, with 👍 2 and ❤ 1, then `exchanges`.
  static func start(
    _ exchanges: [RecordedExchange],
    limits: AsyncHTTPClientTransport.Limits = .init()
  ) async throws -> App {
    try await App.onIssuePage(
      before, showing: "👍 2  ❤ 1", then: [user] + exchanges, limits: limits)
  }

  /// `+`, the account's reactions marked, then 👍 (not the account's): an add.
  static func addThumbsUp(_ app: App) async {
    app.terminal.press(.character("+"))
    await app.terminal.waitForFrame(containing: "yours")
    app.terminal.press(.character("1"))
  }

  // MARK: - Adding and taking away

  @Test func addingIsOnePostAndTakingAwayOneDeleteOfTheAccountsReaction() async throws {
    let app = try await Self.start([
      Self.list(),
      Self.post(Self.reaction(56, "+1", by: "octocat")),
      Self.get(Self.issue(thumbsUp: 3, heart: 1)),
      Self.list([Self.reaction(56, "+1", by: "octocat")]),
      RecordedExchange(method: "delete", path: Self.reactionsPath + "/55", status: 204),
      Self.get(Self.issue(thumbsUp: 3, heart: 0)),
    ])
    app.terminal.press(.character("+"))
    let choice = await app.terminal.waitForFrame(containing: "yours")
    let marked =
      choice.contains("React · #7") && choice.contains("[x] ❤ 1")
      && choice.contains("[ ] 👍 2")
    #expect(marked, "the account's own is marked")
    app.terminal.press(.character("1"))
    let added = await app.terminal.waitForFrame(containing: "Saved: reaction on #7")
    let showsAdded = added.contains("👍 3  ❤ 1")
    #expect(showsAdded)
    app.terminal.press(.character("+"))
    await app.terminal.waitForFrame(containing: "[x] 👍 3")
    app.terminal.press(.down)
    for _ in 0..<4 { app.terminal.press(.down) }
    app.terminal.press(.enter)
    let removed = await app.terminal.waitForFrame {
      $0.contains("👍 3") && !$0.contains("❤") && !$0.contains("⋯")
    }
    #expect(removed.contains("Saved: reaction on #7"))
    let posts = app.requests("post", Self.reactionsPath)
    #expect(posts.count == 1)
    #expect(WriteEndToEndTests.body(posts.first) == .object(["content": .string("+1")]))
    WriteEndToEndTests.expectWriteHeaders(posts.first)
    #expect(app.requests("delete", Self.reactionsPath + "/55").count == 1)
    #expect(app.requests("get", Self.reactionsPath + "?per_page=100").count == 2)
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty)
  }

  /// A digit pressed before the account's reactions are known chooses as it would after:
  /// one post, once they are.
  @Test func aDigitBeforeTheAccountsReactionsAreKnownChoosesOnceTheyAre() async throws {
    let app = try await Self.start([
      Self.list(),
      Self.post(Self.reaction(56, "+1", by: "octocat")),
      Self.get(Self.issue(thumbsUp: 3, heart: 1)),
    ])
    app.terminal.press(.character("+"))
    app.terminal.press(.character("1"))
    await app.terminal.waitForFrame(containing: "Saved: reaction on #7")
    #expect(app.requests("post", Self.reactionsPath).count == 1)
    _ = try await app.quit()
  }

  @Test func aFailedLookIsSaidAndEnterAsksAgain() async throws {
    let app = try await Self.start([
      // A 404 rather than a 5xx: the client itself asks again after a 5xx on a read.
      RecordedExchange(
        path: Self.reactionsPath + "?per_page=100", status: 404,
        response: .object(["message": .string("Not Found")])),
      Self.list(),
    ])
    app.terminal.press(.character("+"))
    await app.terminal.waitForFrame(containing: "Enter tries again")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "yours")
    #expect(app.requests("post", Self.reactionsPath).isEmpty)
    _ = try await app.quit()
  }

  // MARK: - Error rows

  @Test func a403IsTheCantChangeAlertAndRollsBack() async throws {
    let app = try await Self.start([
      Self.list(),
      Self.post(status: 403, .object(["message": .string("Must have push access.")])),
    ])
    await Self.addThumbsUp(app)
    await app.terminal.waitForFrame(containing: "You can't change issues in this repository.")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Access denied") }
    let rolledBack = after.contains("👍 2  ❤ 1") && after.contains("read-only")
    #expect(rolledBack)
    #expect(app.requests("post", Self.reactionsPath).count == 1)
    _ = try await app.quit()
  }

  /// 404 and 410: the alert every request gets, and the counts as they were.
  @Test(arguments: [
    (404, "Not Found", "It doesn't exist", "Not found"),
    (
      410, "Issues are disabled for this repo", "Issues are disabled for this repository.",
      "Issues disabled"
    ),
  ])
  func aGoneIssueIsTheUsualAlertAndRollsBack(
    status: Int, message: String, says: String, title: String
  ) async throws {
    let app = try await Self.start([
      Self.list(), Self.post(status: status, .object(["message": .string(message)])),
    ])
    await Self.addThumbsUp(app)
    await app.terminal.waitForFrame(containing: says)
    app.terminal.press(.character("d"))
    let after = await app.terminal.waitForFrame { !$0.contains(title) }
    let rolledBack = after.contains("👍 2  ❤ 1")
    #expect(rolledBack)
    #expect(app.requests("post", Self.reactionsPath).count == 1)
    _ = try await app.quit()
  }

  @Test func a422IsGitHubsMessageAndRollsBack() async throws {
    let app = try await Self.start([
      Self.list(),
      Self.post(
        status: 422,
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("Reaction"), "field": .string("content"),
              "code": .string("custom"), "message": .string("reactions are locked"),
            ])
          ]),
        ])),
    ])
    await Self.addThumbsUp(app)
    await app.terminal.waitForFrame(containing: "reactions are locked")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("reactions are locked") }
    let rolledBack = after.contains("👍 2  ❤ 1") && !after.contains("⋯")
    #expect(rolledBack)
    #expect(app.requests("post", Self.reactionsPath).count == 1)
    _ = try await app.quit()
  }

  @Test func a5xxIsCheckedThenTheBannerAndRetrySendsOnce() async throws {
    let app = try await Self.start([
      Self.list(repeatable: true),
      Self.post(status: 502, .object(["message": .string("Bad Gateway")])),
      Self.get(Self.before, repeatable: true),
      Self.post(Self.reaction(56, "+1", by: "octocat")),
    ])
    await Self.addThumbsUp(app)
    let banner = await app.terminal.waitForFrame { $0.contains("saved: reaction on #7.") }
    let rolledBack = banner.contains("👍 2  ❤ 1") && banner.contains("R retry")
    #expect(rolledBack, "rolled back while it waits")
    app.terminal.press(.character("R"))
    await app.terminal.waitForFrame(containing: "Saved: reaction on #7")
    #expect(app.requests("post", Self.reactionsPath).count == 2, "the first and the re-send")
    _ = try await app.quit()
  }

  @Test func aTimeoutThatSucceededIsFoundByTheCheckAndNotSentAgain() async throws {
    let after = Self.issue(thumbsUp: 3, heart: 1)
    let app = try await Self.start(
      [
        Self.list(),
        Self.post(Self.reaction(56, "+1", by: "octocat"), delay: 3_000),
        Self.list([Self.reaction(56, "+1", by: "octocat")], repeatable: true),
        Self.get(after, repeatable: true),
      ], limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    await Self.addThumbsUp(app)
    let found = await app.terminal.waitForFrame(containing: "Saved: reaction on #7")
    #expect(!found.contains("Not saved"))
    let showsServers = found.contains("👍 3  ❤ 1")
    #expect(showsServers)
    #expect(app.requests("post", Self.reactionsPath).count == 1, "never sent twice")
    _ = try await app.quit()
  }
}
