import CNcurses
import TerminalUI

/// Turns what `wget_wch` returns into `Key`s. Pure, so the mapping is tested without a terminal.
enum CursesKeyDecoder {
  /// A character read with status `OK`: text, or a control code typed with Ctrl. In raw mode
  /// Enter sends CR; LF is Ctrl-J, kept apart so a multi-line field can take it as a newline.
  static func decode(character value: UInt32) -> Key? {
    switch value {
    case 0x0D: return .enter
    case 0x09: return .tab
    case 0x1B: return .escape
    case 0x08, 0x7F: return .backspace
    case 0x01...0x1A:
      guard let letter = Unicode.Scalar(value + 0x60) else { return nil }
      return .ctrl(Character(letter))
    case 0x00..<0x20, 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// A key code read with status `KEY_CODE_YES`. Resize and mouse are handled by the caller.
  static func decode(functionKey code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME, KEY_A1: return .home
    case KEY_END, KEY_C1: return .end
    case KEY_PPAGE, KEY_A3: return .pageUp
    case KEY_NPAGE, KEY_C3: return .pageDown
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_IC: return .insert
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    default:
      for number in 1...24 where triage_key_f(Int32(number)) == code {
        return .function(number)
      }
      return nil
    }
  }
}
