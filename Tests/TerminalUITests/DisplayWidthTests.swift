import Testing

@testable import TerminalUI

@Suite("DisplayWidth")
struct DisplayWidthTests {
  // MARK: Scalars

  @Test(
    "Scalar widths",
    arguments: [
      (0x41, 1), (0x20, 1), (0x7E, 1), (0xE9, 1), (0xAD, 1), (0x0600, 1), (0x2764, 1),
      (0xFF71, 1), (0x00, 0), (0x07, 0), (0x1B, 0), (0x7F, 0), (0x85, 0), (0x9F, 0),
      (0x0301, 0), (0x20DD, 0), (0x200B, 0), (0x200D, 0), (0x200E, 0), (0x2060, 0),
      (0x2028, 0), (0xFE0F, 0), (0xFE0E, 0), (0xE0100, 0), (0xE0001, 0), (0x1160, 0),
      (0x11A8, 0), (0xD7B0, 0), (0x1100, 2), (0x65E5, 2), (0xAC00, 2), (0x3000, 2),
      (0xFF21, 2), (0x1F600, 2), (0x1F3FD, 2), (0x1F1EF, 2), (0x231A, 2), (0x20000, 2),
    ] as [(UInt32, Int)])
  func scalarWidth(value: UInt32, expected: Int) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(DisplayWidth.of(scalar) == expected)
  }

  @Test("Printable ASCII scalars are one cell, other ASCII is zero")
  func asciiScalars() throws {
    for value in UInt32(0)...0x7F {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(DisplayWidth.of(scalar) == ((0x20...0x7E).contains(value) ? 1 : 0))
    }
  }

  @Test("Every Emoji_Presentation scalar is two cells")
  func emojiPresentationIsWide() {
    var misses: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else {
        continue
      }
      if DisplayWidth.of(scalar) != 2 { misses.append("U+" + String(value, radix: 16)) }
    }
    #expect(misses.isEmpty, "\(misses)")
  }

  @Test("Combining and enclosing marks are zero cells")
  func marksAreZero() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark:
        #expect(DisplayWidth.of(scalar) == 0, "U+\(String(value, radix: 16))")
      default:
        continue
      }
    }
  }

  @Test("Wide table is sorted and non-overlapping")
  func tablesAreSorted() {
    for table in [WideCharacterTable.wide, WideCharacterTable.emojiVariationBases] {
      #expect(!table.isEmpty)
      for (previous, next) in zip(table, table.dropFirst()) {
        #expect(previous.upperBound < next.lowerBound)
      }
    }
    #expect(WideCharacterTable.unicodeVersion == "17.0.0")
  }

  // MARK: Grapheme clusters

  @Test(
    "Grapheme cluster widths",
    arguments: [
      ("a", 1), ("e\u{0301}", 1), ("\u{00E9}", 1), ("日", 2), ("한", 2),
      ("\u{1100}\u{1161}\u{11A8}", 2), ("Ａ", 2), ("ｱ", 1), ("😀", 2),
      ("\u{2764}\u{FE0F}", 2), ("\u{2764}", 1), ("\u{2764}\u{FE0E}", 1),
      ("\u{231A}\u{FE0E}", 2), ("🇯🇵", 2), ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),
      ("1\u{FE0F}\u{20E3}", 2), ("#\u{FE0F}\u{20E3}", 2), ("1\u{20E3}", 1),
      ("\u{1F44D}\u{1F3FD}", 2), ("\u{261D}\u{1F3FD}", 2), ("\u{2764}\u{200D}\u{1F525}", 2),
      ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2), ("\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}", 2),
      ("a\u{FE0F}", 1), ("a\u{200D}", 1), ("\u{200B}", 0), ("\r\n", 0), ("\t", 0),
      ("\u{0301}", 0),
    ])
  func characterWidth(text: String, expected: Int) throws {
    #expect(text.count == 1, "test input must be a single grapheme cluster")
    let character = try #require(text.first)
    #expect(DisplayWidth.of(character) == expected)
  }

  // MARK: Strings

  @Test(
    "String widths",
    arguments: [
      ("", 0), ("hello", 5), ("hello, world!", 13), ("caf\u{0065}\u{0301}", 4), ("日本語", 6),
      ("안녕하세요", 10), ("Ａｂｃ", 6), ("ｱｲｳ", 3), ("a日b😀c", 7), ("🇯🇵🇺🇸", 4),
      ("x\u{200B}y", 2), ("tab\there", 7), ("e\u{0301}\u{0302}\u{0303}", 1),
      ("👨‍👩‍👧 family", 9), ("1️⃣2️⃣", 4),
    ])
  func stringWidth(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
    #expect(text.displayWidth == expected)
    #expect(text.displayWidth == text.reduce(0) { $0 + DisplayWidth.of($1) })
  }

  @Test("Substrings are measured too")
  func substringWidth() {
    let text = "ab日本語cd"
    let slice = text.dropFirst(2).dropLast(2)
    #expect(slice.displayWidth == 6)
    #expect(DisplayWidth.of(text.prefix(2)) == 2)
  }

  // MARK: Clipping

  @Test(
    "Clipping keeps whole graphemes that fit",
    arguments: [
      ("日本語abc", 5, "日本"), ("日本語abc", 6, "日本語"), ("日本語abc", 7, "日本語a"),
      ("日本語abc", 100, "日本語abc"), ("hello", 3, "hel"), ("hello", 5, "hello"),
      ("e\u{0301}x", 1, "e\u{0301}"), ("😀a", 1, ""), ("a😀", 2, "a"), ("🇯🇵🇺🇸", 3, "🇯🇵"),
      ("ab\u{200B}cd", 2, "ab\u{200B}"), ("", 3, ""), ("hello", 0, ""), ("日本", -1, ""),
    ])
  func clipped(text: String, width: Int, expected: String) {
    let result = text.clipped(toWidth: width)
    #expect(result == expected)
    #expect(result.displayWidth <= max(width, 0))
  }

  // MARK: Ellipsis

  @Test(
    "Ellipsis when too wide",
    arguments: [
      ("hello world", 8, "hello w…"), ("hi", 5, "hi"), ("hello", 5, "hello"),
      ("hello", 4, "hel…"), ("hello", 1, "…"), ("hello", 0, ""), ("hello", -5, ""),
      ("日本語", 4, "日…"), ("日本語abc", 5, "日本…"), ("日本語", 6, "日本語"), ("", 0, ""),
    ])
  func ellipsised(text: String, width: Int, expected: String) {
    let result = text.ellipsised(toWidth: width)
    #expect(result == expected)
    #expect(result.displayWidth <= max(width, 0))
  }

  @Test("Custom ellipsis, including one wider than the space")
  func customEllipsis() {
    #expect("hello world".ellipsised(toWidth: 6, ellipsis: "...") == "hel...")
    #expect("hello world".ellipsised(toWidth: 3, ellipsis: "...") == "...")
    #expect("hello world".ellipsised(toWidth: 2, ellipsis: "...") == "..")
    #expect("hello world".ellipsised(toWidth: 4, ellipsis: "") == "hell")
    #expect("日本語".ellipsised(toWidth: 3, ellipsis: "⋯") == "日⋯")
  }

  // MARK: Padding

  @Test(
    "Padding to an exact width",
    arguments: [
      ("ab", 4, "ab  "), ("日本", 5, "日本 "), ("日本語", 5, "日本 "), ("abc", 3, "abc"),
      ("abcdef", 3, "abc"), ("", 2, "  "), ("abc", 0, ""), ("abc", -1, ""),
      ("e\u{0301}", 2, "e\u{0301} "),
    ])
  func padded(text: String, width: Int, expected: String) {
    let result = text.padded(toWidth: width)
    #expect(result == expected)
    #expect(result.displayWidth == max(width, 0))
  }

  /// Runs of printable ASCII are counted without grapheme breaking; a string's width must still
  /// be the sum of its characters' widths, for a `String` and for a `Substring`, wherever ASCII
  /// meets a combining mark, a control, CR LF or a wide grapheme.
  @Test(arguments: [
    "", "plain", " › demo/busy", "⌕ is:open", "e\u{301}x", "ab\u{301}", "a\r\nb", "a\u{7}b",
    "日本a", "a日本", "x🇯🇵y", "👍🏽ok", "\u{301}lead", "tail\u{200D}", "a\u{FE0F}b",
    "keycap 1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}!",
  ])
  func aStringsWidthIsItsCharactersWidths(text: String) {
    let expected = text.reduce(0) { $0 + DisplayWidth.of($1) }
    #expect(DisplayWidth.of(text) == expected)
    #expect(DisplayWidth.of("<\(text)>".dropFirst().dropLast()) == expected)
  }
}
