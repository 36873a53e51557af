import AppCore

/// What keys do in the log viewer.
public enum JobLogAction: String, BindableAction, CaseIterable {
  case up
  case down
  case pageUp = "page-up"
  case pageDown = "page-down"
  case top
  case bottom
  case scrollLeft = "scroll-left"
  case scrollRight = "scroll-right"
  case nextError = "next-error"
  case previousError = "previous-error"
  case toggleGroup = "toggle-group"
  case toggleTimestamps = "toggle-timestamps"
  case toggleWrap = "toggle-wrap"
  case search
  case nextMatch = "next-match"
  case previousMatch = "previous-match"
  case runSearch = "run-search"
  case cancelSearch = "cancel-search"
  case toPager = "log-to-pager"
  case refresh

  public static let context = KeyContext.jobLog
  public static var all: [JobLogAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The log viewer.
  public static let jobLog = KeyContext(rawValue: "log")
}
