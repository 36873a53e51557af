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

/// `M` on the issue page end to end: the whole app on the GitHub backend over real HTTP on
/// 127.0.0.1, the repository's open milestones in the picker, each choice one `PATCH` (body
/// checked, sent once), and every error row rolling the page back to the milestone it had.
@Suite(.timeLimit(.minutes(1)), .serialized) struct MilestoneOverHTTPTests {
  typealias App = WriteEndToEndTests.App
  static let issuePath = WriteEndToEndTests.issuePath
  static let milestonesPath = "/repos/octo/app/milestones?state=open&per_page=100"

  static func issue(milestone: (Int, String)?, updated: String = "2026-11-10T10:00:00Z")
    -> JSONValue
  {
    WriteEndToEndTests.issue(WriteEndToEndTests.issue(updated: updated)) {
      $0["milestone"] =
        milestone.map { .object(["number": .integer($0.0), "title": .string($0.1)]) } ?? .null
    }
  }

  static let before = issue(milestone: (1, "v1.0"))
  static let after = issue(milestone: (3, "v2.0"), updated: "2026-11-11T10:00:00Z")

  static let milestones = RecordedExchange(
    path: milestonesPath, headers: ["content-type": "application/json"],
    response: .array([
      .object(["number": .integer(1), "title": .string("v1.0")]),
      .object(["number": .integer(3), "title": .string("v2.0")]),
    ]), repeatable: true)

  static func get(_ issue: JSONValue) -> RecordedExchange { WriteEndToEndTests.get(issue) }

  static func patch(status: Int = 200, _ response: JSONValue, delay: Int? = nil)
    -> RecordedExchange
  {
    WriteEndToEndTests.patch(status: status, response, delay: delay)
  }

  /// The app on issue #7's page, which has milestone v1.0, with `exchanges` to come.
  static func start(
    _ exchanges: [RecordedExchange],
    limits: AsyncHTTPClientTransport.Limits = .init(),
    firstPageLinksOn: Bool = false
  ) async throws -> App {
    var first = milestones
    if firstPageLinksOn {
      first.headers["link"] =
        "<https://api.github.com/repositories/1/milestones?state=open&page=2>; rel=\"next\""
    }
    return try await App.onIssuePage(
      before, showing: "Milestone: v1.0", then: [first] + exchanges, limits: limits)
  }

  /// `M`, then v2.0 chosen: the picker opens on the repository's list with v1.0 ticked.
  static func chooseV2(_ app: App) async {
    app.terminal.press(.character("M"))
    await app.terminal.waitForFrame(containing: "[ ] v2.0")
    app.terminal.press(.down)
    app.terminal.press(.down)
    app.terminal.press(.enter)
  }

  // MARK: - Choosing

  @Test func choosingAMilestoneIsOnePatchOfItsNumberAndClearingIsNull() async throws {
    let app = try await Self.start([
      Self.patch(Self.after),
      Self.patch(Self.issue(milestone: nil, updated: "2026-11-12T10:00:00Z")),
    ])
    app.terminal.press(.character("M"))
    let picker = await app.terminal.waitForFrame(containing: "[ ] v2.0")
    let shows =
      picker.contains("Milestone · #7") && picker.contains("[x] v1.0")
      && picker.contains("[ ] No milestone")
    #expect(shows, "the clearing row, and the issue's milestone ticked")
    app.terminal.press(.down)
    app.terminal.press(.down)
    app.terminal.press(.enter)
    let saved = await app.terminal.waitForFrame(containing: "Saved: milestone of #7")
    let showsNew = saved.contains("Milestone: v2.0")
    #expect(showsNew)
    // The clearing row is first: M, Enter.
    app.terminal.press(.character("M"))
    await app.terminal.waitForFrame(containing: "[x] v2.0")
    app.terminal.press(.enter)
    let cleared = await app.terminal.waitForFrame {
      !$0.contains("Milestone: v2.0") && !$0.contains("⋯") && !$0.contains("Milestone · #7")
    }
    #expect(!cleared.contains("Milestone: "), "no milestone, no line")
    let patches = app.requests("patch", Self.issuePath)
    #expect(
      patches.map { WriteEndToEndTests.body($0) }
        == [.object(["milestone": .integer(3)]), .object(["milestone": .null])])
    for patch in patches { WriteEndToEndTests.expectWriteHeaders(patch) }
    #expect(app.requests("get", Self.milestonesPath).count == 2, "one list per picker")
    #expect(app.requests("get", Self.issuePath).count == 1, "no read before a first attempt")
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty)
  }

  @Test func choosingTheMilestoneItHasSendsNothing() async throws {
    let app = try await Self.start([])
    app.terminal.press(.character("M"))
    await app.terminal.waitForFrame(containing: "[x] v1.0")
    app.terminal.press(.down)
    app.terminal.press(.enter)
    await app.terminal.waitForFrame { !$0.contains("Milestone · #7") }
    #expect(app.requests("patch", Self.issuePath).isEmpty)
    _ = try await app.quit()
  }

  @Test func thePickerFollowsTheNextPageToAMilestoneFarDown() async throws {
    let app = try await Self.start(
      [
        RecordedExchange(
          path: "/repositories/1/milestones?state=open&page=2",
          headers: ["content-type": "application/json"],
          response: .array([.object(["number": .integer(7), "title": .string("v3.0")])])),
        Self.patch(Self.issue(milestone: (7, "v3.0"), updated: "2026-11-11T10:00:00Z")),
      ], firstPageLinksOn: true)
    app.terminal.press(.character("M"))
    await app.terminal.waitForFrame(containing: "[ ] v2.0")
    for character in "v3" { app.terminal.type(String(character)) }
    await app.terminal.waitForFrame(containing: "v3.0")
    app.terminal.press(.enter)
    let saved = await app.terminal.waitForFrame(containing: "Saved: milestone of #7")
    let showsNew = saved.contains("Milestone: v3.0")
    #expect(showsNew)
    #expect(
      app.requests("patch", Self.issuePath).map { WriteEndToEndTests.body($0) }
        == [.object(["milestone": .integer(7)])])
    #expect(app.requests("get", "/repositories/1/milestones?state=open&page=2").count == 1)
    _ = try await app.quit()
  }

  // MARK: - Error rows

  @Test func a403IsTheCantChangeAlertAndRollsBack() async throws {
    let app = try await Self.start([
      Self.patch(status: 403, .object(["message": .string("Must have admin rights.")]))
    ])
    await Self.chooseV2(app)
    await app.terminal.waitForFrame(containing: "You can't change issues in this repository.")
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { $0.contains("Milestone: v1.0") }
    let shows = !after.contains("v2.0") && after.contains("read-only")
    #expect(shows, "rolled back, and the keys say the repository can't be changed")
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a404IsTheUsualAlertAndRollsBack() async throws {
    let app = try await Self.start([
      Self.patch(status: 404, .object(["message": .string("Not Found")]))
    ])
    await Self.chooseV2(app)
    await app.terminal.waitForFrame(containing: "It doesn't exist")
    app.terminal.press(.character("d"))
    let after = await app.terminal.waitForFrame { !$0.contains("Not found") }
    let rolledBack = after.contains("Milestone: v1.0") && !after.contains("v2.0")
    #expect(rolledBack)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a410IsTheIssuesDisabledAlertAndRollsBack() async throws {
    let app = try await Self.start([
      Self.patch(status: 410, .object(["message": .string("Issues are disabled for this repo")]))
    ])
    await Self.chooseV2(app)
    await app.terminal.waitForFrame(containing: "Issues are disabled for this repository.")
    app.terminal.press(.character("d"))
    let after = await app.terminal.waitForFrame { !$0.contains("Issues disabled") }
    let rolledBack = after.contains("Milestone: v1.0") && !after.contains("v2.0")
    #expect(rolledBack)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a422ReopensThePickerWithGitHubsMessageAndRollsBack() async throws {
    let app = try await Self.start([
      Self.patch(
        status: 422,
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("Issue"), "field": .string("milestone"),
              "code": .string("custom"), "message": .string("v2.0 is closed"),
            ])
          ]),
        ]))
    ])
    await Self.chooseV2(app)
    let refused = await app.terminal.waitForFrame { $0.contains("v2.0 is closed") }
    let shows = refused.contains("Milestone · #7")
    #expect(shows, "the picker is back")
    await app.terminal.waitForFrame { $0.contains("v2.0 is closed") && $0.contains("[x] v2.0") }
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Milestone · #7") }
    let rolledBack = after.contains("Milestone: v1.0") && !after.contains("⋯")
    #expect(rolledBack)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a5xxIsTheBannerAndRetryChecksThenSendsOnce() async throws {
    let app = try await Self.start([
      Self.patch(status: 502, .object(["message": .string("Bad Gateway")])),
      Self.get(Self.before),
      Self.patch(Self.after),
    ])
    await Self.chooseV2(app)
    let banner = await app.terminal.waitForFrame(containing: "Not saved: milestone of #7.")
    let rolledBack = banner.contains("Milestone: v1.0") && banner.contains("R retry")
    #expect(rolledBack, "rolled back while it waits")
    app.terminal.press(.character("R"))
    let saved = await app.terminal.waitForFrame(containing: "Saved: milestone of #7")
    let showsNew = saved.contains("Milestone: v2.0")
    #expect(showsNew)
    #expect(app.requests("patch", Self.issuePath).count == 2, "the first and the re-send")
    #expect(app.requests("get", Self.issuePath).count == 2, "the page, and one look before")
    _ = try await app.quit()
  }

  @Test func aTimeoutThatSucceededIsFoundByTheCheckAndNotSentAgain() async throws {
    let app = try await Self.start(
      [Self.patch(Self.after, delay: 3_000), Self.get(Self.after)],
      limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    await Self.chooseV2(app)
    let found = await app.terminal.waitForFrame(containing: "Saved: milestone of #7")
    #expect(!found.contains("Not saved"))
    let showsNew = found.contains("Milestone: v2.0")
    #expect(showsNew)
    #expect(app.requests("patch", Self.issuePath).count == 1, "never sent twice")
    #expect(app.requests("get", Self.issuePath).count == 2, "the page, and the look")
    _ = try await app.quit()
  }

  @Test func aTimeoutThatFailedIsCheckedThenRetriedOnce() async throws {
    let app = try await Self.start(
      [
        Self.patch(Self.after, delay: 3_000), Self.get(Self.before), Self.get(Self.before),
        Self.patch(Self.after),
      ],
      limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    await Self.chooseV2(app)
    let banner = await app.terminal.waitForFrame { $0.contains("saved: milestone of #7.") }
    let rolledBack = banner.contains("Milestone: v1.0")
    #expect(rolledBack, "the look found it not made: rolled back")
    app.terminal.press(.character("R"))
    await app.terminal.waitForFrame(containing: "Saved: milestone of #7")
    #expect(app.requests("patch", Self.issuePath).count == 2, "the lost one and one re-send")
    _ = try await app.quit()
  }
}
