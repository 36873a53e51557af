import AppCore

extension PendingInboxChanges: ContextValue {
  public static var defaultValue: PendingInboxChanges { PendingInboxChanges() }
}

extension ScreenContext {
  /// The inbox's changes: the inbox draws its threads through `inboxChanges.shown(_:)`, and a
  /// thread with one in flight offers no change keys.
  public var inboxChanges: PendingInboxChanges { values[PendingInboxChanges.self] }
}
