import ErrorHandling
import Localization
import TerminalUI

/// The demo's keys: the end of every screen's table, when on the demo.
extension Keymap {
  public static func demo(_ context: Context) -> [KeyBinding] { context.isDemo ? demoBindings : [] }

  /// Forms: letters type into the fields, so the offline switch needs Ctrl there. Without it a
  /// demo signed out while offline could never get back online.
  public static func demoInForms(_ context: Context) -> [KeyBinding] {
    context.isDemo ? [offlineInForms] : []
  }

  private static let demoBindings = [
    KeyBinding(
      [.character("O")], DemoAction.toggleOffline, "O", .demoToggleOffline, footer: "O",
      short: .offlineShort),
    KeyBinding([.character("f")], DemoAction.cycleFault, "f", .demoNextFails),
    KeyBinding([.character("e")], DemoAction.emptyNextLoad, "e", .demoNextEmpty),
  ]

  private static let offlineInForms = KeyBinding(
    [.ctrl("o")], DemoAction.toggleOffline, "Ctrl-O", .demoToggleOffline)
}
