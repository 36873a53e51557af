/// A key press, decoded from whatever the backend reads, so reducers match on meaning rather
/// than on byte sequences or curses codes.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case character(Character)
  case ctrl(Character)
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete, insert
  case home, end, pageUp, pageDown
  case function(Int)
  /// Alt-Enter (Esc then Enter in one burst, as terminals send it): a newline in a multi-line
  /// field, where Enter alone submits.
  case altEnter
  /// Alt with a character (Esc then the character within the terminal's Esc delay, as
  /// terminals send it): a key of its own, which does something only where it is bound.
  case alt(Character)

  public var description: String {
    switch self {
    case .character(let character): return character == " " ? "Space" : String(character)
    case .ctrl(let letter): return "Ctrl-\(letter)"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .backspace: return "Backspace"
    case .delete: return "Delete"
    case .insert: return "Insert"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .function(let number): return "F\(number)"
    case .altEnter: return "Alt-Enter"
    case .alt(let character): return "Alt-\(character)"
    }
  }
}
