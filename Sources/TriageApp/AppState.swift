import TerminalUI

/// The whole app: the list screen at the root and, when open, the detail screen above it.
/// The error-system issue generalises this two-level stack into a navigation stack.
public struct AppState: Equatable, Sendable {
  public var size: Size = .zero
  public var list: IssueListStore
  public var detail: IssueDetailScreen?
  /// Animation frames elapsed; spinners derive their frame from it.
  public var tick = 0

  public init(list: IssueListStore) {
    self.list = list
  }

  /// The breadcrumb of the visible screen, root first.
  public var breadcrumb: [String] {
    var parts = ["Sample issues"]
    if let detail { parts.append("#\(detail.issue.number)") }
    return parts
  }
}
