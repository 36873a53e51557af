/// Which issues a list asks for. The raw values are GitHub's `state` query values.
public enum IssueStateFilter: String, Hashable, Sendable, CaseIterable {
  /// Open issues only: GitHub's default.
  case open
  /// Closed issues only.
  case closed
  /// Both.
  case all

  /// The filter after this one, so a single key can cycle open → closed → all → open.
  public var next: IssueStateFilter {
    switch self {
    case .open: .closed
    case .closed: .all
    case .all: .open
    }
  }

  /// Whether an issue in `state` belongs in a list with this filter.
  public func includes(_ state: IssueState) -> Bool {
    switch self {
    case .open: state == .open
    case .closed: state == .closed
    case .all: true
    }
  }
}
