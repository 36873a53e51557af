import AppCore
import TerminalUI

extension ExternalEditor {
  /// Whether the user named an editor (`$VISUAL` or `$EDITOR`, not blank): then `c` opens it
  /// at once, as `git commit` does; otherwise the inline composer comes first and `vi` is only
  /// a Ctrl-E away.
  public var isNamedByUser: Bool {
    ["VISUAL", "EDITOR"].contains { name in
      environment[name]?.contains(where: { !$0.isWhitespace }) == true
    }
  }
}
