/// What a change does to an issue's milestone: set one, or take it away.
///
/// Like labels and assignees, the new value is whole, so sending it twice is sending it once.
public enum MilestoneChange: Hashable, Sendable {
  case set(Milestone)
  case clear

  /// The title the issue shows once the change is made; `nil` when it is cleared.
  public var title: String? {
    switch self {
    case .set(let milestone): milestone.title
    case .clear: nil
    }
  }
}
