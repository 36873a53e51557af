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

/// `e` on the issue page end to end, over real HTTP on 127.0.0.1: the editor on the issue's
/// title and body, a look at the issue before the one `PATCH` of the fields changed, a change
/// someone else made since shown as a conflict with nothing sent, and every error row rolling
/// the page back to the text it had.
@Suite(.timeLimit(.minutes(1)), .serialized) struct EditIssueOverHTTPTests {
  typealias App = WriteEndToEndTests.App
  static let issuePath = WriteEndToEndTests.issuePath

  static func issue(
    title: String = "Seven", body: String = "The body.", updated: String = "2026-11-10T10:00:00Z"
  ) -> JSONValue {
    WriteEndToEndTests.issue(WriteEndToEndTests.issue(updated: updated)) {
      $0["title"] = .string(title)
      $0["body"] = .string(body)
    }
  }

  static let before = issue()
  static let renamed = issue(title: "Renamed", updated: "2026-11-11T10:00:00Z")

  /// The app on issue #7's page, titled "Seven", with `exchanges` to come.
  static func start(_ exchanges: [RecordedExchange]) async throws -> App {
    try await App.onIssuePage(before, showing: "The body.", then: exchanges)
  }

  /// `e`, the title cleared and typed again as "Renamed", Enter to the body, Enter to save.
  static func rename(_ app: App) async {
    app.terminal.press(.character("e"))
    await app.terminal.waitForFrame(containing: "Edit octo/app#7")
    app.terminal.press(.ctrl("u"))
    app.terminal.type("Renamed")
    app.terminal.press(.enter)
    app.terminal.press(.enter)
  }

  static func patches(_ app: App) -> [JSONValue?] {
    app.requests("patch", issuePath).map { WriteEndToEndTests.body($0) }
  }

  // MARK: - Saving

  @Test func aNewTitleIsOneLookThenOnePatchOfTheTitleAlone() async throws {
    let app = try await Self.start([
      WriteEndToEndTests.get(Self.before), WriteEndToEndTests.patch(Self.renamed),
    ])
    app.terminal.press(.character("e"))
    let editor = await app.terminal.waitForFrame(containing: "Edit octo/app#7")
    let prefilled = editor.contains("Title: Seven") && editor.contains("The body.")
    #expect(prefilled, "the issue's own title and body")
    app.terminal.press(.ctrl("u"))
    app.terminal.type("Renamed")
    app.terminal.press(.enter)
    app.terminal.press(.enter)
    let saved = await app.terminal.waitForFrame(containing: "Saved: edit of #7")
    let shows = saved.contains("Renamed") && !saved.contains("Edit octo/app#7")
    #expect(shows)
    #expect(Self.patches(app) == [.object(["title": .string("Renamed")])], "the title alone, once")
    for patch in app.requests("patch", Self.issuePath) {
      WriteEndToEndTests.expectWriteHeaders(patch)
    }
    #expect(app.requests("get", Self.issuePath).count == 2, "the page, and the look before")
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty)
  }

  @Test func aNewBodyIsSentAloneAndShownAtOnce() async throws {
    let app = try await Self.start([
      WriteEndToEndTests.get(Self.before),
      WriteEndToEndTests.patch(
        Self.issue(body: "The body. More.", updated: "2026-11-11T10:00:00Z")),
    ])
    app.terminal.press(.character("e"))
    await app.terminal.waitForFrame(containing: "Edit octo/app#7")
    app.terminal.press(.tab)
    app.terminal.type(" More.")
    app.terminal.press(.enter)
    let saved = await app.terminal.waitForFrame(containing: "Saved: edit of #7")
    let shows = saved.contains("The body. More.")
    #expect(shows)
    #expect(Self.patches(app) == [.object(["body": .string("The body. More.")])])
    _ = try await app.quit()
  }

  @Test func nothingChangedSendsNothing() async throws {
    let app = try await Self.start([])
    app.terminal.press(.character("e"))
    await app.terminal.waitForFrame(containing: "Edit octo/app#7")
    app.terminal.press(.enter)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame { !$0.contains("Edit octo/app#7") }
    #expect(app.requests("patch", Self.issuePath).isEmpty)
    #expect(app.requests("get", Self.issuePath).count == 1, "no look either")
    _ = try await app.quit()
  }

  @Test func aBlankTitleIsAnInlineErrorAndNothingIsSent() async throws {
    let app = try await Self.start([])
    app.terminal.press(.character("e"))
    await app.terminal.waitForFrame(containing: "Edit octo/app#7")
    app.terminal.press(.ctrl("u"))
    app.terminal.press(.enter)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "A title is required.")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Edit octo/app#7") }
    #expect(after.contains("Seven"))
    #expect(app.requests("patch", Self.issuePath).isEmpty)
    _ = try await app.quit()
  }

  // MARK: - Conflict

  @Test func aChangeOnGitHubSinceIsAConflictSendingNothingThenEnterOverwrites() async throws {
    let theirs = Self.issue(body: "Someone else's body.", updated: "2026-11-10T11:00:00Z")
    let app = try await Self.start([
      WriteEndToEndTests.get(theirs), WriteEndToEndTests.patch(Self.renamed),
    ])
    await Self.rename(app)
    let conflict = await app.terminal.waitForFrame(containing: "Changed on GitHub since you began")
    let kept = conflict.contains("Edit octo/app#7") && conflict.contains("Title: Renamed")
    #expect(kept, "the editor is back on the user's text")
    #expect(app.requests("patch", Self.issuePath).isEmpty, "nothing written over theirs")
    // Enter overwrites, without another look.
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Saved: edit of #7")
    #expect(Self.patches(app) == [.object(["title": .string("Renamed")])])
    #expect(app.requests("get", Self.issuePath).count == 2, "the page, and the one look")
    _ = try await app.quit()
  }

  @Test func aConflictDiscardedWithEscSendsNothingAndKeepsTheirs() async throws {
    let theirs = Self.issue(title: "Their title", updated: "2026-11-10T11:00:00Z")
    let app = try await Self.start([WriteEndToEndTests.get(theirs)])
    await Self.rename(app)
    await app.terminal.waitForFrame(containing: "Changed on GitHub since you began")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Edit octo/app#7") }
    #expect(!after.contains("Renamed"))
    #expect(app.requests("patch", Self.issuePath).isEmpty)
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty)
  }

  // MARK: - Error rows

  @Test func a403IsTheCantChangeAlertAndRollsBack() async throws {
    let app = try await Self.start([
      WriteEndToEndTests.get(Self.before),
      WriteEndToEndTests.patch(
        status: 403, .object(["message": .string("Must have admin rights.")])),
    ])
    await Self.rename(app)
    await app.terminal.waitForFrame(containing: "You can't change issues in this repository.")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame {
      $0.contains("Seven") && !$0.contains("can't change issues in this")
    }
    #expect(!after.contains("Renamed"), "rolled back")
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a404IsTheUsualAlertAndRollsBack() async throws {
    let app = try await Self.start([
      WriteEndToEndTests.get(Self.before),
      WriteEndToEndTests.patch(status: 404, .object(["message": .string("Not Found")])),
    ])
    await Self.rename(app)
    await app.terminal.waitForFrame(containing: "It doesn't exist")
    app.terminal.press(.character("d"))
    let after = await app.terminal.waitForFrame { !$0.contains("Not found") }
    let rolledBack = after.contains("Seven") && !after.contains("Renamed")
    #expect(rolledBack)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a422ReopensTheEditorWithGitHubsMessageAndRollsBack() async throws {
    let app = try await Self.start([
      WriteEndToEndTests.get(Self.before),
      WriteEndToEndTests.patch(
        status: 422,
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("Issue"), "field": .string("title"),
              "code": .string("custom"), "message": .string("title is too silly"),
            ])
          ]),
        ])),
    ])
    await Self.rename(app)
    let refused = await app.terminal.waitForFrame(containing: "title is too silly")
    let kept = refused.contains("Edit octo/app#7") && refused.contains("Title: Renamed")
    #expect(kept, "the editor is back on the user's text")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Edit octo/app#7") }
    let rolledBack = after.contains("Seven") && !after.contains("Renamed")
    #expect(rolledBack)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a5xxIsTheBannerRollsBackAndRetrySendsOnce() async throws {
    let app = try await Self.start([
      WriteEndToEndTests.get(Self.before),
      WriteEndToEndTests.patch(status: 502, .object(["message": .string("Bad Gateway")])),
      // The check that found it not made, then the retry's own look for a conflict.
      WriteEndToEndTests.get(Self.before), WriteEndToEndTests.get(Self.before),
      WriteEndToEndTests.patch(Self.renamed),
    ])
    await Self.rename(app)
    let banner = await app.terminal.waitForFrame(containing: "Not saved: edit of #7.")
    let rolledBack = !banner.contains("Renamed") && banner.contains("R retry")
    #expect(rolledBack, "rolled back while it waits")
    app.terminal.press(.character("R"))
    let saved = await app.terminal.waitForFrame(containing: "Saved: edit of #7")
    #expect(saved.contains("Renamed"))
    #expect(
      Self.patches(app)
        == Array(repeating: JSONValue.object(["title": .string("Renamed")]), count: 2))
    #expect(app.requests("get", Self.issuePath).count == 4, "page, look, check, retry's look")
    _ = try await app.quit()
  }
}
