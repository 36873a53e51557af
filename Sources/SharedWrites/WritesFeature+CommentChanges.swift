import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// `e` and `D` on the focused comment, the account's own: the composer on its text, or the
/// delete's confirmation; and learning which account is the writes', so those keys are offered.
extension WritesFeature {
  /// `e` or `D` on the focused comment; nothing unless it is the account's own (the key table
  /// doesn't offer them otherwise, and a remapped key must not reach someone else's).
  public func changeOwnComment(
    _ action: WriteAction, on reference: IssueReference, _ state: inout WritesState,
    _ context: WritesContext
  ) -> WritesUpdate {
    guard environment.canWrite, let comment = context.comment, state.pending.isOwn(comment)
    else { return .none }
    if action == .editComment {
      // A text cut short on its way in would be saved cut short: not offered.
      guard !comment.isBodyTruncated else { return .delegate(.status(.cannotEditTruncated)) }
      return .delegate(.editComment(reference, CommentEditing(comment), reopened: nil))
    }
    let language = environment.language
    let alert = Alert(
      title: LocalizedText.deleteCommentQuestion(reference.number).text(in: language),
      message: LocalizedText.deleteCommentDetail(Self.excerpt(of: comment.body)).text(
        in: language),
      buttons: [
        .confirm(title: LocalizedText.deleteCommentConfirm.text(in: language), role: .destructive),
        .dismiss(title: LocalizedText.cancel.text(in: language)),
      ])
    return .delegate(
      .confirm(
        WriteConfirmation(
          alert: alert, request: WriteRequest.changeComment(reference, .delete(id: comment.id)))))
  }

  /// The start of a comment's text on one line, for the delete's confirmation: enough to know
  /// which comment it is.
  public static func excerpt(of body: String) -> String {
    let line = body.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let clean = UntrustedText.sanitized(line, multiline: false)
    return clean.count > Self.excerptLength ? String(clean.prefix(Self.excerptLength)) + "…" : clean
  }

  public static let excerptLength = 60

  /// Asks once for the account writes are made as; a failure lets the next focus ask again.
  public func learnAccount(_ state: inout WritesState) -> WritesUpdate {
    guard environment.canWrite, state.pending.account == nil, !state.askedAccount else {
      return .none
    }
    state.askedAccount = true
    let load = environment.writingAccount()
    return WritesUpdate(effect: .run { context in context.send(.account(await load())) })
  }
}
