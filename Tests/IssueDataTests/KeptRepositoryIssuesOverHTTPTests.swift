import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import SystemSupport
import TestSupport
import Testing

/// A repository's own issue list (`repo:octo/app is:open`, which the list endpoint answers)
/// over HTTP on 127.0.0.1, through the use case the screen calls: kept, read back with the
/// server down, and revalidated with its ETag when it is back; a 304 changes no row.
@Suite(.timeLimit(.minutes(1))) struct KeptRepositoryIssuesOverHTTPTests {
  static let path = "/repos/octo/app/issues?state=open&per_page=30"
  static let etag = "W/\"repo-list\""
  static let start = referenceDate

  static func answer(titles: [String]) -> RecordedExchange {
    RecordedExchange(
      path: path, headers: ["etag": etag],
      response: .array(
        titles.enumerated().map { index, title in
          .object([
            "number": .number(Double(index + 1)), "title": .string(title),
            "state": .string("open"),
            "repository_url": .string("https://api.github.com/repos/octo/app"),
          ])
        }))
  }

  static var query: SearchQuery {
    get throws { try #require(try? SearchQuery.parse("repo:octo/app is:open")) }
  }

  static func list(_ repository: GitHubIssueRepository) async throws -> SearchResultPage {
    let query = try Self.query
    #expect(query.repositoryListing != nil)
    return try await outcome { () async throws(IssueUseCaseError) in
      try await SearchIssues(searching: repository)(query, after: nil)
    }.get()
  }

  @Test func serverDownShowsTheKeptRowsAndItsReturnRevalidates() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-repo")
    defer { directory.remove() }
    let clock = Locked(Self.start)
    let server = try await StubServer.start([
      KeptResultsOverHTTPTests.user(), Self.answer(titles: ["One", "Two"]),
    ])
    let (first, firstTransport) = try KeptResultsOverHTTPTests.repository(
      baseURL: server.baseURL, directory: directory.path, clock: clock)
    let shown = try await Self.list(first)
    let baseURL = server.baseURL
    await firstTransport.shutdown()
    try await server.shutdown()

    // Down: the kept rows, by the same route and with no request; the request fails as
    // unreachable, which the screen shows as its offline banner over them.
    clock.withLock { $0 = $0.addingTimeInterval(600) }
    let (offline, offlineTransport) = try KeptResultsOverHTTPTests.repository(
      baseURL: baseURL, directory: directory.path, clock: clock)
    let kept = await SearchIssues(searching: offline).kept(try Self.query)
    #expect(kept?.page.page.items == shown.page.items)
    #expect(kept?.asOf == Self.start)
    let query = try Self.query
    let failed = await outcome { () async throws(IssueUseCaseError) in
      try await SearchIssues(searching: offline)(query, after: nil)
    }
    await offlineTransport.shutdown()
    guard case .failure(.connectivity) = failed else {
      Issue.record("expected a connectivity failure, got \(failed)")
      return
    }

    // Back: conditional; a 304 keeps every row and moves only the age, then a 200 replaces.
    let back = try await StubServer.start([
      KeptResultsOverHTTPTests.user(),
      RecordedExchange(path: Self.path, status: 304, headers: ["etag": Self.etag]),
      Self.answer(titles: ["One", "Two", "Three"]),
    ])
    let (online, onlineTransport) = try KeptResultsOverHTTPTests.repository(
      baseURL: back.baseURL, directory: directory.path, clock: clock)
    let unchanged = try await Self.list(online)
    let keptAfter304 = await SearchIssues(searching: online).kept(try Self.query)
    let changed = try await Self.list(online)
    let requests = back.receivedRequests()
    await onlineTransport.shutdown()
    try await back.shutdown()

    #expect(unchanged.page.items == shown.page.items)
    #expect(keptAfter304?.page.page.items == shown.page.items)
    #expect(keptAfter304?.asOf == Self.start.addingTimeInterval(600))
    #expect(changed.page.items.map(\.title) == ["One", "Two", "Three"])
    #expect(
      requests.filter { $0.path.hasPrefix("/repos/") }.map { $0.header("if-none-match") } == [
        Self.etag, Self.etag,
      ])
  }

  /// Each state and order is its own list: a kept open list is never shown for closed ones.
  @Test func anotherStateIsAnotherList() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-repo")
    defer { directory.remove() }
    let server = try await StubServer.start([
      KeptResultsOverHTTPTests.user(), Self.answer(titles: ["One"]),
    ])
    let (repository, transport) = try KeptResultsOverHTTPTests.repository(
      baseURL: server.baseURL, directory: directory.path, clock: Locked(Self.start))
    _ = try await Self.list(repository)
    await transport.shutdown()
    try await server.shutdown()
    let closed = try #require(try? SearchQuery.parse("repo:octo/app is:closed"))
    #expect(await SearchIssues(searching: repository).kept(closed) == nil)
    #expect(await SearchIssues(searching: repository).kept(try Self.query) != nil)
  }
}
