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
        let issues = IssuePage(
          items: page.items.filter { !$0.isPullRequest }, nextCursor: page.nextCursor,
          isIncomplete: page.isIncomplete)
        return SearchResultPage(page: issues, totalCount: nil, isIncomplete: page.isIncomplete)
      }
      return try await searching.searchIssues(query, after: cursor)
    } catch {
      throw IssueUseCaseError(error)
    }
  }
}
