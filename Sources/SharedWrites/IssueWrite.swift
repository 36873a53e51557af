import AppCore
import IssueDomain

/// One change the user asked for on one issue: what the app sends and shows as pending.
///
/// A change to the issue (state, labels, assignees, milestone, title or body: one `PATCH` of
/// whole values) or a comment.
/// The comment carries its `CommentAttempt`, so a re-send after an uncertain failure can look
/// for the stored one first.
public enum IssueWrite: Hashable, Sendable {
  case change(IssueChange)
  case comment(CommentAttempt)
  /// The account's reaction to the body, added or taken away.
  case reaction(ReactionToggle)
  /// One of the issue's comments edited or deleted, or the account's reaction to it toggled.
  case commentChange(CommentChange)

  /// Which part of the issue the write touches: what its pending mark stands beside.
  public enum Kind: Hashable, Sendable {
    case state, labels, assignees, milestone, comment, reactions
    /// The title or the body, edited.
    case text
    /// One of its comments (the comment carries the mark).
    case commentChange
  }

  /// The parts this write touches (a change may touch several).
  public var kinds: Set<Kind> {
    switch self {
    case .comment: return [.comment]
    case .reaction: return [.reactions]
    case .commentChange: return [.commentChange]
    case .change(let change):
      var kinds: Set<Kind> = []
      if change.state != nil { kinds.insert(.state) }
      if change.labels != nil { kinds.insert(.labels) }
      if change.assignees != nil { kinds.insert(.assignees) }
      if change.milestone != nil { kinds.insert(.milestone) }
      if change.title != nil || change.body != nil { kinds.insert(.text) }
      return kinds
    }
  }

  /// `issue` as it looks once this write is made: the optimistic value.
  public func applied(to issue: Issue) -> Issue {
    switch self {
    case .change(let change):
      return change.applied(to: issue)
    case .reaction(let toggle):
      return toggle.applied(to: issue)
    case .comment:
      var result = issue
      result.commentCount = (issue.commentCount ?? 0) + 1
      return result
    case .commentChange(.delete):
      var result = issue
      result.commentCount = issue.commentCount.map { max(0, $0 - 1) }
      return result
    case .commentChange:
      return issue
    }
  }
}
