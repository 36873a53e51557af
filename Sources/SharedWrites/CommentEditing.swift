import AppCore
import IssueDomain

/// What the composer edits when it edits a comment rather than writing a new one: which comment,
/// the text it opens on, and the version a save compares with the server's (`nil`: a save
/// overwrites, as after a conflict).
public struct CommentEditing: Hashable, Sendable {
  public var id: Int
  /// The text the composer opens on: the comment's, or the user's after a refusal.
  public var original: String
  public var editedFrom: CommentVersion?

  public init(id: Int, original: String, editedFrom: CommentVersion?) {
    self.id = id
    self.original = original
    self.editedFrom = editedFrom
  }

  /// An edit of `comment` as loaded.
  public init(_ comment: Comment) {
    self.init(id: comment.id, original: comment.body, editedFrom: CommentVersion(comment))
  }

  /// The change a save of `body` sends.
  public func change(body: String) -> CommentChange {
    .edit(id: id, body: body, editedFrom: editedFrom)
  }
}
