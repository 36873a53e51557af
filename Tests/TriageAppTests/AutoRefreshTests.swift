import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A search section's `refresh:` over real HTTP on 127.0.0.1 with the test's clock: the list
/// asks again by itself each interval, conditionally, only while it is on screen, once when it
/// is shown again, and never before a rate limit's wait is over.
@Suite(.timeLimit(.minutes(1)), .serialized) struct AutoRefreshTests {
  static let etag = "\"S1\""

  /// Search answers: `mine` (the refreshed section's query) with its ETag and a 304 to a
  /// request that sends it back, unless `limited` says to answer a rate limit; anything else
  /// with its rows.
  static func responder(limited: Locked<Bool>) -> StubResponder {
    { request in
      guard request.path.hasPrefix("/search/issues") else { return nil }
      let body =
        #"{"total_count": 2, "incomplete_results": false, "items": ["#
        + #"{"number": 7, "title": "Issue 7 ", "state": "open", "user": {"login": "o"}, "#
        + #""comments": 0, "created_at": "2026-01-01T00:00:00Z", "#
        + #""html_url": "https://github.com/octo/app/issues/7"}]}"#
      if request.path.contains("author") {
        if limited.withLock({ $0 }) {
          return RecordedExchange(
            path: request.path, status: 403,
            headers: [
              "x-ratelimit-remaining": "0",
              "x-ratelimit-reset": "\(Int(GitHubBackendTests.now.timeIntervalSince1970) + 300)",
            ],
            rawBody: #"{"message": "API rate limit exceeded"}"#)
        }
        if request.header("if-none-match") == etag {
          return RecordedExchange(path: request.path, status: 304, headers: ["etag": etag])
        }
        return RecordedExchange(path: request.path, headers: ["etag": etag], rawBody: body)
      }
      return RecordedExchange(path: request.path, rawBody: body)
    }
  }

  static func store(_ backend: GitHubBackendTests.Backend) -> TestStore<TriageProgram> {
    let environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { GitHubBackendTests.now })
    var mine = Section.search("Mine", query: "is:open author:@me")
    mine.refresh = .seconds(60)
    let program = TriageProgram(
      environment: environment,
      sections: SectionsConfiguration(sections: [mine, .search("All", query: "is:open")])
        ?? .defaults)
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
    return TestStore(program: program, initialState: state, exhaustivity: .off)
  }

  /// The refreshed section's requests so far, each with the validator it sent.
  static func mine(_ backend: GitHubBackendTests.Backend) -> [String] {
    backend.server.receivedRequests().filter { $0.path.contains("author") }.map {
      $0.header("if-none-match") ?? "-"
    }
  }

  @Test func itRefreshesEachIntervalOnlyWhileOnScreen() async throws {
    let limited = Locked(false)
    let backend = try await GitHubBackendTests.Backend.start(
      [], cache: ResponseCache(), responder: Self.responder(limited: limited))
    let store = Self.store(backend)
    await store.start()
    #expect(Self.mine(backend) == ["-"])
    await store.advance(by: .seconds(59))
    #expect(Self.mine(backend) == ["-"], "not before the interval")
    await store.advance(by: .seconds(1))
    #expect(Self.mine(backend) == ["-", Self.etag])
    // Another tab on screen: nothing for three intervals; shown again, one refresh at once.
    await store.press(.character("2"))
    for _ in 0..<3 { await store.advance(by: .seconds(60)) }
    #expect(Self.mine(backend) == ["-", Self.etag])
    await store.press(.character("1"))
    #expect(Self.mine(backend) == ["-", Self.etag, Self.etag])
    await store.finish()
    try await backend.stop()
  }

  @Test func aRateLimitedRefreshWaitsForTheLimitNotTheInterval() async throws {
    let limited = Locked(false)
    let backend = try await GitHubBackendTests.Backend.start(
      [], cache: ResponseCache(), responder: Self.responder(limited: limited))
    let store = Self.store(backend)
    await store.start()
    limited.withLock { $0 = true }
    await store.advance(by: .seconds(60))
    let afterLimit = Self.mine(backend).count
    #expect(afterLimit >= 2, "the refresh went out and met the limit")
    limited.withLock { $0 = false }
    // Within the limit's 300 s no refresh goes out by itself.
    for _ in 0..<4 { await store.advance(by: .seconds(60)) }
    #expect(Self.mine(backend).count == afterLimit)
    await store.finish()
    try await backend.stop()
  }
}
