/// Why a write to a pull request failed: the two refusals a merge has of its own, or whatever
/// any request can meet.
public enum PullRequestWriteError: Error, Sendable, Equatable {
  /// 405: GitHub won't merge it (a conflict, or a protected branch's rules). `message` is
  /// GitHub's own words when it gave any, sanitised and bounded.
  case notMergeable(message: String?)
  /// 409: the head moved since the `sha` the merge named.
  case headChanged
  /// GitHub refused a step of the pull request's life (a GraphQL error, a 422 of
  /// update-branch): its words, sanitised and bounded, when it gave any.
  case refused(message: String?)
  /// GitHub refused a review comment on a line that isn't part of the diff.
  case lineOutsideDiff
  case repository(IssueRepositoryError)

  /// The longest message of GitHub's kept: a protected branch's reason is a sentence.
  public static let messageLimit = 300
}
