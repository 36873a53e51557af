import FoundationEssentials

/// A review as a pull request's conversation shows it: who, what they said it comes to, and
/// what they wrote. The threads begun in it are the pull request's (read with its diff), each
/// naming it by `nodeID`. A pending review is no one else's to see, so it is never one of these.
/// Every string is the server's, sanitised and bounded by the repository that made it.
public struct SubmittedReview: Hashable, Sendable {
  /// GitHub's number for it, unique in the timeline.
  public var id: Int
  /// GitHub's global id, which its threads' comments name; empty when the server gave none
  /// usable.
  public var nodeID: String
  public var author: User
  /// Approved, changes requested, commented or dismissed; never `requested`.
  public var standing: Reviewer.Standing
  /// Its Markdown, empty when the reviewer wrote nothing beside the threads.
  public var body: String
  public var isBodyTruncated: Bool
  public var submittedAt: Date?

  public init(
    id: Int, nodeID: String, author: User, standing: Reviewer.Standing, body: String,
    isBodyTruncated: Bool = false, submittedAt: Date?
  ) {
    self.id = id
    self.nodeID = nodeID
    self.author = author
    self.standing = standing == .requested ? .commented : standing
    self.body = body
    self.isBodyTruncated = isBodyTruncated
    self.submittedAt = submittedAt
  }
}
