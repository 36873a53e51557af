import TerminalUI

/// How `keys:` in the config file names a key: a character as itself (`x`, `?`, `/`), or a name
/// (`enter`, `esc`, `tab`, `shift-tab`, `space`, `backspace`, `delete`, `up`, `down`, `left`,
/// `right`, `home`, `end`, `pgup`, `pgdn`, `f1`…`f12`, `ctrl-a`…`ctrl-z`), case aside for names.
enum KeyName {
  static let named: [String: Key] = [
    "enter": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab,
    "space": .character(" "), "backspace": .backspace, "delete": .delete, "up": .up,
    "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pgup": .pageUp, "pgdn": .pageDown, "alt-enter": .altEnter,
  ]

  /// The key `name` names, if any.
  static func key(_ name: String) -> Key? {
    if name.count == 1, let character = name.first, !character.isWhitespace,
      character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
    {
      return .character(character)
    }
    let lowered = name.lowercased()
    if let key = named[lowered] { return key }
    if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last,
      letter.isASCII, letter.isLetter
    {
      return .ctrl(letter)
    }
    if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
      return .function(number)
    }
    return nil
  }
}
