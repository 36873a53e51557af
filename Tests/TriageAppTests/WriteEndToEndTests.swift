import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Issue 17's writes end to end: the whole app on the GitHub backend over real HTTP on
/// 127.0.0.1, keys pressed on a headless terminal, every request the server received checked
/// (method, body, headers, how many), and each error row shown where #17 says.
@Suite(.timeLimit(.minutes(1)), .serialized) struct WriteEndToEndTests {
  static let listPath = "/repos/octo/app/issues?state=open&per_page=30"
  static let issuePath = "/repos/octo/app/issues/7"

  static func issue(
    state: String = "open", labels: [String] = ["bug"], assignees: [String] = [],
    updated: String = "2026-11-10T10:00:00Z"
  ) -> JSONValue {
    .object([
      "number": .integer(7), "title": .string("Seven "), "state": .string(state),
      "state_reason": state == "closed" ? .string("completed") : .null,
      "user": .object(["login": .string("hubot")]),
      "labels": .array(labels.map { .object(["name": .string($0), "color": .string("d73a4a")]) }),
      "assignees": .array(assignees.map { .object(["login": .string($0)]) }),
      "comments": .integer(0), "created_at": .string("2026-11-01T10:00:00Z"),
      "updated_at": .string(updated),
      "html_url": .string("https://github.com/octo/app/issues/7"),
    ])
  }

  static let list = RecordedExchange(
    path: listPath, headers: ["content-type": "application/json"],
    response: .array([issue()]), repeatable: true)

  static func patch(
    status: Int = 200, _ response: JSONValue, headers: [String: String] = [:],
    delay: Int? = nil
  ) -> RecordedExchange {
    RecordedExchange(
      method: "patch", path: issuePath, status: status,
      headers: ["content-type": "application/json"].merging(headers) { $1 },
      response: response, delayMilliseconds: delay)
  }

  /// The app on the list of octo/app, on a server that answers `exchanges`.
  struct App {
    let backend: GitHubBackendTests.Backend
    let terminal: HeadlessTerminal
    let run: Task<AppState, Never>

    static func start(
      _ exchanges: [RecordedExchange],
      limits: AsyncHTTPClientTransport.Limits = .init()
    ) async throws -> App {
      let backend = try await GitHubBackendTests.Backend.start(
        [NetworkFaultTests.repositories, WriteEndToEndTests.list] + exchanges, limits: limits)
      let environment = AppEnvironment(
        repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
        domainLogger: Fixtures.silent, now: { referenceDate })
      let program = TriageProgram.onRepositories(
        environment: environment, startsSignedIn: true,
        initialRepository: RepositoryName(owner: "octo", name: "app"))
      let terminal = HeadlessTerminal(size: Size(width: 100, height: 24))
      let clock = SteppedClock()
      let run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
      await terminal.waitForFrame(containing: "Seven ")
      return App(backend: backend, terminal: terminal, run: run)
    }

    func requests(_ method: String, _ path: String) -> [ReceivedRequest] {
      backend.server.receivedRequests().filter {
        $0.method.lowercased() == method && $0.path == path
      }
    }

    func quit() async throws -> AppState {
      terminal.press(.ctrl("c"))
      let state = await run.value
      try await backend.stop()
      return state
    }
  }

  static func body(_ request: ReceivedRequest?) -> JSONValue? {
    guard let request else { return nil }
    return try? JSONDecoder().decode(JSONValue.self, from: Data(request.body.utf8))
  }

  /// The headers every write carries.
  static func expectWriteHeaders(
    _ request: ReceivedRequest?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      request?.header("Authorization") == "Bearer fixture-token", sourceLocation: sourceLocation)
    #expect(
      request?.header("Content-Type") == "application/json; charset=utf-8",
      sourceLocation: sourceLocation)
    #expect(
      request?.header("Accept") == "application/vnd.github+json", sourceLocation: sourceLocation)
    #expect(request?.header("X-GitHub-Api-Version") == "2022-11-28", sourceLocation: sourceLocation)
  }

  // MARK: - Every endpoint, each request once

  @Test func closeReopenLabelsAndAssigneesEachSendOnePatch() async throws {
    let app = try await App.start([
      Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z")),
      Self.patch(Self.issue(state: "open", updated: "2026-11-12T10:00:00Z")),
      RecordedExchange(
        path: "/repos/octo/app/labels?per_page=100", headers: ["content-type": "application/json"],
        response: .array([
          .object(["name": .string("bug"), "color": .string("d73a4a")]),
          .object(["name": .string("docs"), "color": .string("0075ca")]),
        ])),
      Self.patch(Self.issue(labels: ["bug", "docs"], updated: "2026-11-13T10:00:00Z")),
      RecordedExchange(
        path: "/repos/octo/app/assignees?per_page=100",
        headers: ["content-type": "application/json"],
        response: .array([
          .object(["login": .string("octocat")]), .object(["login": .string("hubot")]),
        ])),
      Self.patch(
        Self.issue(
          labels: ["bug", "docs"], assignees: ["octocat"], updated: "2026-11-14T10:00:00Z")
      ),
    ])
    // x asks why; 2 closes as not planned.
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as · #7")
    app.terminal.press(.character("2"))
    let closed = await app.terminal.waitForFrame(containing: "Saved: close #7")
    let shows1 = closed.contains("✓ Seven")
    #expect(shows1, "the server's closed issue is shown")
    // X reopens at once.
    app.terminal.press(.character("X"))
    await app.terminal.waitForFrame(containing: "Saved: reopen #7")
    // L: the repository's labels; ↓ Space ticks docs; Enter sends the whole set.
    app.terminal.press(.character("L"))
    // Coloured labels have a swatch between the box and the name.
    await app.terminal.waitForFrame(containing: "[ ]    docs")
    app.terminal.press(.down)
    app.terminal.type(" ")
    await app.terminal.waitForFrame(containing: "[x]    docs")
    app.terminal.press(.enter)
    let labelled = await app.terminal.waitForFrame(containing: "Saved: labels of #7")
    let shows2 = labelled.contains("bug   docs")
    #expect(shows2)
    // A: the assignable accounts; Space ticks octocat; Enter sends.
    app.terminal.press(.character("A"))
    await app.terminal.waitForFrame(containing: "[ ] hubot")
    app.terminal.type(" ")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Saved: assignees of #7")

    let patches = app.requests("patch", Self.issuePath)
    #expect(patches.count == 4, "one PATCH per change")
    #expect(
      patches.map { Self.body($0) }
        == [
          .object(["state": .string("closed"), "state_reason": .string("not_planned")]),
          .object(["state": .string("open"), "state_reason": .string("reopened")]),
          .object(["labels": .array([.string("bug"), .string("docs")])]),
          .object(["assignees": .array([.string("octocat")])]),
        ])
    for patch in patches { Self.expectWriteHeaders(patch) }
    #expect(app.requests("get", "/repos/octo/app/labels?per_page=100").count == 1)
    #expect(app.requests("get", "/repos/octo/app/assignees?per_page=100").count == 1)
    let state = try await app.quit()
    #expect(state.writes.pending.entries.isEmpty)
  }

  // MARK: - Error rows

  @Test func a422OnLabelsReopensThePickerWithGitHubsMessageAndRollsBack() async throws {
    let app = try await App.start([
      RecordedExchange(
        path: "/repos/octo/app/labels?per_page=100", headers: ["content-type": "application/json"],
        response: .array([
          .object(["name": .string("bug")]), .object(["name": .string("docs")]),
        ]), repeatable: true),
      Self.patch(
        status: 422,
        .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("Label"), "field": .string("labels"),
              "code": .string("custom"), "message": .string("docs is locked"),
            ])
          ]),
        ])),
    ])
    app.terminal.press(.character("L"))
    await app.terminal.waitForFrame(containing: "[ ] docs")
    app.terminal.press(.down)
    app.terminal.type(" ")
    app.terminal.press(.enter)
    let refused = await app.terminal.waitForFrame { $0.contains("docs is locked") }
    let shows3 = refused.contains("Labels · #7")
    #expect(shows3, "the picker is back")
    await app.terminal.waitForFrame { $0.contains("docs is locked") && $0.contains("[x] docs") }
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Labels · #7") }
    let shows4 = after.contains("Seven ") && after.contains("bug") && !after.contains("docs")
    #expect(shows4)
    let shows5 = after.contains("L labels") && !after.contains("⋯")
    #expect(shows5, "rolled back, not pending")
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a403IsTheCantChangeIssuesAlertAndRollsBack() async throws {
    let app = try await App.start([
      Self.patch(
        status: 403, .object(["message": .string("Must have admin rights to Repository.")]),
        headers: ["x-ratelimit-remaining": "4999"])
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    let alert = await app.terminal.waitForFrame(
      containing: "You can't change issues in this repository.")
    let shows6 = alert.contains("Dismiss") && !alert.contains("Retry")
    #expect(shows6)
    app.terminal.press(.escape)
    let after = await app.terminal.waitForFrame { !$0.contains("Access denied") }
    let shows7 = !after.contains("✓ Seven")
    #expect(shows7, "rolled back: still open")
    // The server said this account can't change issues here: the keys say so now.
    let shows8 = after.contains("read-only") && !after.contains("x close")
    #expect(shows8)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a404IsTheUsualAlertAndRollsBack() async throws {
    let app = try await App.start([
      Self.patch(status: 404, .object(["message": .string("Not Found")]))
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    let alert = await app.terminal.waitForFrame(containing: "It doesn't exist")
    let shows9 = alert.contains("Back") && alert.contains("Dismiss")
    #expect(shows9)
    app.terminal.press(.character("d"))
    let after = await app.terminal.waitForFrame { !$0.contains("Not found") }
    let shows10 = !after.contains("✓ Seven")
    #expect(shows10)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a5xxIsTheBannerAndRetryChecksThenSendsOnce() async throws {
    let app = try await App.start([
      Self.patch(status: 502, .object(["message": .string("Bad Gateway")])),
      RecordedExchange(
        path: Self.issuePath, headers: ["content-type": "application/json"],
        response: Self.issue()),
      Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z")),
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    let banner = await app.terminal.waitForFrame(containing: "Not saved: close #7.")
    let shows11 = banner.contains("R retry")
    #expect(shows11)
    let shows12 = !banner.contains("✓ Seven")
    #expect(shows12, "rolled back while it waits")
    app.terminal.press(.character("R"))
    await app.terminal.waitForFrame(containing: "Saved: close #7")
    #expect(app.requests("patch", Self.issuePath).count == 2, "the first and the re-send")
    #expect(app.requests("get", Self.issuePath).count == 1, "one look before re-sending")
    Self.expectWriteHeaders(app.requests("patch", Self.issuePath).last)
    _ = try await app.quit()
  }

  @Test func aTimeoutThatSucceededIsFoundByTheCheckAndNotSentAgain() async throws {
    let app = try await App.start(
      [
        Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z"), delay: 3_000),
        RecordedExchange(
          path: Self.issuePath, headers: ["content-type": "application/json"],
          response: Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z")),
      ], limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    let found = await app.terminal.waitForFrame(containing: "Saved: close #7")
    #expect(!found.contains("Not saved"))
    let shows13 = found.contains("✓ Seven")
    #expect(shows13, "the server's answer is shown")
    #expect(app.requests("patch", Self.issuePath).count == 1, "never sent twice")
    #expect(app.requests("get", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func aSecondKeyWhileOneIsPendingIsRefusedAndNeverSent() async throws {
    let app = try await App.start([
      Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z"), delay: 600)
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "⋯")
    app.terminal.press(.character("x"))
    app.terminal.press(.character("L"))
    await app.terminal.waitForFrame(containing: "still being saved")
    await app.terminal.waitForFrame(containing: "Saved: close #7")
    #expect(app.requests("patch", Self.issuePath).count == 1)
    #expect(app.requests("get", "/repos/octo/app/labels?per_page=100").isEmpty)
    _ = try await app.quit()
  }

  @Test func theIssueScreenClosesAndAssignsItsIssue() async throws {
    let app = try await App.start([
      RecordedExchange(
        path: Self.issuePath, headers: ["content-type": "application/json"],
        response: Self.issue()),
      RecordedExchange(
        path: "/repos/octo/app/issues/7/timeline?per_page=100",
        headers: ["content-type": "application/json"], response: .array([])),
      Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z")),
      RecordedExchange(
        path: "/repos/octo/app/assignees?per_page=100",
        headers: ["content-type": "application/json"],
        response: .array([.object(["login": .string("octocat")])])),
      Self.patch(
        Self.issue(state: "closed", assignees: ["octocat"], updated: "2026-11-12T10:00:00Z")),
    ])
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "No comments")
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    let closed = await app.terminal.waitForFrame(containing: "Saved: close #7")
    let showsClosed = closed.contains("closed issue") && closed.contains("X reopen")
    #expect(showsClosed)
    app.terminal.press(.character("A"))
    await app.terminal.waitForFrame(containing: "[ ] octocat")
    app.terminal.type(" ")
    app.terminal.press(.enter)
    let assigned = await app.terminal.waitForFrame(containing: "Saved: assignees of #7")
    let showsAssignee = assigned.contains("Assigned to octocat")
    #expect(showsAssignee)
    let patches = app.requests("patch", Self.issuePath)
    #expect(
      patches.map { Self.body($0) }
        == [
          .object(["state": .string("closed"), "state_reason": .string("completed")]),
          .object(["assignees": .array([.string("octocat")])]),
        ])
    #expect(app.requests("get", Self.issuePath).count == 1, "no read before a first attempt")
    _ = try await app.quit()
  }

  @Test func aRefreshDuringAPendingWriteNeitherDropsNorRepeatsIt() async throws {
    let app = try await App.start([
      Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z"), delay: 800)
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "⋯")
    // The refresh answers at once with the issue as it was before the write.
    let listBefore = app.requests("get", Self.listPath).count
    app.terminal.press(.character("r"))
    let refreshed = await app.terminal.waitForFrame { _ in
      app.requests("get", Self.listPath).count > listBefore
    }
    let stillPending = refreshed.contains("⋯") || refreshed.contains("✓ Seven")
    #expect(stillPending)
    let saved = await app.terminal.waitForFrame(containing: "Saved: close #7")
    let showsClosed = saved.contains("✓ Seven") && !saved.contains("⋯")
    #expect(showsClosed, "the old value the refresh brought doesn't undo the write")
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func a410IsTheIssuesDisabledAlertAndRollsBack() async throws {
    let app = try await App.start([
      Self.patch(status: 410, .object(["message": .string("Issues are disabled for this repo")]))
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Issues are disabled for this repository.")
    app.terminal.press(.character("d"))
    let after = await app.terminal.waitForFrame { !$0.contains("Issues disabled") }
    let rolledBack = !after.contains("✓ Seven") && after.contains("x close")
    #expect(rolledBack)
    #expect(app.requests("patch", Self.issuePath).count == 1)
    _ = try await app.quit()
  }

  @Test func aResetConnectionIsTheBannerAndRetryChecksThenSendsOnce() async throws {
    let app = try await App.start([
      RecordedExchange(
        method: "patch", path: Self.issuePath, headers: ["content-type": "application/json"],
        response: Self.issue(), truncateAfterBytes: 20, resetConnection: true),
      RecordedExchange(
        path: Self.issuePath, headers: ["content-type": "application/json"],
        response: Self.issue()),
      Self.patch(Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z")),
    ])
    app.terminal.press(.character("x"))
    await app.terminal.waitForFrame(containing: "Close as")
    app.terminal.press(.enter)
    await app.terminal.waitForFrame(containing: "Not saved: close #7.")
    app.terminal.press(.character("R"))
    await app.terminal.waitForFrame(containing: "Saved: close #7")
    #expect(app.requests("patch", Self.issuePath).count == 2, "the lost one and the re-send")
    #expect(app.requests("get", Self.issuePath).count == 1, "one look before re-sending")
    _ = try await app.quit()
  }
}
