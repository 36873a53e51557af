import AppCore
import ErrorHandling
import IssueDomain
import TerminalUI

/// The results of the app's write effects, routed back as `AppAction.write`.
public enum WriteEvent: Sendable {
  /// The attempt `serial` on `reference` ended.
  case finished(IssueReference, serial: Int, Result<WriteAnswer, WriteFailure>)
  /// The look at the server that followed a failure of `reference`'s write that may have made
  /// it, tagged `serial`: made or not, or the look failed too.
  case checked(IssueReference, serial: Int, Result<WriteCheck<WriteAnswer>, WriteFailure>)
  /// A page (or a failure) for the labels picker `serial`.
  case labels(serial: Int, PagingListStore<Label, PageCursor, AppError>.Event)
  /// A page (or a failure) for the assignees picker `serial`.
  case assignees(serial: Int, PagingListStore<User, PageCursor, AppError>.Event)
  /// A page (or a failure) for the milestone picker `serial`.
  case milestones(serial: Int, PagingListStore<MilestoneChoice, PageCursor, AppError>.Event)
  /// The account's reactions for the reaction choice `serial` arrived (or failed).
  case myReactions(serial: Int, Result<[Reaction: Int], AppError>)
  /// The account writes are made as, learned once for the keys a comment of its own offers.
  case account(Result<String, AppError>)
  /// The text a form closed on couldn't be saved as the draft at `key`: it is still held.
  case draftNotSaved(DraftKey, DraftError)
}

/// What a write that reached its end returned, and whether it was found already made by an
/// earlier attempt rather than sent now.
public enum WriteAnswer: Sendable, Equatable {
  case issue(Issue, alreadyApplied: Bool)
  case comment(Comment, alreadyApplied: Bool)
  /// A reaction was added or taken away; the issue as read back after it, when that read
  /// succeeded.
  case reaction(Issue?, alreadyApplied: Bool)
  /// A comment was edited (the server's comment), deleted, or reacted to (the comment read back
  /// after, when that read succeeded); after a deletion, the issue read back for its count.
  case commentChanged(Comment?, issue: Issue?, alreadyApplied: Bool)

  /// The issue as the server holds it, when the write answers with one.
  public var issue: Issue? {
    switch self {
    case .issue(let issue, _): issue
    case .reaction(let issue, _): issue
    case .comment, .commentChanged: nil
    }
  }
}
