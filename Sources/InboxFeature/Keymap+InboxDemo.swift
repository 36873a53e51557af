import AppCore
import ErrorHandling
import Localization
import TerminalUI

extension Keymap {
  /// The inbox's own demo switch: only where polling happens. `T` (for throttle), since `P`
  /// is the preview's, as on every list.
  public static func demoOnInbox(_ context: Context) -> [KeyBinding] {
    context.isDemo ? [slowPolling] : []
  }

  public static let slowPolling = KeyBinding(
    [.character("T")], DemoAction.toggleSlowPolling, "T", .demoToggleSlowPolling)
}
