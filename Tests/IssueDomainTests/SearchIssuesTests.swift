import IssueDomain
import ScreenState
import SystemSupport
import TestSupport
import Testing

/// The search use case: which endpoint answers, pull requests removed from listings, limits
/// checked before any request, failures mapped and logged.
struct SearchIssuesTests {
  /// Answers fixed pages or a chosen failure, and records each call.
  final class FakeSearching: IssueSearching {
    let failure: IssueRepositoryError?
    let calls = Locked<[String]>([])

    init(failing failure: IssueRepositoryError? = nil) {
      self.failure = failure
    }

    func searchIssues(_ query: SearchQuery, after cursor: PageCursor?)
      async throws(IssueRepositoryError) -> SearchResultPage
    {
      calls.withLock { $0.append("search(\(query.searchText), \(cursor?.rawValue ?? "nil"))") }
      if let failure { throw failure }
      return SearchResultPage(
        page: IssuePage(
          items: [FakeIssueRepository.issue(1)], nextCursor: PageCursor("search-2")),
        totalCount: 1500, isIncomplete: true)
    }

    func issues(
      in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort,
      after cursor: PageCursor?
    ) async throws(IssueRepositoryError) -> IssuePage {
      calls.withLock {
        $0.append("list(\(repository), \(state.rawValue), \(sort), \(cursor?.rawValue ?? "nil"))")
      }
      if let failure { throw failure }
      return IssuePage(
        items: [
          FakeIssueRepository.issue(3), FakeIssueRepository.issue(2, isPullRequest: true),
        ], nextCursor: PageCursor("list-2"))
    }
  }

  static func query(_ text: String) throws -> SearchQuery {
    do throws(SearchQueryError) {
      return try SearchQuery.parse(text)
    } catch {
      throw error
    }
  }

  @Test func aQueryOnlyAboutOneRepositoryIsListedWithoutPullRequests() async throws {
    let fake = FakeSearching()
    let search = SearchIssues(searching: fake)
    let query = try Self.query("repo:octo/app is:closed sort:comments-asc")
    let result = try await search(query, after: PageCursor("list-1"))
    #expect(fake.calls.withLock { $0 } == ["list(octo/app, closed, comments-asc, list-1)"])
    #expect(result.page.items.map(\.number) == [3])
    #expect(result.page.nextCursor == PageCursor("list-2"))
    #expect(result.totalCount == nil)
    #expect(!result.isCapped)
  }

  @Test func anythingElseIsSearchedWithCountsAndTheCap() async throws {
    let fake = FakeSearching()
    let search = SearchIssues(searching: fake)
    let result = try await search(try Self.query("repo:octo/app label:bug"), after: nil)
    #expect(fake.calls.withLock { $0 } == ["search(is:issue repo:octo/app label:bug, nil)"])
    #expect(result.totalCount == 1500)
    #expect(result.isIncomplete)
    #expect(result.isCapped)
  }

  @Test func aQueryOverTheLimitsIsRefusedBeforeAnyRequest() async throws {
    let fake = FakeSearching()
    let search = SearchIssues(searching: fake)
    let long = try Self.query("is:issue " + String(repeating: "a", count: 247))
      .withSort(SearchSort(.comments, .ascending))
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await search(long, after: nil)
    }
    guard case .invalidInput(let rejections) = result.failure else {
      Testing.Issue.record("expected invalidInput, got \(result)")
      return
    }
    #expect(rejections.map(\.field) == ["q"])
    #expect(fake.calls.withLock { $0 }.isEmpty)
  }

  @Test(arguments: ["repo:octo/app", "label:bug"])
  func failuresOfEitherPathAreMapped(text: String) async throws {
    let search = SearchIssues(
      searching: FakeSearching(failing: .rateLimited(retryAfter: .seconds(42))))
    let query = try Self.query(text)
    let result = await outcome { () async throws(IssueUseCaseError) in
      try await search(query, after: nil)
    }
    guard case .rateLimited(let wait) = result.failure else {
      Testing.Issue.record("expected rateLimited, got \(result)")
      return
    }
    #expect(wait == .seconds(42))
  }
}
