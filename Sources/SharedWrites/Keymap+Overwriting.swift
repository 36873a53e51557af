import AppCore
import TerminalUI

extension Keymap {
  /// An editor's `table` once a conflict reopened it: saving then replaces the change made on
  /// GitHub, so Enter is named for that in the footer and the help.
  public static func overwriting(_ table: [KeyBinding]) -> [KeyBinding] {
    table.map { binding in
      binding.keys.contains(.enter)
        ? binding.described(.overwriteDescription, short: .overwriteShort) : binding
    }
  }
}
