import FoundationEssentials

/// A repository as the Repositories screen lists it and the Issues screen's header names it.
public struct Repository: Identifiable, Hashable, Sendable {
  /// The name identifies a row across pages: GitHub never lists two repositories with one name.
  public var id: RepositoryName { name }
  /// `owner/name`, which every request about the repository carries.
  public var name: RepositoryName
  /// The repository's description; empty when it has none. Untrusted text.
  public var summary: String
  /// Open issues, pull requests included, as GitHub counts them; `nil` when the server didn't
  /// say.
  public var openIssueCount: Int?
  /// When anything in it last changed; the list is ordered by it, newest first.
  public var updatedAt: Date
  /// Whether only some accounts can see it.
  public var isPrivate: Bool

  /// `"owner/name"`, for headers and breadcrumbs.
  public var fullName: String { name.description }

  /// Creates a repository.
  public init(
    name: RepositoryName, summary: String, openIssueCount: Int?, updatedAt: Date,
    isPrivate: Bool = false
  ) {
    self.name = name
    self.summary = summary
    self.openIssueCount = openIssueCount
    self.updatedAt = updatedAt
    self.isPrivate = isPrivate
  }
}
