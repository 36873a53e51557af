import TerminalUI

/// The keys terminals send as CSI and SS3 sequences, whatever their terminfo entry says: the
/// xterm forms (which foot, kitty, VTE, iTerm2 and Windows Terminal send too), the VT220 and
/// tmux or screen `~` forms, rxvt's, the Linux console's, and the modified forms of each
/// (`ESC [ 1 ; 5 C`, rxvt's `ESC [ 7 ^`). Triage binds no modified navigation key, so a
/// modifier on one is dropped: Ctrl-Right moves right. Letters with modifiers sent as CSI u
/// (kitty) or `CSI 27 ; m ; c ~` (xterm's modifyOtherKeys) become the key they mean.
enum TerminalKeySequence {
  /// A complete CSI sequence: `parameters` are its parameter and intermediate bytes, `final`
  /// its last byte. `nil` for what is no key (an answer, a focus report, an unknown sequence).
  static func controlSequence(_ parameters: [UInt8], final: UInt8) -> InputSequenceDecoder.Output? {
    if parameters.first == UInt8(ascii: "<") {
      return sgrWheel(parameters.dropFirst(), final: final).map { .wheel($0) }
    }
    // Other private markers (`?`, `>`, `=`) and intermediate bytes begin answers, not keys.
    guard
      parameters.allSatisfy({ $0.isDigit || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") })
    else { return nil }
    let fields = numbers(parameters)
    let first = fields.first ?? nil
    switch final {
    case UInt8(ascii: "A"), UInt8(ascii: "a"): return .key(.up)
    case UInt8(ascii: "B"), UInt8(ascii: "b"): return .key(.down)
    case UInt8(ascii: "C"), UInt8(ascii: "c"): return .key(.right)
    case UInt8(ascii: "D"), UInt8(ascii: "d"): return .key(.left)
    case UInt8(ascii: "H"): return .key(.home)
    case UInt8(ascii: "F"): return .key(.end)
    case UInt8(ascii: "Z"): return .key(.backTab)
    case UInt8(ascii: "P"): return .key(.function(1))
    case UInt8(ascii: "Q"): return .key(.function(2))
    // Bare `CSI R` or one with a row other than 1 is a cursor position report, never asked.
    case UInt8(ascii: "R") where first == 1 && fields.count == 2: return .key(.function(3))
    case UInt8(ascii: "S"): return .key(.function(4))
    case UInt8(ascii: "~"):
      switch first {
      case 27:
        guard fields.count == 3, let modifiers = fields[1], let code = fields[2] else { return nil }
        return character(code: code, modifiers: modifiers).map { .key($0) }
      case 200: return .pasteBegin
      case 201: return .pasteEnd
      default: return first.flatMap(tildeKey).map { .key($0) }
      }
    case UInt8(ascii: "^"), UInt8(ascii: "@"), UInt8(ascii: "$"):
      return first.flatMap(tildeKey).map { .key($0) }
    case UInt8(ascii: "u"):
      guard let code = first else { return nil }
      let modifiers = fields.count > 1 ? (fields[1] ?? 1) : 1
      return character(code: code, modifiers: modifiers).map { .key($0) }
    default:
      return nil
    }
  }

  /// A complete SS3 sequence (`ESC O`, then optional modifier digits, then `final`).
  static func singleShift(_ parameters: [UInt8], final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"), UInt8(ascii: "a"): return .up
    case UInt8(ascii: "B"), UInt8(ascii: "b"): return .down
    case UInt8(ascii: "C"), UInt8(ascii: "c"): return .right
    case UInt8(ascii: "D"), UInt8(ascii: "d"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "R"): return .function(3)
    case UInt8(ascii: "S"): return .function(4)
    case UInt8(ascii: "M"): return .enter
    // The keypad's corners, which terminfo names as Home, PgUp, End and PgDn (`ka1` and the
    // rest), as curses reads them; its centre is no key.
    case UInt8(ascii: "w"): return .home
    case UInt8(ascii: "y"): return .pageUp
    case UInt8(ascii: "q"): return .end
    case UInt8(ascii: "s"): return .pageDown
    case UInt8(ascii: "u"): return nil
    default:
      // The rest of the keypad in application mode sends its characters as SS3 `j` to `x`
      // and `X`.
      guard let index = keypadFinals.firstIndex(of: final) else { return nil }
      return .character(keypadCharacters[index])
    }
  }

  private static let keypadFinals = Array("jklmnoprtvxX".utf8)
  private static let keypadCharacters = Array("*+,-./02468=")

  /// The VT220 numbering of the editing and function keys, which tmux, screen, rxvt, the Linux
  /// console and xterm (for the keys without a letter form) all send before `~`.
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23...26: return .function(number - 12)
    case 28, 29: return .function(number - 13)
    case 31...34: return .function(number - 14)
    default: return nil
    }
  }

  /// A key given by its Unicode code and xterm's modifier number (1 plus Shift 1, Alt 2,
  /// Ctrl 4): Ctrl with a letter is `Key.ctrl`, Alt with a character `Key.alt`.
  static func character(code: Int, modifiers: Int) -> Key? {
    let bits = max(0, modifiers - 1)
    let shift = bits & 1 != 0
    let alt = bits & 2 != 0
    let ctrl = bits & 4 != 0
    switch code {
    case 13: return alt ? .altEnter : .enter
    case 9: return shift ? .backTab : .tab
    case 27: return .escape
    case 8, 127: return .backspace
    default: break
    }
    guard code >= 0x20, code != 0x7F, !(0x80..<0xA0).contains(code),
      let scalar = Unicode.Scalar(UInt32(clamping: code))
    else { return nil }
    var character = Character(scalar)
    if ctrl {
      guard scalar.isASCII, character.isLetter, let lower = character.lowercased().first else {
        return nil
      }
      return .ctrl(lower)
    }
    if shift, let upper = character.uppercased().first, character.uppercased().count == 1 {
      character = upper
    }
    return alt ? .alt(character) : .character(character)
  }

  /// An SGR mouse report (`CSI < b ; x ; y M`): the wheel only, as the app asks for.
  private static func sgrWheel(_ parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
    guard final == UInt8(ascii: "M") else { return nil }
    let fields = numbers(Array(parameters))
    guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2]
    else { return nil }
    return wheel(button: button, column: column - 1, row: row - 1)
  }

  /// An X10 mouse report's three bytes after `CSI M`, each offset by 32.
  static func x10Wheel(_ bytes: [UInt8]) -> MouseEvent? {
    guard bytes.count == 3 else { return nil }
    return wheel(
      button: Int(bytes[0]) - 32, column: Int(bytes[1]) - 33, row: Int(bytes[2]) - 33)
  }

  private static func wheel(button: Int, column: Int, row: Int) -> MouseEvent? {
    // Bits 2 to 4 are modifiers; 64 marks the wheel, bit 0 which way.
    guard button >= 0, button & 64 != 0, button & 128 == 0, column >= 0, row >= 0 else {
      return nil
    }
    let position = Point(x: column, y: row)
    switch button & 3 {
    case 0: return MouseEvent(.wheelUp, at: position)
    case 1: return MouseEvent(.wheelDown, at: position)
    default: return nil
    }
  }

  /// The `;`-separated numbers of a parameter string; a field's `:` sub-parameters are left
  /// out, and an empty or too large field is `nil`.
  private static func numbers(_ parameters: [UInt8]) -> [Int?] {
    guard !parameters.isEmpty else { return [] }
    return parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      field in
      let digits = field.prefix { $0 != UInt8(ascii: ":") }
      guard !digits.isEmpty, digits.count <= 6 else { return nil }
      return Int(String(decoding: digits, as: UTF8.self))
    }
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }
}
