import Foundation

/// One comment under an issue, as the detail screen shows it.
public struct Comment: Identifiable, Hashable, Sendable {
  /// GitHub's comment id, so a comment appears once even when pages shift.
  public var id: Int
  /// Who wrote it.
  public var author: User
  /// The text in Markdown source form. Untrusted text: sanitise before drawing.
  public var body: String
  /// When it was written; the screen turns it into an age with its own clock.
  public var createdAt: Date

  /// Creates a comment.
  public init(id: Int, author: User, body: String, createdAt: Date) {
    self.id = id
    self.author = author
    self.body = body
    self.createdAt = createdAt
  }
}
