import IssueDomain

/// A repository's issues: which repository, which of them (state, pull requests), and the
/// paging list.
public struct IssueListScreen: Equatable, Sendable {
  public let repository: RepositoryName
  public var filter: IssueStateFilter
  public var showsPullRequests: Bool
  public var store: IssueListStore

  public init(
    repository: RepositoryName, filter: IssueStateFilter = .open, showsPullRequests: Bool = false,
    store: IssueListStore
  ) {
    self.repository = repository
    self.filter = filter
    self.showsPullRequests = showsPullRequests
    self.store = store
  }

  /// What the header says about the filter, e.g. "open" or "all + PRs".
  public var filterDescription: String {
    filter.rawValue + (showsPullRequests ? " + PRs" : "")
  }
}
