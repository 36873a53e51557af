import ScreenState

/// Runs a search: through the repository listing when the query allows it (no search rate
/// limit, no cap), through search otherwise.
///
/// Like the other use cases, it is where a repository failure becomes a use-case failure; the
/// app's boundary logs it.
public struct SearchIssues: Sendable {
  public let searching: any IssueSearching

  public init(searching: any IssueSearching) {
    self.searching = searching
  }

  /// The page of `query`'s results that follows `cursor`; `nil` asks for the first page. A
  /// query over GitHub's limits is `invalidInput` for the field `q` before any request, worded
  /// as GitHub would word its 422.
  public func callAsFunction(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(IssueUseCaseError) -> SearchResultPage
  {
    do throws(SearchQueryError) {
      try query.validate()
    } catch {
      throw .invalidInput([FieldRejection(field: "q", reason: .other(error.message))])
    }
    do throws(IssueRepositoryError) {
      if let listing = query.repositoryListing {
        let page = try await searching.issues(
          in: listing.repository, state: listing.state, sort: listing.sort, after: cursor)
        return Self.listed(page)
      }
      return try await searching.searchIssues(query, after: cursor)
    } catch {
      throw IssueUseCaseError(error)
    }
  }

  /// The first page of `query`'s results as last kept, by the same route `callAsFunction`
  /// takes and with the same rows left out; `nil` when nothing is kept or the query is invalid.
  public func kept(_ query: SearchQuery) async -> KeptResults? {
    do throws(SearchQueryError) {
      try query.validate()
    } catch {
      return nil
    }
    guard let listing = query.repositoryListing else { return await searching.keptSearch(query) }
    guard
      var kept = await searching.keptIssues(
        in: listing.repository, state: listing.state, sort: listing.sort)
    else { return nil }
    kept.page = Self.listed(kept.page.page)
    return kept
  }

  /// A repository listing's page as results: pull requests left out, and no count.
  static func listed(_ page: IssuePage) -> SearchResultPage {
    let issues = IssuePage(
      items: page.items.filter { !$0.isPullRequest }, nextCursor: page.nextCursor,
      isIncomplete: page.isIncomplete)
    return SearchResultPage(page: issues, totalCount: nil, isIncomplete: page.isIncomplete)
  }
}
