extension SearchQuery {
  /// A query the repository issue list (`GET /repos/{o}/{r}/issues`) answers as well as search
  /// does, without search's 30-a-minute limit or its 1,000-result cap.
  public struct RepositoryListing: Hashable, Sendable {
    public var repository: RepositoryName
    public var state: IssueStateFilter
    /// The list's order; `created-desc` (the endpoint's default) when the query has no `sort:`.
    public var sort: SearchSort

    public init(repository: RepositoryName, state: IssueStateFilter, sort: SearchSort) {
      self.repository = repository
      self.state = state
      self.sort = sort
    }
  }

  /// The listing that answers this query, or `nil` when only search can: the query must be one
  /// `repo:` plus at most one state, at most one `is:issue`, and at most one `sort:`. Pull
  /// requests are never asked for (`is:pr` needs search): the list endpoint returns them mixed
  /// in, and the caller removes them, as a search without `is:pr` would (`searchText`).
  public var repositoryListing: RepositoryListing? {
    var repository: RepositoryName?
    var state: IssueState?
    var sort: SearchSort?
    var sawKind = false
    for term in terms {
      switch term {
      case .repository(let name) where repository == nil: repository = name
      case .state(let value) where state == nil: state = value
      case .sort(let value) where sort == nil: sort = value
      case .kind(.issue) where !sawKind: sawKind = true
      default: return nil
      }
    }
    guard let repository else { return nil }
    let filter: IssueStateFilter =
      switch state {
      case .open: .open
      case .closed: .closed
      case nil: .all
      }
    return RepositoryListing(
      repository: repository, state: filter, sort: sort ?? SearchSort(.created, .descending))
  }
}
