import AppCore
import IssueDomain

/// A review the composer was sent with: for the feature that makes pull request writes,
/// which takes it as its own request.
public struct ComposedReview: Equatable, Sendable {
  public var reference: IssueReference
  public var event: ReviewEvent
  public var body: String
  /// The account's pending review, submitted by this review with its comments.
  public var pendingReviewID: String?

  public init(
    reference: IssueReference, event: ReviewEvent, body: String, pendingReviewID: String? = nil
  ) {
    self.reference = reference
    self.event = event
    self.body = body
    self.pendingReviewID = pendingReviewID
  }
}
