/// Where a pull request's own data comes from: the demo's or GitHub's pull request, files and
/// checks endpoints. Its title, body and comments are its issue's (`IssueRepository`).
public protocol PullRequestReading: Sendable {
  /// Pull request `number` of `repository`, with its reviewers.
  func pullRequest(in repository: RepositoryName, number: Int)
    async throws(IssueRepositoryError) -> PullRequest

  /// The page of its files that follows `cursor` (`nil` for the first). Paging ends at
  /// GitHub's 3,000 files: no cursor leads past it.
  func files(in repository: RepositoryName, pullRequest number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> PullRequestFilePage

  /// The page of its review threads that follows `cursor` (`nil` for the first), each with
  /// its comments: one request a page serves the whole pull request, every file.
  func reviewThreads(
    in repository: RepositoryName, pullRequest number: Int, after cursor: PageCursor?
  )
    async throws(IssueRepositoryError) -> ReviewThreadPage

  /// The check runs and commit statuses of commit `sha`.
  func checks(in repository: RepositoryName, commit sha: String)
    async throws(IssueRepositoryError) -> CommitChecks

  /// The whole unified diff of pull request `number`, as the server sent it, made inert on its
  /// way to a pager.
  func diff(in repository: RepositoryName, pullRequest number: Int)
    async throws(IssueRepositoryError) -> PullRequestDiff

  /// The review decision, checks and size of each of `pullRequests` (at most
  /// `PullRequestSummary.windowLimit`, each with its repository), in one request: what the
  /// rows on screen show. A pull request the answer says nothing of is left out.
  func summaries(of pullRequests: [IssueReference])
    async throws(IssueRepositoryError) -> [IssueReference: PullRequestSummary]
}
