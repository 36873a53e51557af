import Destinations
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import InboxFeature
@testable import TerminalUI
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

  /// Whether `action` is a feature write's answer (the inbox's, here).
  static func isWrite(_ action: AppAction) -> Bool {
    if case .featureWrite = action { true } else { false }
  }

  /// Presses `key`, stating what it shows at once, then receives the server's answer as the
  /// runtime would, stating what that leaves: returns the rows drawn in between.
  static func act(
    _ key: Key, on store: TestStore<TriageProgram>,
    shown: @escaping TestStore<TriageProgram>.Assertion,
    answered: @escaping TestStore<TriageProgram>.Assertion
  ) async -> [InboxThread] {
    await store.press(key, assert: shown)
    let rows = rows(store)
    await store.receive(isWrite, assert: answered)
    return rows
  }

  /// The change `key` asks for on thread `id`.
  static func change(_ key: Character, on id: String) -> InboxChange {
    switch key {
    case "m": .markRead(threadID: id)
    case "d": .markDone(threadID: id)
    default: .unsubscribe(threadID: id)
    }
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
    store.exhaustivity = .on  // the first page is in: from here each step states its change
    let before = Self.rows(store)
    #expect(before.map(\.id) == ["11", "12"])
    let first = try #require(before.first)
    let inbox = store.state.top.id
    let change = Self.change(key, on: "11")
    let said = ["m": "Marked read", "d": "Marked done", "u": "Unsubscribed"][key]

    // Shown at once; the server's answer makes it and the footer says so.
    let shown = await Self.act(.character(key), on: store) {
      _ = $0.featureWrites[PendingInboxChanges.self].begin(change, seen: first.updatedAt)
      if key == "d" { $0.modifyTop(as: InboxScreen.self) { $0.shownCount = 1 } }
    } answered: {
      $0.featureWrites[PendingInboxChanges.self].succeed(change, serial: 1)
      $0.status = StatusMessage(text: said ?? "", serial: 1, screen: inbox)
    }
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

    // The key again on the same thread changes nothing and sends nothing. (A done thread is
    // gone: the key would act on the next one.)
    if key != "d" {
      await store.press(.character(key))
      await store.advance()
      #expect(store.receivedActions.isEmpty)
      #expect(Self.writes(backend).count == 1, "nothing to send twice")
    }
    store.skipInFlightEffects()  // the next poll and the footer's timer, on the store's clock
    await store.finish()
    try await backend.stop()
  }

  /// What a refusal adds: the token notifications need, and that nothing changed.
  static let notificationsScope =
    " GitHub shows notifications only to a classic token with the notifications or repo scope;"
    + " fine-grained tokens can't read them. The thread is shown as it was."

  /// What the alert says when the server answered `status` (0: it couldn't be reached).
  static let refusals = [
    403: "You don't have permission to do this." + Self.notificationsScope,
    404: "It doesn't exist, or you don't have access to it." + Self.notificationsScope,
    0:
      "Couldn't reach the server. Check the host name and your network. The thread is shown as it was.",
  ]

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
    store.exhaustivity = .on  // the first page is in: from here each step states its change
    let before = Self.rows(store)
    let first = try #require(before.first)
    let inbox = store.state.top.id
    let change = Self.change(key, on: "11")
    let title = ["m": "Not marked read", "d": "Not marked done", "u": "Not unsubscribed"][key]
    // Status 0: the network is gone (the server stopped, so the connection is refused).
    if status == 0 { try await backend.server.shutdown() }

    // Shown at once; the refusal rolls it back, and the alert says so and offers Dismiss.
    let shown = await Self.act(.character(key), on: store) {
      _ = $0.featureWrites[PendingInboxChanges.self].begin(change, seen: first.updatedAt)
      if key == "d" { $0.modifyTop(as: InboxScreen.self) { $0.shownCount = 1 } }
    } answered: {
      $0.featureWrites[PendingInboxChanges.self].fail(change, serial: 1)
      if key == "d" { $0.modifyTop(as: InboxScreen.self) { $0.shownCount = 2 } }
      _ = $0.alerts.enqueue(
        Alert(
          title: title ?? "", message: Self.refusals[status] ?? "", buttons: [.dismiss()]),
        from: inbox)
    }
    #expect(shown != before, "shown at once")
    #expect(Self.rows(store) == before, "rolled back exactly")
    if status != 0 { #expect(Self.writes(backend).count == 1, "never retried on its own") }
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title.hasPrefix("Not "))
    #expect(alert.buttons.map(\.kind) == [.dismiss])
    #expect(store.state.navigation.root.screen.as(InboxScreen.self) != nil, "still signed in")
    store.skipInFlightEffects()  // the next poll, on the store's clock
    await store.finish()
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
    store.exhaustivity = .on  // the first page is in: from here each step states its change
    let rows = Self.rows(store)
    let second = try #require(rows.last)
    let inbox = store.state.top.id
    await store.press(.character("j")) {
      $0.modifyTop(as: InboxScreen.self) { $0.showRows(rows, selecting: 1) }
    }
    // Hidden at once, the selection on the row left; back after the 403, and selected again.
    let shown = await Self.act(.character("d"), on: store) {
      _ = $0.featureWrites[PendingInboxChanges.self].begin(
        .markDone(threadID: "12"), seen: second.updatedAt)
      $0.modifyTop(as: InboxScreen.self) {
        $0.shownCount = 1
        $0.viewport.selection = 0
      }
    } answered: {
      $0.featureWrites[PendingInboxChanges.self].fail(.markDone(threadID: "12"), serial: 1)
      $0.modifyTop(as: InboxScreen.self) {
        $0.shownCount = 2
        $0.viewport.selection = 1
      }
      _ = $0.alerts.enqueue(
        Alert(title: "Not marked done", message: Self.refusals[403] ?? "", buttons: [.dismiss()]),
        from: inbox)
    }
    #expect(shown.map(\.id) == ["11"], "hidden at once")
    #expect(Self.rows(store).map(\.id) == ["11", "12"], "back after the 403")
    #expect(Self.inbox(store)?.viewport.selection == 1, "and selected again")
    store.skipInFlightEffects()  // the next poll, on the store's clock
    await store.finish()
    try await backend.stop()
  }

  /// The question `M` asks over `rows`.
  static func markAllReadQuestion(_ rows: [InboxThread]) -> Alert {
    let unread = rows.filter(\.isUnread).count
    return Alert(
      title: "Mark everything read?",
      message:
        "Every thread up to the newest one shown (\(unread) unread) is marked read on GitHub.",
      buttons: [.confirm(title: "Mark read"), .dismiss(title: "Cancel")])
  }

  @Test func markAllReadAsksThenSendsTheNewestRowsTimeOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.list, RecordedExchange(method: "PUT", path: "/notifications", status: 205),
    ])
    let store = InboxPollingTests.store(backend)
    await store.start()
    store.exhaustivity = .on  // the first page is in: from here each step states its change
    let rows = Self.rows(store)
    #expect(rows.allSatisfy { $0.isUnread })
    let newest = try #require(rows.map(\.updatedAt).max())
    let change = InboxChange.markAllRead(upTo: newest)
    let inbox = store.state.top.id
    let question = Self.markAllReadQuestion(rows)
    await store.press(.character("M")) {
      _ = $0.alerts.enqueue(question, from: inbox)
      $0.confirmation = WriteConfirmation(
        alert: question, request: InboxWriteRequest(change, seen: nil))
    }
    await store.advance()
    #expect(Self.writes(backend).isEmpty, "nothing sent before Confirm")

    let shown = await Self.act(.enter, on: store) {
      $0.alerts.dismissCurrent()
      $0.confirmation = nil
      _ = $0.featureWrites[PendingInboxChanges.self].begin(change, seen: nil)
    } answered: {
      $0.featureWrites[PendingInboxChanges.self].succeed(change, serial: 1)
      $0.status = StatusMessage(text: "Marked everything read", serial: 1, screen: inbox)
    }
    #expect(shown.allSatisfy { !$0.isUnread }, "read at once")
    #expect(Self.rows(store).allSatisfy { !$0.isUnread })
    let writes = Self.writes(backend)
    #expect(writes.count == 1)
    #expect(writes.first?.method == "PUT")
    #expect(writes.first?.body.contains(#""last_read_at":"2026-11-20T10:00:00Z""#) == true)
    #expect(store.state.alerts.current == nil)
    store.skipInFlightEffects()  // the next poll and the footer's timer, on the store's clock
    await store.finish()
    try await backend.stop()
  }

  @Test func cancellingMarkAllReadSendsNothing() async throws {
    let backend = try await GitHubBackendTests.Backend.start([Self.list])
    let store = InboxPollingTests.store(backend)
    await store.start()
    store.exhaustivity = .on  // the first page is in: from here each step states its change
    let rows = Self.rows(store)
    let newest = try #require(rows.map(\.updatedAt).max())
    let question = Self.markAllReadQuestion(rows)
    let inbox = store.state.top.id
    await store.press(.character("M")) {
      _ = $0.alerts.enqueue(question, from: inbox)
      $0.confirmation = WriteConfirmation(
        alert: question, request: InboxWriteRequest(.markAllRead(upTo: newest), seen: nil))
    }
    await store.press(.escape) {
      $0.alerts.dismissCurrent()
      $0.confirmation = nil
    }
    await store.advance()
    #expect(Self.writes(backend).isEmpty)
    #expect(Self.rows(store).allSatisfy { $0.isUnread })
    store.skipInFlightEffects()  // the next poll, on the store's clock
    await store.finish()
    try await backend.stop()
  }

  @Test func enterOpensTheSubjectAndMarksTheThreadReadOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.list,
      RecordedExchange(method: "PATCH", path: "/notifications/threads/11", status: 205),
    ])
    let store = InboxPollingTests.store(backend)
    let program = store.program
    await store.start()
    store.exhaustivity = .on  // the first page is in: from here each step states its change
    let first = try #require(Self.rows(store).first)
    let inbox = store.state.top.id
    // The issue opens, and the thread is marked read at once.
    await store.press(.enter) {
      _ = program.push(&$0) { program.screen(for: .issue(first.repository, number: 7), id: $0) }
      $0.listOrigins[$0.top.id] = inbox
      _ = $0.featureWrites[PendingInboxChanges.self].begin(
        .markRead(threadID: "11"), seen: first.updatedAt)
    }
    #expect(store.state.navigation.count == 2, "the issue is open")
    // The issue's loads answer too, in no fixed order with the mark's: those are the issue
    // page's tests', reduced as they come; the mark's answer is stated.
    store.exhaustivity = .off
    await store.receive(Self.isWrite)
    let mark = store.state.featureWrites[PendingInboxChanges.self].entries[.thread("11")]
    #expect(mark?.isMade == true, "the server has it")
    #expect(Self.writes(backend).map(\.path) == ["/notifications/threads/11"])
    #expect(Self.writes(backend).first?.method == "PATCH")
    #expect(Self.inbox(store)?.rows(store.program.context(store.state)).first?.isUnread == false)
    #expect(store.state.status?.text == "Marked read", "the inbox's writes said what came of it")
    store.skipInFlightEffects()  // the next poll and the footer's timer, on the store's clock
    await store.finish()
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
