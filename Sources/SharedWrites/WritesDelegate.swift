import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// What the writes ask of the app, which owns the footer, the alerts and the stack.
public enum WritesDelegate: Sendable {
  /// A line in the footer.
  case status(LocalizedText)
  /// A write failed: through the responder chain, with the write's own link first.
  case failed(WriteFailure, IssueWrite, IssueReference)
  /// The composer on an issue: empty, or again with a refused comment's text and GitHub's words.
  case compose(RepositoryName, number: Int, refused: (text: String, message: String)?)
  /// The issue editor on `original`: fresh, or again with the user's text and why it wasn't
  /// saved (a conflict, then saving overwrites; GitHub's 422 words).
  case edit(
    IssueReference, original: IssueText,
    reopened: (text: IssueText, message: String, overwrites: Bool)?)
  /// The composer on one of the issue's comments, the account's own: fresh, or again with the
  /// user's text and why it wasn't saved (a conflict: then saving overwrites; GitHub's 422).
  case editComment(IssueReference, CommentEditing, reopened: (text: String, message: String)?)
  /// News for every screen showing the issue.
  case news(WriteNews)
  /// A write that waits for its alert's Confirm.
  case confirm(WriteConfirmation)
  /// A failure with nothing to roll back (the merge methods didn't come).
  case raise(AppError)
  /// The new-issue form for the repository.
  case newIssue(RepositoryName)
  /// The new-pull-request form for the repository.
  case newPullRequest(RepositoryName)
  /// A picker opened for a form chose: for the form on top.
  case formChoice(IssueChange)
}

/// One step of the writes' reducer: its effect, and what it asks of the app.
public struct WritesUpdate: Sendable {
  public var effect: Effect<WriteEvent> = .none
  public var delegates: [WritesDelegate] = []

  public static var none: Self { Self() }

  public static func delegate(_ delegate: WritesDelegate) -> Self { Self(delegates: [delegate]) }

  /// Both steps, effects merged and delegates in order.
  public func merging(_ other: Self) -> Self {
    Self(effect: .merge(effect, other.effect), delegates: delegates + other.delegates)
  }
}
