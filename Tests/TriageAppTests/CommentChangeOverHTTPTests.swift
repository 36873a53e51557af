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

/// A comment's edit, deletion and reactions end to end, over real HTTP on 127.0.0.1: Tab focuses
/// a comment, the account (`GET /user`) is learned once so its own comment offers `e` and `D`,
/// each write is one request with its method, path and body checked, an edit reads the comment
/// first and a change since is a conflict with nothing sent, and every error row rolls the page
/// back to the comment it had.
@Suite(.timeLimit(.minutes(1)), .serialized) struct CommentChangeOverHTTPTests {
  typealias App = WriteEndToEndTests.App
  static let commentPath = "/repos/octo/app/issues/comments/501"
  static let reactionsPath = commentPath + "/reactions"

  static func comment(
    _ id: Int = 501, by login: String = "octocat", body: String = "My first thought.",
    updated: String = "2026-11-02T10:00:00Z", thumbsUp: Int = 0
  ) -> JSONValue {
    .object([
      "id": .integer(id), "user": .object(["login": .string(login)]), "body": .string(body),
      "created_at": .string("2026-11-02T10:00:00Z"), "updated_at": .string(updated),
      "reactions": .object(["+1": .integer(thumbsUp)]),
    ])
  }

  /// The timeline: the account's comment (501), then hubot's (502).
  static let timeline: JSONValue = .array([
    entry(comment()), entry(comment(502, by: "hubot", body: "Someone else's reply.")),
  ])

  static func entry(_ comment: JSONValue) -> JSONValue {
    WriteEndToEndTests.issue(comment) { $0["event"] = .string("commented") }
  }

  static let user = RecordedExchange(
    path: "/user", headers: ["content-type": "application/json"],
    response: .object(["login": .string("octocat")]), repeatable: true)

  static func exchange(
    _ method: String, _ path: String, status: Int = 200, _ response: JSONValue?
  ) -> RecordedExchange {
    RecordedExchange(
      method: method, path: path, status: status,
      headers: ["content-type": "application/json"], response: response)
  }

  /// `GET` of comment 501 (the look before an edit, or the read after a reaction).
  static func look(_ comment: JSONValue) -> RecordedExchange {
    exchange("get", commentPath, comment)
  }

  static func patch(status: Int = 200, _ response: JSONValue) -> RecordedExchange {
    exchange("patch", commentPath, status: status, response)
  }

  /// The app on issue #7's page with the two comments, the account's focused (Tab) and known,
  /// then `exchanges`.
  static func start(_ exchanges: [RecordedExchange]) async throws -> App {
    let app = try await App.start(
      [
        WriteEndToEndTests.get(WriteEndToEndTests.issue()),
        RecordedExchange(
          path: "/repos/octo/app/issues/7/timeline?per_page=100",
          headers: ["content-type": "application/json"], response: timeline),
        user,
      ] + exchanges)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Someone else's reply.")
    app.terminal.press(.tab)
    // `e` is offered on a focused comment once the account is known: the comment is its own.
    await app.terminal.waitForFrame(containing: "e edit")
    return app
  }

  /// `e`, " Edited." typed after the text, Enter.
  static func edit(_ app: App) async {
    app.terminal.press(.character("e"))
    await app.terminal.waitForFrame(containing: "Edit your comment on octo/app#7")
    app.terminal.type(" Edited.")
    app.terminal.press(.enter)
  }

  static let edited = "My first thought. Edited."

  static func patches(_ app: App) -> [JSONValue?] {
    app.requests("patch", commentPath).map { WriteEndToEndTests.body($0) }
  }

  static func problem(_ message: String) -> JSONValue {
    .object(["message": .string(message)])
  }

  // MARK: - Focus

  @Test func tabFocusesTheOwnCommentAndItsKeysAndSomeoneElsesOffersNeither() async throws {
    let app = try await Self.start([])
    let own = await app.terminal.waitForFrame(containing: "▶ octocat")
    #expect(own.contains("e edit"), "e edits the account's own comment")
    app.terminal.press(.tab)
    let theirs = await app.terminal.waitForFrame(containing: "▶ hubot")
    #expect(!theirs.contains("e edit"), "no e on someone else's comment")
    app.terminal.press(.escape)
    let issue = await app.terminal.waitForFrame { !$0.contains("▶") }
    #expect(issue.contains("Seven"), "Esc lets the comment go and stays on the page")
    #expect(app.requests("get", "/user").count == 1, "the account is asked once")
    _ = try await app.quit()
  }

  // MARK: - Edit

  @Test func anEditIsOneLookThenOnePatchOfTheBody() async throws {
    let app = try await Self.start([
      Self.look(Self.comment()),
      Self.patch(Self.comment(body: Self.edited, updated: "2026-11-12T10:00:00Z")),
    ])
    await Self.edit(app)
    let saved = await app.terminal.waitForFrame(containing: "Saved: comment edit on #7")
    #expect(saved.contains(Self.edited))
    #expect(Self.patches(app) == [.object(["body": .string(Self.edited)])], "once, the body")
    WriteEndToEndTests.expectWriteHeaders(app.requests("patch", Self.commentPath).first)
    #expect(app.requests("get", Self.commentPath).count == 1, "the look before")
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty)
  }

  @Test func aChangeSinceIsAConflictSendingNothingThenEnterOverwrites() async throws {
    let theirs = Self.comment(body: "Edited by an admin.", updated: "2026-11-11T10:00:00Z")
    let app = try await Self.start([
      Self.look(theirs),
      Self.patch(Self.comment(body: Self.edited, updated: "2026-11-12T10:00:00Z")),
    ])
    await Self.edit(app)
    let conflict = await app.terminal.waitForFrame(containing: "Changed on GitHub since you began")
    let kept = conflict.contains("Edit your comment") && conflict.contains(Self.edited)
    #expect(kept, "the composer is back on the person's text")
    #expect(conflict.contains("Enter overwrite"), "the footer names what Enter does now")
    #expect(Self.patches(app).isEmpty, "nothing written over theirs")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Saved: comment edit on #7")
    #expect(Self.patches(app) == [.object(["body": .string(Self.edited)])])
    #expect(app.requests("get", Self.commentPath).count == 1, "no second look: it overwrites")
    _ = try await app.quit()
  }

  /// Each refusal of the edit leaves the comment as it was loaded, and nothing pending.
  @Test(arguments: [403, 404, 410])
  func aRefusedEditRollsBack(status: Int) async throws {
    let app = try await Self.start([
      Self.look(Self.comment()),
      Self.patch(status: status, Self.problem("No.")),
    ])
    await Self.edit(app)
    let alert = await app.terminal.waitForFrame {
      $0.contains("can't change issues") || $0.contains("doesn't exist")
        || $0.contains("Issues disabled")
    }
    #expect(!alert.contains("Edit your comment"))
    // The alert's Dismiss (a 404's and a 410's also offer Back, which would leave the page).
    app.terminal.press(status == 403 ? .escape : .character("d"))
    let after = await app.terminal.waitForFrame {
      $0.contains("My first thought.") && !$0.contains("can't change")
        && !$0.contains("doesn't exist") && !$0.contains("Issues disabled")
    }
    #expect(!after.contains("Edited."), "rolled back")
    #expect(Self.patches(app).count == 1)
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty, "nothing pending, nothing in the banner")
  }

  @Test func a422ReopensTheComposerWithGitHubsWordsAndRollsBack() async throws {
    let app = try await Self.start([
      Self.look(Self.comment()),
      Self.patch(
        status: 422,
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("IssueComment"), "field": .string("body"),
              "code": .string("custom"), "message": .string("body is too spicy"),
            ])
          ]),
        ])),
    ])
    await Self.edit(app)
    let refused = await app.terminal.waitForFrame(containing: "body is too spicy")
    let kept = refused.contains("Edit your comment") && refused.contains(Self.edited)
    #expect(kept, "the composer is back on the person's text")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Edit your comment") }
    let rolledBack = after.contains("My first thought.") && !after.contains(Self.edited)
    #expect(rolledBack)
    #expect(Self.patches(app).count == 1)
    _ = try await app.quit()
  }

  @Test func aLostConnectionIsCheckedThenRolledBackIntoTheBanner() async throws {
    let app = try await Self.start([
      Self.look(Self.comment()),
      RecordedExchange(
        method: "patch", path: Self.commentPath, rawBody: "{}", truncateAfterBytes: 0,
        resetConnection: true),
      // The check finds the comment as it was: not saved.
      Self.look(Self.comment()),
    ])
    await Self.edit(app)
    let banner = await app.terminal.waitForFrame(containing: "Not saved: comment edit on #7")
    let rolledBack = banner.contains("My first thought.") && !banner.contains(Self.edited)
    #expect(rolledBack)
    #expect(Self.patches(app).count == 1, "never sent twice")
    _ = try await app.quit()
  }

  // MARK: - Delete

  @Test func deleteAsksThenSendsOneDeleteAndTheCommentGoes() async throws {
    let app = try await Self.start([
      Self.exchange("delete", Self.commentPath, status: 204, nil),
      // The issue read back after it, with the server's count.
      WriteEndToEndTests.get(
        WriteEndToEndTests.issue(WriteEndToEndTests.issue()) { $0["comments"] = .integer(1) }),
    ])
    app.terminal.press(.character("D"))
    let asked = await app.terminal.waitForFrame(containing: "Delete your comment on #7?")
    #expect(asked.contains("My first thought."))
    #expect(app.requests("delete", Self.commentPath).isEmpty, "nothing before the confirmation")
    // The confirmation opens on Cancel: ← moves to Delete.
    app.terminal.press(.left)
    app.terminal.press(.enter)
    let gone = await app.terminal.waitForFrame(containing: "Saved: comment deletion on #7")
    #expect(!gone.contains("My first thought."))
    await app.terminal.waitForFrame(containing: "· 1 comment")
    let deletes = app.requests("delete", Self.commentPath)
    #expect(deletes.count == 1)
    WriteEndToEndTests.expectWriteHeaders(deletes.first)
    _ = try await app.quit()
  }

  @Test func aRefusedDeleteRollsBack() async throws {
    let app = try await Self.start([
      Self.exchange("delete", Self.commentPath, status: 403, Self.problem("Must have admin."))
    ])
    app.terminal.press(.character("D"))
    await app.terminal.waitForFrame(containing: "Delete your comment on #7?")
    // The confirmation opens on Cancel: ← moves to Delete.
    app.terminal.press(.left)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "can't change issues")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame {
      $0.contains("My first thought.") && !$0.contains("can't change")
    }
    #expect(after.contains("Someone else's reply."))
    #expect(app.requests("delete", Self.commentPath).count == 1)
    _ = try await app.quit()
  }

  // MARK: - Reactions

  @Test func plusOnTheCommentIsOnePostOfTheReactionThenTheCommentReadBack() async throws {
    let app = try await Self.start([
      Self.exchange("get", Self.reactionsPath + "?per_page=100", .array([])),
      Self.exchange(
        "post", Self.reactionsPath, status: 201,
        .object([
          "id": .integer(9), "content": .string("+1"),
          "user": .object(["login": .string("octocat")]),
        ])),
      Self.look(Self.comment(thumbsUp: 1)),
    ])
    app.terminal.press(.character("+"))
    await app.terminal.waitForFrame(containing: "[ ]")
    app.terminal.press(.character("1"))
    let saved = await app.terminal.waitForFrame(containing: "Saved: reaction to a comment on #7")
    #expect(saved.contains("👍 1"))
    let posts = app.requests("post", Self.reactionsPath)
    #expect(posts.map { WriteEndToEndTests.body($0) } == [.object(["content": .string("+1")])])
    #expect(app.requests("post", "/repos/octo/app/issues/7/reactions").isEmpty, "not the body")
    _ = try await app.quit()
  }

  @Test func takingTheReactionBackIsOneDeleteOfTheAccountsAndARefusalRollsBack() async throws {
    let app = try await Self.start([
      Self.exchange(
        "get", Self.reactionsPath + "?per_page=100",
        .array([
          .object([
            "id": .integer(77), "content": .string("+1"),
            "user": .object(["login": .string("octocat")]),
          ])
        ])),
      Self.exchange(
        "delete", Self.reactionsPath + "/77", status: 404, Self.problem("Not Found")),
    ])
    app.terminal.press(.character("+"))
    await app.terminal.waitForFrame(containing: "[x]")
    app.terminal.press(.character("1"))
    await app.terminal.waitForFrame(containing: "doesn't exist")
    #expect(app.requests("delete", Self.reactionsPath + "/77").count == 1)
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("doesn't exist") }
    #expect(!after.contains("👍 -1"), "rolled back to the loaded count")
    _ = try await app.quit()
  }
}
