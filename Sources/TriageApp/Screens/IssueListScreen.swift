/// A repository's issues: which repository, and the paging list of its issues.
public struct IssueListScreen: Equatable, Sendable {
  /// `owner/name`.
  public let repository: String
  public var store: IssueListStore

  public init(repository: String, store: IssueListStore) {
    self.repository = repository
    self.store = store
  }
}
