/// One entry of an issue's conversation: a comment, or an event between comments.
public enum TimelineEntry: Identifiable, Hashable, Sendable {
  case comment(Comment)
  case event(TimelineEvent)

  /// Comments and events have ids of their own, which may coincide.
  public enum ID: Hashable, Sendable {
    case comment(Int)
    case event(String)
  }

  public var id: ID {
    switch self {
    case .comment(let comment): .comment(comment.id)
    case .event(let event): .event(event.id)
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
}
