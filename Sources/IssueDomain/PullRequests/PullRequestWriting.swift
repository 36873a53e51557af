/// The writes to a pull request: reviews, merges and requests for reviewers, plus the merge
/// methods its repository allows. Each is sent once; no implementation retries one itself.
public protocol PullRequestWriting: Sendable {
  /// The merge methods `repository` allows, in GitHub's order (merge, squash, rebase).
  func mergeMethods(in repository: RepositoryName)
    async throws(IssueRepositoryError) -> [MergeMethod]

  /// The merge methods auto-merge may use in `repository`: none when it doesn't allow
  /// auto-merge.
  func autoMergeMethods(in repository: RepositoryName)
    async throws(IssueRepositoryError) -> [MergeMethod]

  /// Makes `write` on pull request `number`: a review returns the reviewer's new standing.
  func write(_ write: PullRequestWrite, to number: Int, in repository: RepositoryName)
    async throws(PullRequestWriteError) -> Reviewer?
}
