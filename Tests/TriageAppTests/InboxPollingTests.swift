import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import TriageApp

/// The inbox polls as GitHub asks, over real HTTP on 127.0.0.1 with the test's clock: the first
/// page again, conditional on `Last-Modified`, never sooner than `X-Poll-Interval` (however it
/// changes), and only while the inbox is on view.
@Suite(.timeLimit(.minutes(1)), .serialized) struct InboxPollingTests {
  static let path = "/notifications?all=true&participating=false&per_page=50"
  static let lastModified = "Thu, 26 Nov 2026 10:00:00 GMT"

  /// A first page of two threads, then every later poll unchanged, each naming `interval`.
  static func exchanges(interval: String = "60", later: String? = nil) -> [RecordedExchange] {
    let threads = [
      GitHubInboxThreads.thread(id: "1", number: 7, title: "First"),
      GitHubInboxThreads.thread(id: "2", number: 8, title: "Second"),
    ]
    return [
      RecordedExchange(
        path: path,
        headers: ["Last-Modified": lastModified, "X-Poll-Interval": interval],
        rawBody: "[\(threads.joined(separator: ","))]"),
      RecordedExchange(
        path: path, status: 304, headers: ["X-Poll-Interval": later ?? interval],
        repeatable: true),
    ]
  }

  /// The inbox as the only section, so it is the root and on view.
  static func store(_ backend: GitHubBackendTests.Backend) -> TestStore<TriageProgram> {
    let environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { referenceDate })
    let program = TriageProgram(
      environment: environment,
      sections: SectionsConfiguration(sections: [.notifications("Inbox")]) ?? .defaults)
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
    return TestStore(program: program, initialState: state, exhaustivity: .off)
  }

  static func inbox(_ store: TestStore<TriageProgram>) -> InboxScreen? {
    store.state.navigation.root.screen.as(InboxScreen.self)
  }

  @Test func aPollNeverGoesOutBeforeTheIntervalAndA304LeavesTheRows() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges(later: "120"))
    let store = Self.store(backend)
    await store.start()
    let rows = Self.inbox(store)?.store.items.map(\.id)
    #expect(rows == ["1", "2"])
    #expect(backend.server.receivedRequests().count == 1)
    #expect(backend.server.receivedRequests().first?.header("if-modified-since") == nil)

    await store.advance(by: .seconds(59))
    #expect(backend.server.receivedRequests().count == 1, "not before the interval")
    await store.advance(by: .seconds(1))
    let requests = backend.server.receivedRequests()
    #expect(requests.count == 2)
    #expect(requests.last?.header("if-modified-since") == Self.lastModified)
    #expect(Self.inbox(store)?.store.items.map(\.id) == rows, "a 304 leaves the rows")
    #expect(Self.inbox(store)?.interval == .seconds(120), "the raised interval is kept")

    await store.advance(by: .seconds(119))
    #expect(backend.server.receivedRequests().count == 2, "not before the raised interval")
    await store.advance(by: .seconds(1))
    #expect(backend.server.receivedRequests().count == 3)
    await store.finish()
    try await backend.stop()
  }

  /// Ten minutes with the inbox on view and nothing changing: one request a poll interval,
  /// each conditional, each a 304.
  @Test func tenIdleMinutesCostOneConditionalRequestAMinute() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges())
    let store = Self.store(backend)
    await store.start()
    for _ in 0..<10 { await store.advance(by: .seconds(60)) }
    let polls = backend.server.receivedRequests().dropFirst()
    #expect(polls.count == 10, "600 s / X-Poll-Interval 60")
    #expect(polls.allSatisfy { $0.header("if-modified-since") == Self.lastModified })
    await store.finish()
    try await backend.stop()
  }

  /// Hidden under an issue page, the inbox doesn't poll; shown again, it polls once.
  @Test func aHiddenInboxWaitsAndPollsOnceWhenShownAgain() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.exchanges() + [
        RecordedExchange(
          path: "/repos/octo/app/issues/7",
          rawBody: """
            {"number": 7, "title": "First", "state": "open", "user": {"login": "octo"}, \
            "comments": 0, "created_at": "2026-11-20T10:00:00Z", \
            "html_url": "https://github.com/octo/app/issues/7"}
            """, repeatable: true),
        RecordedExchange(
          path: "/repos/octo/app/issues/7/timeline?per_page=100", rawBody: "[]", repeatable: true),
        // Opening the thread marks it read.
        RecordedExchange(method: "PATCH", path: "/notifications/threads/1", status: 205),
      ])
    let store = Self.store(backend)
    await store.start()
    await store.press(.enter)
    #expect(store.state.navigation.count == 2)
    let beforeHidden = backend.server.receivedRequests().count
    for _ in 0..<5 { await store.advance(by: .seconds(60)) }
    let inboxPolls = backend.server.receivedRequests().filter {
      $0.method == "GET" && $0.path.hasPrefix("/notifications")
    }
    #expect(inboxPolls.count == 1, "no poll while hidden")
    #expect(backend.server.receivedRequests().count >= beforeHidden)
    await store.press(.escape)
    #expect(store.state.navigation.count == 1)
    let shown = backend.server.receivedRequests().filter {
      $0.method == "GET" && $0.path.hasPrefix("/notifications")
    }
    #expect(shown.count == 2, "one conditional poll when shown again")
    #expect(shown.last?.header("if-modified-since") == Self.lastModified)
    await store.finish()
    try await backend.stop()
  }

  @Test func theHeaderSaysWhenTheInboxWasLastChecked() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.exchanges())
    let store = Self.store(backend)
    await store.start()
    let text =
      store.view(in: Size(width: 80, height: 24)).textDump
      .split(separator: "\n").first.map(String.init) ?? ""
    #expect(text.contains("checked"))
    await store.finish()
    try await backend.stop()
  }
}

/// Threads as GitHub's notifications list them, for tests.
enum GitHubInboxThreads {
  static func thread(id: String, number: Int, title: String) -> String {
    """
    {"id": "\(id)", "unread": true, "reason": "mention", "updated_at": "2026-11-20T10:00:00Z", \
    "subject": {"title": "\(title)", "type": "Issue", \
    "url": "https://api.github.com/repos/octo/app/issues/\(number)"}, \
    "repository": {"name": "app", "full_name": "octo/app", "owner": {"login": "octo"}}}
    """
  }
}
