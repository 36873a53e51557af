/// Where issues come from: the demo data or GitHub.
///
/// Use cases depend on this protocol only, so the domain never sees HTTP, and every
/// implementation reports failures in the same typed error, already stripped of transport
/// details the domain has no use for.
public protocol IssueRepository: Sendable {
  /// The signed-in account's repositories, most recently updated first; the page that
  /// follows `cursor`, or the first for `nil`.
  func repositories(after cursor: Int?) async throws(IssueRepositoryError) -> RepositoryPage

  /// The page of `repository`'s issues that follows `cursor`; `nil` asks for the first page.
  func issues(in repository: String, after cursor: Int?) async throws(IssueRepositoryError)
    -> IssuePage

  /// One issue of `repository` by number.
  func issue(in repository: String, number: Int) async throws(IssueRepositoryError) -> Issue

  /// Checks `token` and returns the login it belongs to. A rejected token is `unauthorized`.
  func signIn(token: String) async throws(IssueRepositoryError) -> String
}
