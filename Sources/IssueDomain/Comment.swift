import FoundationEssentials

/// One comment under an issue, as the detail screen shows it.
public struct Comment: Identifiable, Hashable, Sendable {
  /// GitHub's comment id, so a comment appears once even when pages shift.
  public var id: Int
  /// Who wrote it.
  public var author: User
  /// The text in Markdown source form. Untrusted text: sanitise before drawing. At most
  /// `DocumentLimit.bytes`: a longer one is cut, and `isBodyTruncated` says so.
  public var body: String
  /// Whether the server sent more text than `DocumentLimit.bytes` and the rest was let go.
  public var isBodyTruncated: Bool
  /// When it was written; the screen turns it into an age with its own clock.
  public var createdAt: Date
  /// The reactions to it, as counted when it was loaded.
  public var reactions: Reactions
  /// When it was last edited, as the server said; `nil` when it didn't. An edit compares it
  /// with the server's before it writes.
  public var updatedAt: Date?

  /// Whether it was changed after it was written. GitHub's REST answer has no other sign of
  /// an edit than `updated_at` moving past `created_at` (both to the second, equal when the
  /// comment is new).
  public var isEdited: Bool { updatedAt.map { $0 > createdAt } ?? false }

  /// Creates a comment, its text cut to `DocumentLimit.bytes`.
  public init(
    id: Int, author: User, body: String, createdAt: Date, isBodyTruncated: Bool = false,
    reactions: Reactions = .none, updatedAt: Date? = nil
  ) {
    self.updatedAt = updatedAt
    self.reactions = reactions
    self.id = id
    self.author = author
    let kept = DocumentLimit.kept(body)
    self.body = kept.text
    self.isBodyTruncated = isBodyTruncated || kept.isCut
    self.createdAt = createdAt
  }
}
