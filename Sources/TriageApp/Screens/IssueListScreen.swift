import ErrorHandling
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
  /// The header badge: the state shown, and whether pull requests are too.
  func filterDescription(_ words: ChromeWords) -> String {
    let state: LocalizedText =
      switch filter {
      case .open: .filterOpen
      case .closed: .filterClosed
      case .all: .filterAll
      }
    return words(state) + (showsPullRequests ? " " + words(.withPullRequests) : "")
  }
}
