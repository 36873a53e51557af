import AppCore
import IssueDomain

/// A review the composer was sent with: for the feature that makes pull request writes,
/// which takes it as its own request.
public struct ComposedReview: Equatable, Sendable {
  public var reference: IssueReference
  public var event: ReviewEvent
  public var body: String

  public init(reference: IssueReference, event: ReviewEvent, body: String) {
    self.reference = reference
    self.event = event
    self.body = body
  }
}
