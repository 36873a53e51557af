/// Terminal cell widths, like POSIX `wcwidth`/`wcswidth` but measured per grapheme cluster, so
/// combining sequences, flags, keycaps and emoji ZWJ sequences take the cells terminals draw.
///
/// Decisions:
/// - Controls (C0, DEL, C1) are 0 here; sanitising them is the renderer's job.
/// - U+00AD SOFT HYPHEN is 1 (glibc/wcwidth practice: terminals draw it as a hyphen).
/// - Visible format characters (prepended concatenation marks such as U+0600) are 1.
/// - East Asian Ambiguous is narrow (1); unassigned and private-use scalars are 1.
/// - A narrow base followed by U+FE0E (VS15) stays 1; a wide base followed by U+FE0E stays 2.
/// - Keycaps need U+FE0F: `1\u{FE0F}\u{20E3}` is 2, `1\u{20E3}` is 1.
public enum DisplayWidth {
  /// Cells occupied by one scalar in isolation: 0, 1 or 2.
  ///
  /// 0 for controls, combining marks (Mn, Me), invisible format characters (Cf: ZWSP, ZWJ,
  /// bidi marks, word joiner, tags), variation selectors, line/paragraph separators and
  /// Hangul medial/final jamo (they join the preceding syllable); 2 for East Asian Wide and
  /// Fullwidth scalars and emoji with Emoji_Presentation; 1 otherwise.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }  // Printable ASCII: no lookups.
    if value < 0xA0 { return 0 }  // C0, DEL, C1.
    if value < 0x300 { return 1 }  // Latin-1 .. spacing modifiers: no marks, nothing wide.
    if contains(value, in: WideCharacterTable.wide) { return 2 }
    return isZeroWidth(scalar) ? 0 : 1
  }

  /// Cells a grapheme cluster occupies as terminals draw it: 0, 1 or 2.
  ///
  /// The first scalar with a non-zero width sets the base width (0 if there is none). A
  /// narrow emoji-capable base becomes 2 when followed by U+FE0F (VS16, including keycaps),
  /// by a skin-tone modifier, or by a ZWJ joining another emoji. Wide bases (CJK, emoji,
  /// regional-indicator flags) stay 2 whatever follows.
  public static func of(_ character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    var base: Unicode.Scalar?
    while let scalar = scalars.next() {
      let width = of(scalar)
      if width == 2 { return 2 }
      if width == 1 {
        base = scalar
        break
      }
    }
    guard let base else { return 0 }
    // Most characters are one scalar: nothing can follow to widen them, so skip the table.
    var rest = scalars
    guard rest.next() != nil else { return 1 }
    guard contains(base.value, in: WideCharacterTable.emojiVariationBases) else { return 1 }
    var afterJoiner = false
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0xFE0F:
        return 2
      case 0x1F3FB...0x1F3FF where base.properties.isEmojiModifierBase:
        return 2
      case 0x200D:
        afterJoiner = true
        continue
      default:
        if afterJoiner && base.value > 0x7F && isEmoji(scalar) { return 2 }
      }
      afterJoiner = false
    }
    return 1
  }

  /// Total cells a string occupies: the sum over its grapheme clusters.
  public static func of(_ string: some StringProtocol) -> Int {
    // A slice of printable ASCII is measured where it lies, with no copy.
    if isPrintableASCII(string) { return string.utf8.count }
    return of(String(string))
  }

  /// The same for a `String`, reached from generic callers (`ellipsised`, `displayWidth`)
  /// without iterating through `StringProtocol`'s witnesses. Text of printable ASCII only is
  /// its byte count, checked in one pass (a long word is measured again for each line it is
  /// broken into). Otherwise printable ASCII that is a grapheme of its own
  /// (`printableASCIIGrapheme`) counts one column with no grapheme breaking, and the rest is
  /// measured by `Character`.
  public static func of(_ string: String) -> Int {
    if isPrintableASCII(string) { return string.utf8.count }
    var total = 0
    var index = string.startIndex
    while index < string.endIndex {
      if let ascii = string.printableASCIIGrapheme(at: index) {
        total += 1
        index = ascii.next
        continue
      }
      let character = string[index]
      total += of(character)
      index = string.index(index, after: character)
    }
    return total
  }

  /// True when every byte is printable ASCII (U+0020...U+007E), i.e. one cell per byte.
  static func isPrintableASCII(_ string: some StringProtocol) -> Bool {
    let contiguous = string.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy(isPrintableASCII)
    }
    return contiguous ?? string.utf8.allSatisfy(isPrintableASCII)
  }

  /// Whether a byte is printable ASCII (U+0020...U+007E): one cell, and a grapheme of its own
  /// unless something non-ASCII follows it.
  static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

  /// Binary search in a sorted table of non-overlapping ranges.
  static func contains(_ value: UInt32, in table: [ClosedRange<UInt32>]) -> Bool {
    guard let first = table.first, let last = table.last,
      value >= first.lowerBound, value <= last.upperBound
    else { return false }
    var low = 0
    var high = table.count - 1
    while low <= high {
      let middle = low + (high - low) / 2
      let range = table[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Emoji for ZWJ-sequence purposes: wide emoji or a text-default emoji with a VS16 form.
  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    contains(scalar.value, in: WideCharacterTable.wide)
      || contains(scalar.value, in: WideCharacterTable.emojiVariationBases)
  }

  /// Zero-width scalars outside the ASCII/Latin fast paths.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    // Hangul Jungseong/Jongseong (and Jamo Extended-B): they combine with a leading jamo.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
      return true
    case .format:
      return !isPrependedConcatenationMark(value)
    default:
      return false
    }
  }

  /// Format characters that carry a visible glyph (Prepended_Concatenation_Mark).
  private static func isPrependedConcatenationMark(_ value: UInt32) -> Bool {
    switch value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
      return true
    default:
      return false
    }
  }
}
