import BackendTestSupport
import Clocks
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Logging
import ScreenState
import TestSupport
import Testing

/// Search over real HTTP on 127.0.0.1: the real transport and repository against the stub
/// server replaying our own recording of `GET /search/issues` (Tests/Fixtures/search) and
/// answers written here for each limit and failure.
@Suite(.timeLimit(.minutes(1))) struct GitHubSearchTests {
  typealias Backend = StubBackend

  static func fixture(_ name: String, filePath: String = #filePath) throws -> [RecordedExchange] {
    let directory = OctokitFixtures.octokitDirectory(from: filePath).deletingLastPathComponent()
    return try OctokitFixtures.load(directory.appendingPathComponent("search/\(name).json"))
  }

  static func query(_ text: String) throws -> SearchQuery {
    try #require(try? SearchQuery.parse(text))
  }

  static func search(_ backend: Backend, _ query: SearchQuery, after cursor: PageCursor? = nil)
    async -> Result<SearchResultPage, IssueRepositoryError>
  {
    await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.searchIssues(query, after: cursor)
    }
  }

  /// An answer of `count` minimal issues, with `total_count` and a `link` header.
  static func answer(
    path: String, count: Int, total: Int, incomplete: Bool = false, link: String? = nil
  ) -> RecordedExchange {
    let items: [JSONValue] = (0..<count).map { index in
      .object([
        "number": .number(Double(index + 1)), "title": .string("Issue \(index + 1)"),
        "state": .string("open"),
        "repository_url": .string("https://api.github.com/repos/octo/app"),
      ])
    }
    return RecordedExchange(
      path: path, headers: link.map { ["link": $0] } ?? [:],
      response: .object([
        "total_count": .number(Double(total)), "incomplete_results": .bool(incomplete),
        "items": .array(items),
      ]))
  }

  // MARK: - The recording

  @Test func rowsPagingAndTheTotalCountOfTheRecordedAnswer() async throws {
    let backend = try await Backend.start(try Self.fixture("search-issues"))
    let query = try Self.query("label:bug no:assignee sort:updated-desc")
    let first = try await Self.search(backend, query).get()
    #expect(first.totalCount == 3)
    #expect(!first.isIncomplete)
    #expect(!first.isCapped)
    #expect(
      first.page.items.map(\.id) == [
        IssueReference(repository: .init(owner: "octo", name: "app"), number: 1347),
        IssueReference(repository: .init(owner: "octo", name: "app"), number: 1290),
      ])
    let row = try #require(first.page.items.first)
    #expect(row.title == "Found a bug")
    #expect(row.labels == [Label(name: "bug", color: "d73a4a")])
    #expect(row.assignees.isEmpty)
    #expect(row.milestone == "v1.0")
    #expect(row.commentCount == 3)
    #expect(row.author.login == "monalisa")
    let next = try #require(first.page.nextCursor)
    #expect(next.rawValue.hasPrefix(backend.server.baseURL + "/search/issues?"))

    let second = try await Self.search(backend, query, after: next).get()
    #expect(
      second.page.items.map(\.id) == [
        IssueReference(repository: .init(owner: "octo", name: "tools"), number: 88)
      ])
    #expect(second.page.items.first?.state == .closed)
    #expect(second.page.items.first?.stateReason == .completed)
    #expect(second.page.nextCursor == nil)

    let queries = backend.receivedQueries()
    #expect(queries.count == 2)
    #expect(
      queries.first == [
        "q": "is:issue label:bug no:assignee", "sort": "updated", "order": "desc",
        "per_page": "30",
      ])
    #expect(backend.server.remainingExchanges().isEmpty)
    #expect(
      backend.server.receivedRequests().first?.header("authorization") == "Bearer fixture-token")
    try await backend.stop()
  }

  // MARK: - The 1,000-result cap

  @Test func pagingStopsAtTheThousandthResult() async throws {
    let base = "/search/issues?q=is:issue+bug&per_page=30"
    let backend = try await Backend.start([
      Self.answer(
        path: base + "&page=33", count: 30, total: 4321,
        link: "<https://api.github.com\(base)&page=34>; rel=\"next\""),
      Self.answer(
        path: base + "&page=34", count: 10, total: 4321,
        link: "<https://api.github.com\(base)&page=35>; rel=\"next\""),
      Self.answer(path: base + "&page=35", count: 30, total: 4321),
    ])
    var cursor: PageCursor? = PageCursor(backend.server.baseURL + base + "&page=33")
    var pages: [SearchResultPage] = []
    for _ in 0..<5 {
      guard let current = cursor else { break }
      let page = try await Self.search(backend, try Self.query("bug"), after: current).get()
      pages.append(page)
      cursor = page.page.nextCursor
    }
    #expect(pages.map(\.page.items.count) == [30, 10])
    #expect(pages.allSatisfy { $0.isCapped })
    #expect(backend.receivedQueries().map { $0["page"] } == ["33", "34"], "no page 35")
    try await backend.stop()
  }

  @Test func incompleteResultsAreReported() async throws {
    let backend = try await Backend.start([
      Self.answer(
        path: "/search/issues?q=is:issue+slow&per_page=30", count: 2, total: 2, incomplete: true)
    ])
    let page = try await Self.search(backend, try Self.query("slow")).get()
    #expect(page.isIncomplete)
    #expect(page.page.items.count == 2)
    try await backend.stop()
  }

  @Test func aNegativeTotalCountIsNoCount() async throws {
    let backend = try await Backend.start([
      Self.answer(path: "/search/issues?q=is:issue+x&per_page=30", count: 1, total: -5)
    ])
    let page = try await Self.search(backend, try Self.query("x")).get()
    #expect(page.totalCount == nil)
    try await backend.stop()
  }

  // MARK: - Failures

  static let limitedPath = "/search/issues?q=is:issue+bug&per_page=30"

  @Test(arguments: [
    (403, ["retry-after": "30"], Duration.seconds(30)),
    (429, ["retry-after": "7"], Duration.seconds(7)),
    (403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795000045"], Duration.seconds(45)),
    (429, [:], Duration.seconds(60)),
  ])
  func theSearchRateLimitIsAWaitWithItsCountdown(
    status: Int, headers: [String: String], wait: Duration
  ) async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: Self.limitedPath, status: status, headers: headers,
        response: .object([
          "message": .string("You have exceeded a secondary rate limit."),
          "documentation_url": .string("https://docs.github.com/rest/overview/rate-limits"),
        ]))
    ])
    let result = await Self.search(backend, try Self.query("bug"))
    guard case .rateLimited(let retryAfter) = result.failure else {
      Testing.Issue.record("expected a rate limit, got \(result)")
      try await backend.stop()
      return
    }
    #expect(retryAfter == wait)
    // The use case's error is the one the app's countdown reads.
    guard case .rateLimited(let countdown) = IssueUseCaseError(.rateLimited(retryAfter: retryAfter))
    else {
      Testing.Issue.record("the use case lost the rate limit")
      try await backend.stop()
      return
    }
    #expect(countdown == wait)
    try await backend.stop()
  }

  @Test func validationFailedKeepsGitHubsMessage() async throws {
    let message =
      "The listed users cannot be searched either because the users do not exist or you do not have permission to view the users."
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/search/issues?q=is:issue+author:nobody-here&per_page=30", status: 422,
        response: .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "message": .string(message), "resource": .string("Search"), "field": .string("q"),
              "code": .string("invalid"),
            ])
          ]),
          "documentation_url": .string("https://docs.github.com/v3/search/"),
          "status": .string("422"),
        ]))
    ])
    let result = await Self.search(backend, try Self.query("author:nobody-here"))
    guard case .rejected(let rejections) = result.failure else {
      Testing.Issue.record("expected a 422, got \(result)")
      try await backend.stop()
      return
    }
    #expect(rejections == [FieldRejection(field: "q", reason: .other(message))])
    try await backend.stop()
  }

  @Test func aBodyWithoutItemsIsMalformed() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/search/issues?q=is:issue+x&per_page=30",
        response: .object(["total_count": .number(1)]))
    ])
    let result = await Self.search(backend, try Self.query("x"))
    guard case .malformedResponse(.undecodable) = result.failure else {
      Testing.Issue.record("expected undecodable, got \(result)")
      try await backend.stop()
      return
    }
    try await backend.stop()
  }

  @Test func aNextLinkToAnotherOriginIsNotFollowed() async throws {
    let backend = try await Backend.start([])
    let result = await Self.search(
      backend, try Self.query("x"),
      after: PageCursor("https://evil.example/search/issues?q=x&page=2"))
    guard case .malformedResponse(.crossOriginLink) = result.failure else {
      Testing.Issue.record("expected crossOriginLink, got \(result)")
      try await backend.stop()
      return
    }
    #expect(backend.server.receivedRequests().isEmpty)
    try await backend.stop()
  }

  // MARK: - What is sent

  /// `+`, `&`, `#` and quotes reach the server as typed: a bare `+` would arrive as a space.
  @Test func reservedCharactersInTheQueryArriveIntact() async throws {
    let backend = try await Backend.start([
      Self.answer(
        path: "/search/issues?q=is%3Aissue+label%3Ac%2B%2B+%22a%26b+%231%22&per_page=30",
        count: 1, total: 1)
    ])
    let page = await Self.search(backend, try Self.query("label:c++ \"a&b #1\""))
    #expect(page.failure == nil, "the stub matched the decoded query")
    try await backend.stop()
  }

  @Test func theSortedListingAsksTheIssuesEndpoint() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/issues?state=closed&sort=comments&direction=asc&per_page=30",
        response: .array([
          .object([
            "number": .number(5), "title": .string("Five"), "state": .string("closed"),
            "comments": .number(0),
          ])
        ]))
    ])
    let page = try await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.issues(
        in: .init(owner: "octo", name: "app"), state: .closed,
        sort: SearchSort(.comments, .ascending), after: nil)
    }.get()
    #expect(page.items.map(\.number) == [5])
    #expect(page.nextCursor == nil)
    #expect(
      backend.receivedQueries() == [
        ["state": "closed", "sort": "comments", "direction": "asc", "per_page": "30"]
      ])
    #expect(
      backend.server.receivedRequests().first.map { URLComponents(string: $0.path)?.path }
        == "/repos/octo/app/issues")
    try await backend.stop()
  }
}
