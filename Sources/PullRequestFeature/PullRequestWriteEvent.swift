import ErrorHandling
import IssueDomain
import TerminalUI

/// What the pull requests' write effects send back.
public enum PullRequestWriteEvent: Sendable {
  /// The attempt `serial` at a write on `reference` ended.
  case changed(IssueReference, serial: Int, Result<Reviewer?, PullRequestWriteFailure>)
  /// The merge methods for the merge choice `serial` arrived (or failed).
  case mergeMethods(serial: Int, Result<[MergeMethod], AppError>)
  /// Whether the repository allows auto-merge, by which methods, for `.`'s choice `serial`.
  case autoMergeMethods(serial: Int, PullRequest, Result<[MergeMethod], AppError>)
  /// A page (or a failure) for the reviewers picker `serial`.
  case reviewers(serial: Int, PagingListStore<User, PageCursor, AppError>.Event)
}
