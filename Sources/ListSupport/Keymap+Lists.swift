import AppCore
import ErrorHandling
import Localization
import TerminalUI

/// The keys every list shares: moving, opening, refreshing, and the app's keys after them.
extension Keymap {
  public static let listMoves =
    split(
      [.up, .down, .character("k"), .character("j")], ListAction.moveUp, ListAction.moveDown,
      "↑ ↓ k j", .move, footer: "↑↓")
    + split(
      [.pageUp, .pageDown, .ctrl("u"), .ctrl("d")], ListAction.pageUp, ListAction.pageDown,
      "PgUp PgDn ^u ^d", .page)
    + split(
      [.home, .end, .character("g"), .character("G")], ListAction.top, ListAction.bottom,
      "Home End g G", .topBottom)

  public static let open = KeyBinding(
    [.enter, .right, .character("l")], ListAction.open, "Enter → l", .open, footer: "Enter")
  public static let listRefresh = KeyBinding(
    [.character("r")], ListAction.refresh, "r", .refresh, footer: "r")
  /// Go to, refresh, help, sign-out, quit and suspend: the tail of every list's table.
  public static let listCommon = common(refresh: listRefresh)
}
