import TerminalUI

extension IssueListScreen {
  /// The list's results, and its preview pane's.
  public enum Event: ScreenEvent {
    case list(IssueListStore.Event)
    case preview(PreviewPane.Event)

    public var isResponse: Bool {
      switch self {
      case .list(let event): event.isResponse
      // The rest timer is no answer; the page's answers are.
      case .preview(.rested): false
      case .preview(.page(_, let event)): event.isResponse
      }
    }

    public var reachability: Reachability? {
      switch self {
      case .list(let event): event.reachability
      case .preview(.rested): nil
      case .preview(.page(_, let event)): event.reachability
      }
    }
  }
}
