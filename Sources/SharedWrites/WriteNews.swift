import AppCore
import IssueDomain

/// What the writes tell every screen once the server has a change, so that each shows it.
public enum WriteNews: Equatable, Sendable {
  /// The server has `comment` on the issue.
  case commentPosted(Comment, on: IssueReference)
  /// The server's issue, read back after a write that doesn't move its `updated_at` (a
  /// reaction), so nothing orders it after what a page loaded: the page on it shows it instead.
  case issueRead(Issue, on: IssueReference)
  /// The server made `change` to a comment of the issue; `comment` is the comment as it holds
  /// it after (`nil`: deleted, or a reaction whose read back failed).
  case commentChanged(CommentChange, Comment?, on: IssueReference)
  /// A restored draft that may have been posted was looked for and isn't on the issue: it is
  /// an unsent text.
  case draftNotPosted(IssueReference)
  /// The server filed `issue` in `repository` (`N`): the lists it belongs in show it first.
  case issueFiled(Issue, in: RepositoryName)
}
