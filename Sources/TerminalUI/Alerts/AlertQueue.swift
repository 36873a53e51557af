import ErrorHandling
import Localization

/// The alerts waiting to be seen: one on screen at a time, the rest in arrival order. A value,
/// so the app state holds it and the reducer drives it like any other state.
public struct AlertQueue: Hashable, Sendable {
  /// The alert on screen, with its focus; `nil` when no alert is up.
  public private(set) var current: AlertDialog?
  /// Dialogs waiting behind `current`, oldest first.
  public private(set) var waiting: [AlertDialog] = []
  /// The language new dialogs are shown in.
  public var language: Language

  /// An empty queue.
  public init(language: Language = .english) {
    self.language = language
  }

  /// Alerts waiting behind `current`, oldest first.
  public var pending: [Alert] { waiting.map(\.alert) }

  /// Whether an alert is on screen; while it is, keys go to it and not to the screen beneath.
  public var isShowing: Bool { current != nil }

  /// Shows the alert at once if none is up, else queues it. An alert equal to one on screen or
  /// already waiting from the same origin is dropped, so a burst of identical failures raises
  /// one alert. Returns whether the alert was added.
  @discardableResult
  public mutating func enqueue(_ alert: Alert, from origin: ScreenID? = nil) -> Bool {
    let isDuplicate = ([current].compactMap { $0 } + waiting).contains {
      $0.alert == alert && $0.origin == origin
    }
    if isDuplicate { return false }
    let dialog = AlertDialog(alert, language: language, origin: origin)
    if current == nil {
      current = dialog
    } else {
      waiting.append(dialog)
    }
    return true
  }

  /// Closes the alert on screen and shows the next one waiting, if any.
  public mutating func dismissCurrent() {
    current = waiting.isEmpty ? nil : waiting.removeFirst()
  }

  /// Drops every alert raised by a screen in `origins` (screens that were just popped), so no
  /// button can act on a screen that is gone.
  public mutating func removeAll(from origins: Set<ScreenID>) {
    waiting.removeAll { $0.origin.map(origins.contains) ?? false }
    if let origin = current?.origin, origins.contains(origin) { dismissCurrent() }
  }

  /// Advances the countdown of the alert on screen. When it runs out, the alert is closed and
  /// returned, so the caller can retry on behalf of its origin.
  public mutating func count(down elapsed: Duration) -> AlertDialog? {
    guard var dialog = current, dialog.remaining != nil else { return nil }
    let isOver = dialog.count(down: elapsed)
    current = dialog
    guard isOver else { return nil }
    dismissCurrent()
    return dialog
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
