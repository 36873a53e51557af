import TerminalUI

extension Key {
  /// The keys that type `text`, a character at a time.
  public static func characters(of text: String) -> [Key] { text.map { .character($0) } }
}
