/// The visible stand-in for a scalar that a terminal would obey or that reorders the text
/// around it, so text from strangers can be shown without acting on anything.
///
/// A C0 control becomes its Control Pictures symbol (ESC → `␛`, BEL → `␇`, NUL → `␀`, LF →
/// `␊`), DEL becomes `␡`, and a C1 control (U+0080–U+009F, the 8-bit CSI U+009B among them) or a
/// bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which have no picture,
/// becomes U+FFFD `�`. The one table behind `UntrustedText` (text from the server), the canvas
/// (whatever reaches it unsanitised) and the log file's escapes.
public enum ControlPicture {
  /// U+FFFD REPLACEMENT CHARACTER, for scalars with no picture of their own.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// The picture of `scalar`, or `nil` when it is safe to show as itself.
  public static func of(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00...0x1F:
      // Control Pictures mirror C0 one to one from U+2400; the fallback is unreachable.
      return Unicode.Scalar(0x2400 + scalar.value) ?? replacement
    case 0x7F:
      return "\u{2421}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      return replacement
    default:
      return nil
    }
  }
}
