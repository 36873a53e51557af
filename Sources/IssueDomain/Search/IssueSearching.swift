/// Where searches go: GitHub's `/search/issues` or the demo's matcher.
///
/// Separate from `IssueRepository` so adding search doesn't change what every repository must
/// implement; the demo and GitHub repositories conform to both.
public protocol IssueSearching: Sendable {
  /// The page of results of `query` that follows `cursor` (`nil` for the first). The query
  /// must be within GitHub's limits (`SearchQuery.validate()`). Paging ends at GitHub's
  /// 1,000-result cap: no cursor leads past it.
  func searchIssues(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> SearchResultPage

  /// The page of `repository`'s issues in `state`, ordered by `sort`, that follows `cursor`:
  /// the repository list endpoint, for queries it can answer (`SearchQuery.repositoryListing`).
  /// Pull requests are included, as GitHub's endpoint returns them.
  func issues(
    in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort,
    after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage

  /// The first page of `query`'s search results as last kept, with no request; `nil` when
  /// nothing is kept.
  func keptSearch(_ query: SearchQuery) async -> KeptResults?

  /// The first page of `repository`'s issues in `state` by `sort` as last kept, with no
  /// request; `nil` when nothing is kept.
  func keptIssues(in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort) async
    -> KeptResults?
}

/// A backend with no store keeps nothing.
extension IssueSearching {
  public func keptSearch(_ query: SearchQuery) async -> KeptResults? { nil }

  public func keptIssues(in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort)
    async -> KeptResults?
  { nil }
}
