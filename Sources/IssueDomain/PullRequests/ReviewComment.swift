import FoundationEssentials

/// One comment of a review thread: who, what (Markdown, untrusted), when, and whether it is
/// still in the account's pending review.
public struct ReviewComment: Hashable, Sendable, Identifiable {
  /// GitHub's node id: what a reply, an edit or a deletion names.
  public var id: String
  public var author: User
  public var body: String
  public var createdAt: Date?
  /// The hunk the comment was made on, as it was then: shown for an outdated thread.
  public var diffHunk: String
  /// In the account's pending review, seen by no one else until it is submitted.
  public var isPending: Bool
  public var reactions: Reactions
  /// The node id of the review it was written in, when the server said: the conversation
  /// shows a thread under the review its first comment is in.
  public var reviewID: String?

  public init(
    id: String, author: User, body: String, createdAt: Date? = nil, diffHunk: String = "",
    isPending: Bool = false, reactions: Reactions = .none, reviewID: String? = nil
  ) {
    self.reviewID = reviewID
    self.id = id
    self.author = author
    self.body = body
    self.createdAt = createdAt
    self.diffHunk = diffHunk
    self.isPending = isPending
    self.reactions = reactions
  }
}
