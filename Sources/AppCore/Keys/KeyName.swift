import TerminalUI

/// How `keys:` in the config file names a key: a character as itself (`x`, `?`, `/`), or a name
/// (`enter`, `esc`, `tab`, `shift-tab`, `space`, `backspace`, `delete`, `up`, `down`, `left`,
/// `right`, `home`, `end`, `pgup`, `pgdn`, `f1`…`f12`, `ctrl-a`…`ctrl-z`, `alt-` and a
/// character), case aside for names other than a character's.
public enum KeyName {
  public static let named: [String: Key] = [
    "enter": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab,
    "space": .character(" "), "backspace": .backspace, "delete": .delete, "up": .up,
    "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pgup": .pageUp, "pgdn": .pageDown, "alt-enter": .altEnter,
  ]

  /// How the config file names `key`: the inverse of `key(_:)`, for printing a config.
  public static func name(of key: Key) -> String {
    switch key {
    case .character(" "): return "space"
    case .character(let character): return String(character)
    case .ctrl(let letter): return "ctrl-\(letter)"
    case .alt(let character): return "alt-\(character)"
    case .function(let number): return "f\(number)"
    default:
      return named.filter { $0.value == key }.map(\.key).sorted { $0.count < $1.count }.first
        ?? key.description
    }
  }

  /// The names of keys a terminal sends as the same byte as another key, by the name of that
  /// other key: bound, they would never fire, or fire for the other key.
  public static let sentAsAnother: [String: String] = [
    "ctrl-m": "enter", "ctrl-i": "tab", "ctrl-h": "backspace", "ctrl-[": "esc",
  ]

  /// The name of the key the terminal sends for `name` when it can't tell the two apart
  /// (`ctrl-m` is Enter to every terminal), or `nil` when `name` is a key of its own.
  public static func sentAs(_ name: String) -> String? {
    sentAsAnother[name.lowercased()]
  }

  /// The key `name` names, if any.
  public static func key(_ name: String) -> Key? {
    if let character = character(name) { return .character(character) }
    let lowered = name.lowercased()
    if let key = named[lowered] { return key }
    if lowered.hasPrefix("alt-"), let character = character(String(name.dropFirst(4))) {
      return .alt(character)
    }
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

  /// `name` as one printable character, if it is one.
  private static func character(_ name: String) -> Character? {
    guard name.count == 1, let character = name.first, !character.isWhitespace,
      character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
    else { return nil }
    return character
  }
}
