/// Which issue: its repository (when known) and number.
///
/// Rows of a search come from many repositories, so a row's identity needs both.
public struct IssueReference: Hashable, Sendable {
  public var repository: RepositoryName?
  public var number: Int

  public init(repository: RepositoryName?, number: Int) {
    self.repository = repository
    self.number = number
  }
}
