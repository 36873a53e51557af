import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import SystemSupport
import TestSupport
import Testing

/// The store keeps what the user did: after a write the server took, a later run with the
/// server down shows what the server was told (a thread read or done, an issue closed, a
/// comment added), not what it had said before.
@Suite(.timeLimit(.minutes(1))) struct KeptWritesOverHTTPTests {
  typealias Kept = KeptResultsOverHTTPTests

  static func thread(_ id: String) -> String {
    GitHubInboxTests.thread(id: id, reason: "mention", type: "Release", url: nil)
  }

  @Test func aThreadReadOrDoneIsSoInTheNextRunOffline() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-writes")
    defer { directory.remove() }
    let clock = Locked(Kept.start)
    let server = try await StubServer.start([
      Kept.user(),
      GitHubInboxTests.page(
        [Self.thread("1"), Self.thread("2"), Self.thread("3")],
        headers: ["Last-Modified": "Thu, 26 Nov 2026 10:00:00 GMT"]),
      RecordedExchange(method: "PATCH", path: "/notifications/threads/1", status: 205),
      RecordedExchange(method: "DELETE", path: "/notifications/threads/2", status: 204),
      RecordedExchange(method: "DELETE", path: "/notifications/threads/9", status: 404),
    ])
    let (online, transport) = try Kept.repository(
      baseURL: server.baseURL, directory: directory.path, clock: clock)
    _ = try await outcome { () async throws(IssueRepositoryError) in
      try await online.inbox(participating: false, after: nil, since: nil)
    }.get()
    try await online.change(.markRead(threadID: "1"))
    try await online.change(.markDone(threadID: "2"))
    let refused = await outcome { () async throws(IssueRepositoryError) in
      try await online.change(.markDone(threadID: "9"))
    }
    let baseURL = server.baseURL
    await transport.shutdown()
    try await server.shutdown()
    #expect(throws: IssueRepositoryError.self) { try refused.get() }

    let (offline, offlineTransport) = try Kept.repository(
      baseURL: baseURL, directory: directory.path, clock: clock)
    let kept = await offline.keptInbox(participating: false)
    await offlineTransport.shutdown()
    let threads = try #require(kept).page.items
    #expect(threads.map(\.id) == ["1", "3"], "the thread marked done is gone")
    #expect(threads.map(\.isUnread) == [false, true], "the thread marked read is read")
    #expect(kept?.lastModified == "Thu, 26 Nov 2026 10:00:00 GMT")
  }

  @Test func anIssueClosedAndCommentedOnIsSoInTheNextRunOffline() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-writes")
    defer { directory.remove() }
    let clock = Locked(Kept.start)
    let app = RepositoryName(owner: "octo", name: "app")
    let server = try await StubServer.start([
      Kept.user(), Kept.answer(titles: ["One", "Two"]),
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/2",
        response: .object([
          "number": .integer(2), "title": .string("Two, renamed"), "state": .string("closed"),
          "user": .object(["login": .string("hubot")]), "comments": .integer(0),
          "created_at": .string("2026-11-01T10:00:00Z"),
          "html_url": .string("https://github.com/octo/app/issues/2"),
        ])),
    ])
    let (online, transport) = try Kept.repository(
      baseURL: server.baseURL, directory: directory.path, clock: clock)
    _ = try await Kept.search(online)
    _ = try await outcome { () async throws(IssueRepositoryError) in
      try await online.updateIssue(2, in: app, change: IssueChange(state: .closed))
    }.get()
    let baseURL = server.baseURL
    await transport.shutdown()
    try await server.shutdown()

    let (offline, offlineTransport) = try Kept.repository(
      baseURL: baseURL, directory: directory.path, clock: clock)
    let kept = await offline.keptSearch(try Kept.query)
    await offlineTransport.shutdown()
    let rows = try #require(kept).page.page.items
    #expect(rows.map(\.title) == ["One", "Two, renamed"])
    #expect(rows.map(\.state) == [.open, .closed])
  }
}
