import AppCore

/// What keys do on a list: Repositories, a repository's issues, a search's results, and the
/// sections' lists.
public enum ListAction: String, BindableAction, CaseIterable {
  case moveUp = "move-up"
  case moveDown = "move-down"
  case pageUp = "page-up"
  case pageDown = "page-down"
  case top
  case bottom
  /// The selected row's page, or a failed page's retry.
  case open
  case refresh
  /// Open the query line.
  case search
  /// Issues: open → closed → all.
  case cycleState = "cycle-state"
  /// Issues: the next sort (updated, created, comments; descending, then ascending).
  case cycleSort = "cycle-sort"
  /// Issues or pull requests.
  case togglePullRequests = "toggle-pull-requests"
  /// The query line: run it, give it up, or fill in the current query.
  case submitQuery = "submit-query"
  case cancelQuery = "cancel-query"
  case recallQuery = "recall-query"
  /// Issue lists: the selected row's page beside the list, shown or hidden.
  case togglePreview = "toggle-preview"
  /// Issue lists: the keys to the preview pane, or back to the list.
  case focusPreview = "focus-preview"

  public static let context = KeyContext.lists
  public static var all: [ListAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// Lists of issues and repositories, and the sections' tabs.
  public static let lists = KeyContext(rawValue: "lists")
}
