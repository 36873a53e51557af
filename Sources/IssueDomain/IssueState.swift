/// Whether an issue is open or closed; GitHub has no third state for an issue.
public enum IssueState: String, Hashable, Sendable {
  /// Open.
  case open
  /// Closed, for any reason.
  case closed
}
