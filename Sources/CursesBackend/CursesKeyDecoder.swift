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
    // The Shift-modified keys terminfo names; Triage binds none, so they are the keys alone.
    case KEY_SR: return .up
    case KEY_SF: return .down
    case KEY_SLEFT: return .left
    case KEY_SRIGHT: return .right
    case KEY_SHOME: return .home
    case KEY_SEND: return .end
    case KEY_SPREVIOUS: return .pageUp
    case KEY_SNEXT: return .pageDown
    case KEY_SDC: return .delete
    case KEY_SIC: return .insert
    // The VT220's Find and Select, where rxvt's entry puts tmux's and screen's Home and End.
    case KEY_FIND: return .home
    case KEY_SELECT: return .end
    // rxvt's Ctrl-End, which its entry also names clear-to-end-of-line.
    case KEY_EOL: return .end
    default:
      for number in 1...24 where triage_key_f(Int32(number)) == code {
        return .function(number)
      }
      return keyname(code).flatMap { modifiedKey(named: String(cString: $0)) }
    }
  }

  /// The keys entries list as extended capabilities, mostly modified ones (`kRIT5` is
  /// Ctrl-Right, rxvt's `kUP` Shift-Up), which curses reports under codes of its own choosing,
  /// found by name: the key without its modifier, as the CSI forms read by
  /// `TerminalKeySequence` are; the keypad's characters as themselves.
  static func modifiedKey(named name: String) -> Key? {
    if let character = keypadCharacters[name] { return .character(character) }
    let base = name.prefix { !$0.isNumber }
    guard name[base.endIndex...].allSatisfy(\.isNumber) else { return nil }
    return modifiedBases[String(base)]
  }

  private static let modifiedBases: [String: Key] = [
    "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
    "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert, "kcbt": .backTab,
  ]

  private static let keypadCharacters: [String: Character] = [
    "kpADD": "+", "kpSUB": "-", "kpMUL": "*", "kpDIV": "/", "kpDOT": ".", "kpCMA": ",",
    "kpZRO": "0",
  ]
}
