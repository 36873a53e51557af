import SystemSupport

/// Makes text from the server safe to draw (DESIGN §7, "Untrusted text").
///
/// Titles, bodies, logins, labels and error messages are written by strangers. A terminal acts on
/// control characters, so a title holding `ESC ] 52 ;` could write the clipboard, `ESC ] 0 ;`
/// could retitle the window and a CSI sequence could move the cursor or clear the screen. A bidi
/// override could make `exe.png` read as `gnp.exe`. The canvas already skips zero-width
/// graphemes, but silently: the reader would see the payload's printable tail and never learn
/// that something was hidden. Here every such scalar becomes a visible, inert symbol instead.
///
/// The work is done on Unicode scalars, not characters: a grapheme cluster may carry a control
/// among other scalars (`\r\n` is one `Character`), and a check per character would miss it.
///
/// Decisions:
/// - `\n` is kept in multiline text and becomes one space otherwise; `\r\n` is one line break.
///   A lone `\r` would return the cursor and let later text overwrite earlier text, so it
///   becomes `␍`.
/// - A tab becomes four spaces in multiline text and one space otherwise. True tab stops depend
///   on the column where the text is finally drawn (indentation, wrapping, wide characters),
///   which only the view knows; a fixed width keeps the sanitiser independent of layout.
/// - Other C0 controls become their Control Pictures symbol (`ESC` → `␛`, `BEL` → `␇`, NUL → `␀`)
///   and DEL becomes `␡`, so the reader can see what the author sent.
/// - C1 controls (U+0080–U+009F, including the 8-bit CSI U+009B and OSC U+009D) have no picture
///   and become U+FFFD `�`.
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) become `�`: they
///   reorder the text after them until a terminator the attacker may leave out.
/// - The bidi marks LRM, RLM and ALM (U+200E, U+200F, U+061C) are dropped: they only nudge
///   the direction of neutral characters next to them, are invisible in legitimate text, and a
///   `�` for each would clutter right-to-left titles that use them correctly.
/// - Everything else, including CJK, emoji with ZWJ and variation selectors, and combining
///   marks, is unchanged. The result is not length-capped; views clip by display width.
/// - Sanitising is idempotent: every replacement is itself left unchanged.
public enum UntrustedText {
  /// `text` with every control, C1 and bidi override scalar made inert and visible.
  ///
  /// Pass `multiline: true` for bodies and comments, which keep their line breaks, and `false`
  /// for titles, logins, labels and messages drawn on one row.
  public static func sanitized(_ text: String, multiline: Bool) -> String {
    // Nearly all server text is clean; return it as is rather than rebuilding it.
    guard text.unicodeScalars.contains(where: { needsRewrite($0, multiline: multiline) }) else {
      return text
    }
    var output = String.UnicodeScalarView()
    var pendingReturn = false
    for scalar in text.unicodeScalars {
      if pendingReturn {
        pendingReturn = false
        if scalar == "\n" {
          output.append(multiline ? "\n" : " ")
          continue
        }
        output.append(carriageReturnPicture)
      }
      if scalar == "\r" {
        // Decided by the next scalar: `\r\n` is a line break, anything else a visible `␍`.
        pendingReturn = true
        continue
      }
      append(scalar, to: &output, multiline: multiline)
    }
    if pendingReturn {
      output.append(carriageReturnPicture)
    }
    return String(output)
  }

  /// U+240D SYMBOL FOR CARRIAGE RETURN.
  private static let carriageReturnPicture: Unicode.Scalar = "\u{240D}"

  /// Appends what one scalar (never `\r`) becomes.
  private static func append(
    _ scalar: Unicode.Scalar, to output: inout String.UnicodeScalarView, multiline: Bool
  ) {
    switch scalar.value {
    case 0x0A:
      output.append(multiline ? "\n" : " ")
    case 0x09:
      output.append(contentsOf: multiline ? "    ".unicodeScalars : " ".unicodeScalars)
    case 0x200E, 0x200F, 0x061C:
      break
    default:
      output.append(ControlPicture.of(scalar) ?? scalar)
    }
  }

  /// Whether `sanitized` changes the scalar: a newline only in single-line text.
  private static func needsRewrite(_ scalar: Unicode.Scalar, multiline: Bool) -> Bool {
    switch scalar.value {
    case 0x0A:
      !multiline
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
      true
    default:
      false
    }
  }
}
