import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import TriageApp

/// The inbox's actions over real HTTP on 127.0.0.1: each is shown at once, reaches the server
/// exactly once with GitHub's method and path, and is rolled back exactly when the server
/// refuses (403, 404) or can't be reached. A refusal of the notifications themselves says what
/// token they need, and doesn't end the session.
@Suite(.timeLimit(.minutes(1)), .serialized) struct InboxActionsTests {
  static let listPath = InboxPollingTests.path

  /// Two unread threads, the first newer.
  static let list = RecordedExchange(
    path: listPath, headers: ["Last-Modified": InboxPollingTests.lastModified],
    rawBody: """
      [\(GitHubInboxThreads.thread(id: "11", number: 7, title: "First")), \
      \(GitHubInboxThreads.thread(id: "12", number: 8, title: "Second"))]
      """, repeatable: true)

  static func inbox(_ store: TestStore<TriageProgram>) -> InboxScreen? {
    InboxPollingTests.inbox(store)
  }

  /// The rows as the inbox draws them.
  static func rows(_ store: TestStore<TriageProgram>) -> [InboxThread] {
    let program = store.program
    let context = program.context(store.state)
    return inbox(store)?.rows(context) ?? []
  }

  /// The writes to the notifications the server received (polls are GETs).
  static func writes(_ backend: GitHubBackendTests.Backend) -> [ReceivedRequest] {
    backend.server.receivedRequests().filter { $0.method != "GET" }
  }

  /// Presses `key` without answering, then lets the request run and feeds its answer back, as
  /// the runtime would: returns the rows before the answer.
  static func act(
    _ key: Key, on store: TestStore<TriageProgram>
  ) async -> [InboxThread] {
    let effect = store.reduce(keys: [key])
    let shown = rows(store)
    for answer in await store.results(of: effect) { store.reduce(answer) }
    return shown
  }

  @Test(arguments: [
    ("m", "PATCH", "/notifications/threads/11", 205),
    ("d", "DELETE", "/notifications/threads/11", 204),
    ("u", "DELETE", "/notifications/threads/11/subscription", 204),
  ])
  func eachActionIsShownAtOnceAndSentOnce(
    key: Character, method: String, path: String, status: Int
  ) async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.list, RecordedExchange(method: method, path: path, status: status),
    ])
    let store = InboxPollingTests.store(backend)
    await store.start()
    let before = Self.rows(store)
    #expect(before.map(\.id) == ["11", "12"])

    let shown = await Self.act(.character(key), on: store)
    let after = Self.rows(store)
    switch key {
    case "m":
      #expect(shown.first?.isUnread == false, "read at once")
      #expect(after.first?.isUnread == false, "and still once the server has it")
    case "d":
      #expect(shown.map(\.id) == ["12"], "gone at once")
      #expect(after.map(\.id) == ["12"])
      #expect(Self.inbox(store)?.listPosition?.count == 1, "the header counts what is shown")
    default:
      #expect(shown.first?.isUnsubscribed == true)
      #expect(after.first?.isUnsubscribed == true)
    }
    let writes = Self.writes(backend)
    #expect(writes.count == 1, "sent exactly once")
    #expect(writes.first?.method == method)
    #expect(writes.first?.path == path)
    #expect(store.state.alerts.current == nil)

    _ = store.reduce(keys: [.character(key)])
    #expect(Self.writes(backend).count == 1, "nothing to send twice")
    try await backend.stop()
  }

  @Test(arguments: [
    ("m", 403), ("d", 403), ("u", 403), ("m", 404), ("d", 404), ("u", 404), ("m", 0), ("d", 0),
    ("u", 0),
  ])
  func aRefusedOrLostActionIsRolledBackExactly(key: Character, status: Int) async throws {
    let method = key == "m" ? "PATCH" : "DELETE"
    let path = key == "u" ? "/notifications/threads/11/subscription" : "/notifications/threads/11"
    let answer = RecordedExchange(
      method: method, path: path, status: status == 0 ? 500 : status,
      rawBody: #"{"message": "Resource not accessible by personal access token"}"#)
    let backend = try await GitHubBackendTests.Backend.start([Self.list, answer])
    let store = InboxPollingTests.store(backend)
    await store.start()
    let before = Self.rows(store)
    // Status 0: the network is gone (the server stopped, so the connection is refused).
    if status == 0 { try await backend.server.shutdown() }

    let shown = await Self.act(.character(key), on: store)
    #expect(shown != before, "shown at once")
    #expect(Self.rows(store) == before, "rolled back exactly")
    if status != 0 { #expect(Self.writes(backend).count == 1, "never retried on its own") }
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title.hasPrefix("Not "))
    #expect(alert.buttons.map(\.kind) == [.dismiss])
    #expect(store.state.navigation.root.screen.as(InboxScreen.self) != nil, "still signed in")
    if status == 0 {
      await backend.transport.shutdown()
    } else {
      try await backend.stop()
    }
  }

  @Test func aRolledBackDoneReturnsTheSelectionToItsThread() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.list,
      RecordedExchange(
        method: "DELETE", path: "/notifications/threads/12", status: 403,
        rawBody: #"{"message": "no"}"#),
    ])
    let store = InboxPollingTests.store(backend)
    await store.start()
    _ = store.reduce(keys: [.character("j")])
    #expect(Self.inbox(store)?.viewport.selection == 1)
    let shown = await Self.act(.character("d"), on: store)
    #expect(shown.map(\.id) == ["11"], "hidden at once")
    #expect(Self.rows(store).map(\.id) == ["11", "12"], "back after the 403")
    #expect(Self.inbox(store)?.viewport.selection == 1, "and selected again")
    try await backend.stop()
  }

  @Test func markAllReadAsksThenSendsTheNewestRowsTimeOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.list, RecordedExchange(method: "PUT", path: "/notifications", status: 205),
    ])
    let store = InboxPollingTests.store(backend)
    await store.start()
    _ = store.reduce(keys: [.character("M")])
    #expect(store.state.alerts.current?.alert.title == "Mark everything read?")
    #expect(Self.writes(backend).isEmpty, "nothing sent before Confirm")
    #expect(Self.rows(store).allSatisfy { $0.isUnread })

    let shown = await Self.act(.enter, on: store)
    #expect(shown.allSatisfy { !$0.isUnread }, "read at once")
    #expect(Self.rows(store).allSatisfy { !$0.isUnread })
    let writes = Self.writes(backend)
    #expect(writes.count == 1)
    #expect(writes.first?.method == "PUT")
    #expect(writes.first?.body.contains(#""last_read_at":"2026-11-20T10:00:00Z""#) == true)
    #expect(store.state.alerts.current == nil)
    try await backend.stop()
  }

  @Test func cancellingMarkAllReadSendsNothing() async throws {
    let backend = try await GitHubBackendTests.Backend.start([Self.list])
    let store = InboxPollingTests.store(backend)
    await store.start()
    _ = store.reduce(keys: [.character("M"), .escape])
    #expect(store.state.alerts.current == nil)
    #expect(store.state.confirmation == nil)
    #expect(Self.writes(backend).isEmpty)
    #expect(Self.rows(store).allSatisfy { $0.isUnread })
    try await backend.stop()
  }

  @Test func enterOpensTheSubjectAndMarksTheThreadReadOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.list,
      RecordedExchange(method: "PATCH", path: "/notifications/threads/11", status: 205),
    ])
    let store = InboxPollingTests.store(backend)
    await store.start()
    let effect = store.reduce(keys: [.enter])
    #expect(store.state.navigation.count == 2, "the issue is open")
    for answer in await store.results(of: effect) {
      if case .featureWrite = answer { store.reduce(answer) }
    }
    #expect(Self.writes(backend).map(\.path) == ["/notifications/threads/11"])
    #expect(Self.writes(backend).first?.method == "PATCH")
    #expect(Self.inbox(store)?.rows(store.program.context(store.state)).first?.isUnread == false)
    #expect(store.state.status?.text == "Marked read", "the inbox's writes said what came of it")
    try await backend.stop()
  }

  @Test(arguments: [401, 403, 404])
  func aTokenThatCantReadNotificationsIsToldWhatItNeeds(status: Int) async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(
        path: Self.listPath, status: status, rawBody: #"{"message": "Not Found"}"#,
        repeatable: true)
    ])
    let store = InboxPollingTests.store(backend)
    await store.start()
    #expect(store.state.alerts.current == nil, "the pane says it, not an alert")
    #expect(store.state.navigation.root.screen.as(InboxScreen.self) != nil, "not signed out")
    let text = store.view(in: Size(width: 120, height: 24)).textDump
    #expect(text.contains("classic token with the notifications or repo scope"))
    try await backend.stop()
  }
}
