/// The writes of a pull request's review, and what they name that the threads don't give: the
/// pull request's node, the account's pending review, and the files the account has viewed.
/// Each write is sent once; no implementation retries one itself.
public protocol ReviewWriting: Sendable {
  /// The pull request's node id, its pending review of the account's (if any) and the files
  /// the account marked viewed, every page of them read.
  func reviewState(in repository: RepositoryName, pullRequest number: Int)
    async throws(IssueRepositoryError) -> ReviewState
  /// Makes `write` on pull request `number`. A comment that started a pending review returns
  /// that review's id.
  func write(_ write: ReviewWrite, pullRequest number: Int, in repository: RepositoryName)
    async throws(PullRequestWriteError) -> ReviewWritten
}

/// What `ReviewWriting.reviewState` read.
public struct ReviewState: Hashable, Sendable {
  /// GitHub's node id of the pull request: what marking a file viewed names.
  public var pullRequestID: String
  /// The account's pending review, if it has one.
  public var pendingReviewID: String?
  /// The paths the account marked viewed (and that haven't changed since).
  public var viewedPaths: Set<String>

  public init(pullRequestID: String, pendingReviewID: String? = nil, viewedPaths: Set<String> = [])
  {
    self.pullRequestID = pullRequestID
    self.pendingReviewID = pendingReviewID
    self.viewedPaths = viewedPaths
  }
}

/// What a review write left behind that the screen needs.
public struct ReviewWritten: Hashable, Sendable {
  /// The pending review the write made or added to.
  public var pendingReviewID: String?

  public init(pendingReviewID: String? = nil) {
    self.pendingReviewID = pendingReviewID
  }
}
