/// The classes of scalars that Foundation's `CharacterSet` named and our text work still needs.
public enum ScalarClass {
  /// `CharacterSet.whitespaces`: the space separators, the tab, and (as CoreFoundation has
  /// it) U+200B ZERO WIDTH SPACE.
  public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// `CharacterSet.whitespacesAndNewlines`: those and U+000A–U+000D, U+0085, and the line and
  /// paragraph separators.
  public static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: isWhitespace(scalar)
    }
  }

  /// ASCII letters and digits: what `CharacterSet.alphanumerics` keeps of ASCII, and all that
  /// `addingPercentEncoding(withAllowedCharacters: .alphanumerics)` leaves unencoded.
  public static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: false
    }
  }
}
