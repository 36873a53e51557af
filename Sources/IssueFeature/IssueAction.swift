import AppCore

/// What keys do on the issue page.
public enum IssueAction: String, BindableAction, CaseIterable {
  case scrollUp = "scroll-up"
  case scrollDown = "scroll-down"
  case pageUp = "page-up"
  case pageDown = "page-down"
  case top
  case bottom
  case refresh
  case openInBrowser = "open-in-browser"
  case copyURL = "copy-url"
  case toggleTimeline = "toggle-timeline"
  /// Focus moves to the next (previous) comment: the write keys then act on it.
  case nextComment = "next-comment"
  case previousComment = "previous-comment"
  /// The focused comment is let go: the write keys act on the issue again.
  case unfocusComment = "unfocus-comment"

  public static let context = KeyContext.issue
  public static var all: [IssueAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The issue page.
  public static let issue = KeyContext(rawValue: "issue")
}
