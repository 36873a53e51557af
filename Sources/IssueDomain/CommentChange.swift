import FoundationEssentials

/// A change to one comment of an issue: its text edited, the comment deleted, or the account's
/// reaction to it added or taken away. Each is one request of whole values, so sending it again
/// leaves the comment as once.
public enum CommentChange: Hashable, Sendable {
  /// `PATCH …/issues/comments/{id}` with `{"body": …}`. `editedFrom` is the version the edit
  /// began from: the server's is read first and a change since is a conflict; `nil` overwrites
  /// (the person chose to, after a conflict).
  case edit(id: Int, body: String, editedFrom: CommentVersion?)
  /// `DELETE …/issues/comments/{id}`.
  case delete(id: Int)
  /// `POST` or `DELETE …/issues/comments/{id}/reactions`.
  case reaction(id: Int, ReactionToggle)

  /// The comment the change is to.
  public var commentID: Int {
    switch self {
    case .edit(let id, _, _), .delete(let id), .reaction(let id, _): id
    }
  }

  /// `comment` as it looks once the change is made, or `nil` when it is gone: the optimistic
  /// value. A comment that isn't the change's is as it was.
  public func applied(to comment: Comment) -> Comment? {
    guard comment.id == commentID else { return comment }
    switch self {
    case .edit(_, let body, _):
      var edited = comment
      edited.body = body
      edited.isBodyTruncated = false
      return edited
    case .delete:
      return nil
    case .reaction(_, let toggle):
      var reacted = comment
      reacted.reactions[toggle.reaction] += toggle.isAdding ? 1 : -1
      return reacted
    }
  }

  /// Whether `comment` (the server's, `nil` when it is gone) shows the change made; a reaction's
  /// is known from the account's reactions instead (`ReactionToggle.isApplied(toMine:)`).
  public func isApplied(to comment: Comment?) -> Bool {
    switch self {
    case .edit(_, let body, _): comment.map { IssueText.same($0.body, body) } ?? false
    case .delete: comment == nil
    case .reaction: false
    }
  }

  /// This edit with no version to compare: sent as it is, over whatever the server holds.
  public var overwriting: CommentChange {
    guard case .edit(let id, let body, _) = self else { return self }
    return .edit(id: id, body: body, editedFrom: nil)
  }
}
