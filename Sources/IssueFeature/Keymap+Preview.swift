import AppCore
import ErrorHandling
import ListSupport
import Localization
import TerminalUI

/// The preview pane's keys, in the lists' table: `P` shows or hides it (`p` already switches
/// between issues and pull requests), and Ctrl-W, as vim moves between windows, gives it the
/// keys and takes them back.
extension Keymap {
  public static let togglePreview = KeyBinding(
    [.character("P")], ListAction.togglePreview, "P", .togglePreview, footer: "P",
    short: .previewShort)
  public static let focusPreview = KeyBinding(
    [.ctrl("w")], ListAction.focusPreview, "Ctrl-W", .focusPreview, footer: "^W",
    short: .focusPreviewShort)
  /// While the pane has the keys: Esc gives them back, as Ctrl-W does.
  public static let unfocusPreview = KeyBinding(
    [.ctrl("w"), .escape], ListAction.focusPreview, "Ctrl-W Esc", .focusPreview, footer: "Esc",
    short: .backToList)

  /// The list's preview keys where the body has room for the pane: toggling, and focusing
  /// while it is shown. A narrower body has neither, so its footer and help are as they were.
  public static func preview(_ pane: PreviewPane) -> [KeyBinding] {
    guard pane.hasRoom else { return [] }
    return pane.isActive ? [focusPreview, togglePreview] : [togglePreview]
  }

  /// The table while the pane has the keys: the page's scrolls and link keys, Enter to open
  /// the page whole, the way back to the list, and the app's keys. Hiding the pane is the
  /// list's key, once back there.
  public static let previewFocused =
    IssueScreen.scrolls + [unfocusPreview, open, IssueScreen.timelineKey]
    + IssueScreen.linkAndAppKeys
}
