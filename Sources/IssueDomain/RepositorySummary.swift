/// A repository as the Repositories screen lists it.
public struct RepositorySummary: Identifiable, Hashable, Sendable {
  public var id: String { fullName }
  /// `owner/name`, which identifies it in every request.
  public var fullName: String
  /// The repository's description; empty when it has none.
  public var summary: String
  public var openIssueCount: Int

  public init(fullName: String, summary: String, openIssueCount: Int) {
    self.fullName = fullName
    self.summary = summary
    self.openIssueCount = openIssueCount
  }
}
