import ErrorHandling

/// The alerts waiting to be seen: one on screen at a time, the rest in arrival order. A value,
/// so the app state holds it and the reducer drives it like any other state.
public struct AlertQueue: Hashable, Sendable {
  /// The alert on screen, with its focus; `nil` when no alert is up.
  public private(set) var current: AlertDialog?
  /// Alerts waiting behind `current`, oldest first.
  public private(set) var pending: [Alert] = []
  /// The language new dialogs are shown in.
  public var language: Language

  /// An empty queue.
  public init(language: Language = .english) {
    self.language = language
  }

  /// Whether an alert is on screen; while it is, keys go to it and not to the screen beneath.
  public var isShowing: Bool { current != nil }

  /// Shows the alert at once if none is up, else queues it. An alert equal to one on screen or
  /// already waiting is dropped, so a burst of identical failures raises one alert.
  /// Returns whether the alert was added.
  @discardableResult
  public mutating func enqueue(_ alert: Alert) -> Bool {
    if current?.alert == alert || pending.contains(alert) { return false }
    if current == nil {
      current = AlertDialog(alert, language: language)
    } else {
      pending.append(alert)
    }
    return true
  }

  /// Closes the alert on screen and shows the next one waiting, if any.
  public mutating func dismissCurrent() {
    current = pending.isEmpty ? nil : AlertDialog(pending.removeFirst(), language: language)
  }

  /// Routes a key to the alert on screen. `nil` means no alert is up and the key belongs to
  /// the screen. An activated button closes its alert (every action does) before it is
  /// returned, so the next queued alert is already showing when the caller acts.
  public mutating func handle(_ key: Key) -> AlertDialog.Outcome? {
    guard var dialog = current else { return nil }
    let outcome = dialog.handle(key)
    current = dialog
    if case .activated = outcome { dismissCurrent() }
    return outcome
  }
}
