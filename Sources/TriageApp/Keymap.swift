import TerminalUI

/// What a key means, independent of the screen; each screen decides which commands apply.
/// One table, so the footer and the help overlay can never disagree with the behaviour.
public enum Command: Equatable, Sendable {
  case moveUp, moveDown, pageUp, pageDown, top, bottom
  case open, back, refresh, quit, suspend
  case scroll(Int)
  /// Sign out, back to the sign-in screen.
  case signOut
  /// Demo switches, so every error and list state can be reached by hand.
  case cycleFault, emptyNextLoad

  /// Rows one wheel notch scrolls.
  static let wheelStep = 3

  public init?(_ event: InputEvent) {
    switch event {
    case .key(let key):
      guard let command = Command.keys[key] else { return nil }
      self = command
    case .mouse(let mouse):
      self = .scroll(mouse.kind == .wheelUp ? -Command.wheelStep : Command.wheelStep)
    case .resize:
      return nil
    }
  }

  private static let keys: [Key: Command] = [
    .up: .moveUp, .character("k"): .moveUp,
    .down: .moveDown, .character("j"): .moveDown,
    .pageUp: .pageUp, .ctrl("u"): .pageUp,
    .pageDown: .pageDown, .ctrl("d"): .pageDown,
    .home: .top, .character("g"): .top,
    .end: .bottom, .character("G"): .bottom,
    .enter: .open, .right: .open, .character("l"): .open,
    .escape: .back, .left: .back, .character("h"): .back, .backspace: .back,
    .character("r"): .refresh,
    .character("q"): .quit, .ctrl("c"): .quit,
    .ctrl("z"): .suspend,
    .character("X"): .signOut,
    .character("f"): .cycleFault,
    .character("e"): .emptyNextLoad,
  ]
}
