import TerminalUI

/// Turns a character the tty sent outside any sequence into a `Key`. Pure, so the mapping is
/// tested without a terminal.
enum CharacterKeyDecoder {
  /// Text, or a control code typed with Ctrl. In raw mode Enter sends CR; LF is Ctrl-J, kept
  /// apart so a multi-line field can take it as a newline. Backspace is DEL or BS, whichever
  /// the terminal sends.
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
}
