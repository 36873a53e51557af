import Clocks
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import IssueStore
import Logging
import ScreenState
import SystemSupport
import TestSupport
import Testing

/// The store and the real client over HTTP on 127.0.0.1: a search's first page is kept, asked
/// for again with its ETag, and read back with no request when the server is down.
@Suite(.timeLimit(.minutes(1))) struct KeptResultsOverHTTPTests {
  static let path = "/search/issues?q=is:issue+label:bug&per_page=30"
  static let etag = "W/\"0123456789abcdef\""
  static let start = referenceDate

  /// A repository on `baseURL` with a real store in `directory`, at the time in `clock`.
  static func repository(
    baseURL: String, directory: String, clock: Locked<Date>
  ) throws -> (GitHubIssueRepository, AsyncHTTPClientTransport) {
    let transport = AsyncHTTPClientTransport(
      limits: .init())
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    let client = GitHubClient(
      configuration: .init(baseURL: try #require(URL(string: baseURL)), userAgent: "triage/test"),
      transport: transport, clock: ImmediateClock(), now: now, logger: silentLogger)
    let accounts = AccountStore(
      directory: directory, host: "127.0.0.1", now: now, logger: silentLogger)
    return (
      GitHubIssueRepository(
        client: client, token: "fixture-token", accounts: accounts, logger: silentLogger),
      transport
    )
  }

  static func user() -> RecordedExchange {
    RecordedExchange(path: "/user", response: .object(["login": .string("octocat")]))
  }

  static func answer(titles: [String]) -> RecordedExchange {
    RecordedExchange(
      path: path, headers: ["etag": etag],
      response: .object([
        "total_count": .number(Double(titles.count)), "incomplete_results": .bool(false),
        "items": .array(
          titles.enumerated().map { index, title in
            .object([
              "number": .number(Double(index + 1)), "title": .string(title),
              "state": .string("open"),
              "repository_url": .string("https://api.github.com/repos/octo/app"),
            ])
          }),
      ]))
  }

  static func search(_ repository: GitHubIssueRepository) async throws -> SearchResultPage {
    let query = try #require(try? SearchQuery.parse("is:issue label:bug"))
    return try await outcome { () async throws(IssueRepositoryError) in
      try await repository.searchIssues(query, after: nil)
    }.get()
  }

  static var query: SearchQuery {
    get throws { try #require(try? SearchQuery.parse("is:issue label:bug")) }
  }

  @Test func aNotModifiedAnswerChangesNoRowOnlyTheAge() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept")
    defer { directory.remove() }
    let clock = Locked(Self.start)
    let server = try await StubServer.start([
      Self.user(), Self.answer(titles: ["One", "Two"]),
      RecordedExchange(path: Self.path, status: 304, headers: ["etag": Self.etag]),
    ])
    let (repository, transport) = try Self.repository(
      baseURL: server.baseURL, directory: directory.path, clock: clock)

    let first = try await Self.search(repository)
    clock.withLock { $0 = $0.addingTimeInterval(720) }
    let again = try await Self.search(repository)
    let requests = server.receivedRequests()
    await transport.shutdown()
    try await server.shutdown()

    #expect(again.page.items == first.page.items)
    #expect(first.page.items.map(\.title) == ["One", "Two"])
    #expect(requests.map { $0.header("if-none-match") } == [nil, nil, Self.etag])
    let kept = await repository.keptSearch(try Self.query)
    #expect(kept?.page.page.items == first.page.items)
    #expect(kept?.asOf == Self.start.addingTimeInterval(720))
  }

  @Test func withTheServerDownTheKeptRowsAreThereAndItsReturnRevalidates() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept")
    defer { directory.remove() }
    let clock = Locked(Self.start)
    // The first run: the answer is kept.
    let server = try await StubServer.start([Self.user(), Self.answer(titles: ["One", "Two"])])
    let (first, firstTransport) = try Self.repository(
      baseURL: server.baseURL, directory: directory.path, clock: clock)
    let shown = try await Self.search(first)
    let baseURL = server.baseURL
    await firstTransport.shutdown()
    try await server.shutdown()

    // The next run, with the server down: the kept rows with no request, and the request fails.
    let (offline, offlineTransport) = try Self.repository(
      baseURL: baseURL, directory: directory.path, clock: clock)
    let kept = await offline.keptSearch(try Self.query)
    #expect(kept?.page.page.items == shown.page.items)
    #expect(kept?.asOf == Self.start)
    let query = try Self.query
    let failed = await outcome { () async throws(IssueRepositoryError) in
      try await offline.searchIssues(query, after: nil)
    }
    await offlineTransport.shutdown()
    guard case .failure(.unreachable) = failed else {
      Issue.record("expected unreachable, got \(failed)")
      return
    }

    // The server is back: the request is conditional, and a change replaces the rows.
    let back = try await StubServer.start([
      Self.user(), Self.answer(titles: ["One", "Two", "Three"]),
    ])
    let (online, onlineTransport) = try Self.repository(
      baseURL: back.baseURL, directory: directory.path, clock: clock)
    let fresh = try await Self.search(online)
    let requests = back.receivedRequests()
    await onlineTransport.shutdown()
    try await back.shutdown()

    #expect(fresh.page.items.map(\.title) == ["One", "Two", "Three"])
    #expect(requests.last?.header("if-none-match") == Self.etag)
    #expect(await online.keptSearch(try Self.query)?.page.page.items.count == 3)
  }

  @Test func withNoStoreNothingIsKept() async throws {
    let server = try await StubServer.start([Self.answer(titles: ["One"])])
    let transport = AsyncHTTPClientTransport()
    let client = GitHubClient(
      configuration: .init(
        baseURL: try #require(URL(string: server.baseURL)), userAgent: "triage/test"),
      transport: transport, clock: ImmediateClock(),
      logger: silentLogger)
    let repository = GitHubIssueRepository(
      client: client, token: "t", logger: silentLogger)
    _ = try await Self.search(repository)
    await transport.shutdown()
    try await server.shutdown()
    #expect(await repository.keptSearch(try Self.query) == nil)
  }
}
