import FoundationEssentials

/// A comment's text as an edit began from it, and when the server said it was last edited: what
/// the edit compares with the server's before it writes, so someone else's edit since is a
/// conflict rather than written over.
public struct CommentVersion: Hashable, Sendable {
  public var body: String
  public var updatedAt: Date?

  public init(body: String, updatedAt: Date?) {
    self.body = body
    self.updatedAt = updatedAt
  }

  /// The comment as it was loaded.
  public init(_ comment: Comment) {
    self.init(body: comment.body, updatedAt: comment.updatedAt)
  }

  /// Whether `comment` is still this version: the same `updated_at` when both are known (an edit
  /// moves it, a reaction doesn't), else the same text.
  public func isHeld(by comment: Comment) -> Bool {
    if let updatedAt, let current = comment.updatedAt { return updatedAt == current }
    return IssueText.same(body, comment.body)
  }
}
