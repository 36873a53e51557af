import AppCore
import FoundationEssentials
import IssueDomain

/// What a screen asks of the writes feature.
public enum WriteRequest: Equatable, Sendable {
  /// Post `body` as a comment on the issue: shown at once as pending, sent once.
  case sendComment(RepositoryName, number: Int, body: String)
  /// A composer closed on `text` (nil: on nothing): saved as the issue's draft, and held until
  /// the program ends.
  case closedDraft(RepositoryName, number: Int, text: String?)
  /// A form (the issue editor, the new issue) closed on `text` (nil: on nothing, or sent):
  /// saved as the draft at `key`, and held until the program ends.
  case closedFormDraft(DraftKey, text: String?)
  /// The issue editor saved: `change` to the title or body, shown at once, sent once.
  case editIssue(IssueReference, IssueChange)
  /// Make `change` to one of the issue's comments: shown at once, sent once.
  case changeComment(IssueReference, CommentChange)
  /// A comment edit closed on `text` (nil: on nothing), kept as that comment's draft.
  case closedCommentDraft(IssueReference, commentID: Int, text: String?)
  /// Learn the account writes are made as, once, so a comment of its own offers `e` and `D`.
  case learnAccount
  /// A restored draft's send, begun at `since` in an earlier run, may have reached the server:
  /// sending `body` there again looks for the stored comment first.
  case draftMaybeSent(RepositoryName, number: Int, body: String, since: Date)
  /// A form's labels, assignees or milestone, chosen in the picker for the form: ticked with
  /// what `chosen` (an issue standing for the form) has; the choice goes back to the form and
  /// nothing is written.
  case chooseForForm(FormPick, Issue, repository: RepositoryName)
}
