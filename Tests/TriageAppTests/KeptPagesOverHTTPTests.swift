import Foundation
import GitHubStubServer
import IssueDomain
import TerminalUI
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Every page of a list is kept as it is seen, over HTTP on 127.0.0.1 with a real store: the
/// next run asks for each page with its own ETag, and with the server down the pages seen
/// before are still reached by paging.
@Suite(.timeLimit(.minutes(1)), .serialized) struct KeptPagesOverHTTPTests {
  typealias Kept = KeptScreensOverHTTPTests
  static let secondPath = Kept.listPath + "&page=2"

  static func firstPage(etag: String) -> RecordedExchange {
    RecordedExchange(
      path: Kept.listPath,
      headers: ["etag": etag, "link": "<https://api.github.com\(secondPath)>; rel=\"next\""],
      response: .array([NetworkFaultTests.issue(7), NetworkFaultTests.issue(8)]))
  }

  static func run(_ baseURL: String, _ directory: String, after seconds: TimeInterval) throws
    -> Kept.Run
  {
    try Kept.Run(
      baseURL: baseURL, directory: directory, now: Kept.start.addingTimeInterval(seconds),
      sections: Kept.repositories, repository: Kept.app)
  }

  @Test func laterPagesAreAskedForWithTheirOwnETagAndPagedOffline() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-pages")
    defer { directory.remove() }
    let server = try await StubServer.start([
      Kept.user, Self.firstPage(etag: "\"P1\""),
      RecordedExchange(
        path: Self.secondPath, headers: ["etag": "\"P2\""],
        response: .array([NetworkFaultTests.issue(9), NetworkFaultTests.issue(10)])),
      // The second run: both pages unchanged.
      RecordedExchange(
        path: Kept.listPath, status: 304,
        headers: [
          "etag": "\"P1\"", "link": "<https://api.github.com\(Self.secondPath)>; rel=\"next\"",
        ]),
      RecordedExchange(path: Self.secondPath, status: 304, headers: ["etag": "\"P2\""]),
    ])
    let first = try Self.run(server.baseURL, directory.path, after: 0)
    await first.terminal.waitForFrame(containing: "Issue 8 ")
    first.terminal.press(.end)
    await first.terminal.waitForFrame(containing: "Issue 10 ")
    _ = await first.end()

    let second = try Self.run(server.baseURL, directory.path, after: 60)
    await second.terminal.waitForFrame { frame in
      let text = Kept.text(frame)
      return text.contains("Issue 8 ") && !text.contains("as of")
    }
    second.terminal.press(.end)
    await second.terminal.waitForFrame(containing: "Issue 10 ")
    let secondState = await second.end()
    let requests = server.receivedRequests().filter { $0.path.hasPrefix("/repos/") }
    let baseURL = server.baseURL
    try await server.shutdown()
    #expect(
      requests.map { "\($0.path) \($0.header("if-none-match") ?? "-")" } == [
        "\(Kept.listPath) -", "\(Self.secondPath) -",
        "\(Kept.listPath) \"P1\"", "\(Self.secondPath) \"P2\"",
      ])
    #expect(Kept.items(secondState) == [7, 8, 9, 10])

    // Down: the first page under the offline banner, and the second from the store.
    let offline = try Self.run(baseURL, directory.path, after: 720)
    await offline.terminal.waitForFrame(containing: "offline, showing data from")
    offline.terminal.press(.end)
    await offline.terminal.waitForFrame(containing: "Issue 10 ")
    let offlineState = await offline.end()
    #expect(!offlineState.alerts.isShowing && offlineState.alerts.pending.isEmpty)
    #expect(Kept.items(offlineState) == [7, 8, 9, 10])
  }

  /// A page never seen can't be had offline: paging fails in the footer, as without a store.
  @Test func aPageNeverSeenStillFailsOffline() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-pages")
    defer { directory.remove() }
    let server = try await StubServer.start([Kept.user, Self.firstPage(etag: "\"P1\"")])
    let first = try Self.run(server.baseURL, directory.path, after: 0)
    await first.terminal.waitForFrame(containing: "Issue 8 ")
    _ = await first.end()
    let baseURL = server.baseURL
    try await server.shutdown()

    let offline = try Self.run(baseURL, directory.path, after: 720)
    await offline.terminal.waitForFrame(containing: "offline, showing data from")
    offline.terminal.press(.end)
    let frame = await offline.terminal.waitForFrame { frame in
      let text = Kept.text(frame)
      return text.contains("Issue 8 ") && (text.contains("Couldn’t") || text.contains("Retry"))
    }
    #expect(!Kept.text(frame).contains("Issue 9 "))
    _ = await offline.end()
  }
}
