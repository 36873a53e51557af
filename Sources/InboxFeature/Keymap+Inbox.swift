import AppCore
import ListSupport
import Localization
import TerminalUI

/// The inbox's key table.
extension InboxScreen {
  public static let moves = Keymap.listMoves + [Keymap.open]
  /// The moves while the selected thread is about something Triage has no page for: Enter
  /// says it opens the web page.
  public static let movesToTheWeb =
    Keymap.listMoves + [
      KeyBinding(
        [.enter, .right, .character("l")], ListAction.open, "Enter → l", .openOnTheWeb,
        footer: "Enter", short: .onTheWebShort)
    ]

  /// The changes to threads, offered when the backend writes.
  public static let changes = [
    KeyBinding([.character("m")], InboxAction.markRead, "m", .markReadKey, footer: "m"),
    KeyBinding([.character("d")], InboxAction.markDone, "d", .markDoneKey, footer: "d"),
    KeyBinding([.character("u")], InboxAction.unsubscribe, "u", .unsubscribeKey),
    KeyBinding([.character("M")], InboxAction.markAllRead, "M", .markAllReadKey),
  ]

  /// Narrowing the loaded rows.
  public static let narrowing = [
    KeyBinding([.character("t")], InboxAction.cycleReason, "t", .cycleReasonKey),
    KeyBinding([.character("/")], InboxAction.filter, "/", .filterKey, footer: "/"),
  ]

  /// While the filter line is open, only its keys; the rest is typed.
  public static let filterLineBindings = [
    KeyBinding([.enter], InboxAction.submitFilter, "Enter", .keepFilter, footer: "Enter"),
    KeyBinding([.escape], InboxAction.cancelFilter, "Esc", .dropFilter, footer: "Esc"),
  ]
}
