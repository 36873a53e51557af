/// One entry of an issue's conversation: a comment, an event between comments, or (on a pull
/// request) a submitted review.
public enum TimelineEntry: Identifiable, Hashable, Sendable {
  case comment(Comment)
  case event(TimelineEvent)
  case review(SubmittedReview)

  /// Comments, events and reviews have ids of their own, which may coincide.
  public enum ID: Hashable, Sendable {
    case comment(Int)
    case event(String)
    case review(Int)
  }

  public var id: ID {
    switch self {
    case .comment(let comment): .comment(comment.id)
    case .event(let event): .event(event.id)
    case .review(let review): .review(review.id)
    }
  }

  /// The comment, when this entry is one.
  public var comment: Comment? {
    guard case .comment(let comment) = self else { return nil }
    return comment
  }

  /// The event, when this entry is one.
  public var event: TimelineEvent? {
    guard case .event(let event) = self else { return nil }
    return event
  }

  /// The review, when this entry is one.
  public var review: SubmittedReview? {
    guard case .review(let review) = self else { return nil }
    return review
  }
}
