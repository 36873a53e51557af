import AppCore

/// What keys do on the inbox beyond a list's moves: act on the selected thread, on every
/// thread, and narrow the loaded rows.
public enum InboxAction: String, BindableAction, CaseIterable {
  /// `PATCH /notifications/threads/{id}`.
  case markRead = "mark-read"
  /// `DELETE /notifications/threads/{id}`.
  case markDone = "mark-done"
  /// `DELETE /notifications/threads/{id}/subscription`.
  case unsubscribe
  /// `PUT /notifications` up to the newest row, after a confirmation.
  case markAllRead = "mark-all-read"
  /// Only one reason's threads, the next reason among the loaded rows; then every reason.
  case cycleReason = "cycle-reason"
  /// Open the filter line: the rows narrow as it is typed.
  case filter
  /// The filter line: keep what is typed, or give it up.
  case submitFilter = "submit-filter"
  case cancelFilter = "cancel-filter"

  public static let context = KeyContext.inbox
  public static var all: [InboxAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The inbox: its threads' actions and its filters.
  public static let inbox = KeyContext(rawValue: "inbox")
}
