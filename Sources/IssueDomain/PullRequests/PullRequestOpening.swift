/// Opening a pull request from a branch already on the server: what the form needs to know
/// first, and the opening itself. Nothing here pushes.
public protocol PullRequestOpening: Sendable {
  /// The branch new pull requests go into by default.
  func defaultBranch(of repository: RepositoryName) async throws(IssueRepositoryError) -> String

  /// Whether `branch` is on the server in `repository` (false on its 404).
  func hasBranch(_ branch: String, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Bool

  /// Opens `pullRequest` in `repository`: one `POST`, never retried, then its reviewers and its
  /// labels, whose refusal is said in the answer.
  func openPullRequest(_ pullRequest: NewPullRequest, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> OpenedPullRequest
}
