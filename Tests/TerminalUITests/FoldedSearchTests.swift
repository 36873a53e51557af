import Foundation
import Testing

@testable import TerminalUI

/// The Repositories filter's search, against what it replaced: Foundation's
/// `range(of:options: [.caseInsensitive, .widthInsensitive])`. It answers the same for every
/// pair of a corpus of hard cases but the few listed, where Foundation matched part of a
/// character (or, for full-width letters, a letter that isn't there).
@Suite struct FoldedSearchTests {
  static let corpus: [String] = [
    "abc", "ABC", "ＡＢＣ", "ａｂｃ", "Ｗｉｄｅ letters", "wide", "a b", "a　b", "a  b", " ", "  ",
    "\t", "a\tb", "a\nb", "straße", "STRASSE", "SS", "ss", "ß", "ẞ", "s", "ｶﾀｶﾅ", "カタカナ", "ｶ",
    "カ", "ｶﾞ", "ガ", "ｰ", "ー", "ÄRGER", "ärger", "Ä", "A\u{308}", "a\u{308}", "café", "cafe",
    "cafe\u{301}", "e", "é", "e\u{301}", "İstanbul", "istanbul", "I", "i", "ı", "ﬁle", "FILE",
    "fi", "①", "1", "Å", "\u{212B}", "å", "K", "\u{212A}", "k", "ς", "σ", "Σ", "ΣΑΣ", "σας",
    "🇯🇵🇺🇸", "🇵🇺", "🇯🇵", "👩‍👩‍👧", "👩", "￥", "¥", "＄", "$", "～", "~", "￣", "ﾟ", "゜", "ﾞ",
    "゛", "Ｉ", "ｉ", "ﬀ", "FF", "ǅ", "Ǆ", "ǆ", "ŉ", "ʼn", "ΐ", "ﬃ", "ffi", "-", "‐", "－", "_",
    "＿", "/", "／", "demo/flaky", "FLAK", "ＦＬＡＫ", "flak", "0", "０", "9", "９", "a", "Ａ", "z",
    "Ｚ", "の", "ノ", "ﾉ", "ﾎﾟ", "ポ", "ﾊﾞｸﾞ", "バグ", "\r\n", "\n", "\u{3000}", "\u{00A0}",
    "\u{2003}", "x\u{00A0}y", "x y", "ǰ", "J\u{30C}", "ǈ", "Ǉ", "ϐ", "β", "ẛ", "ṡ",
  ]

  /// Where the two differ, as (text, query): Foundation matched inside a character (a flag of
  /// a pair, a person of a family, `\n` of `\r\n`, a half-width sound mark alone), matched
  /// full-width letters against a letter with a mark, and didn't see a half-width katakana with
  /// its sound mark as the full-width one. Ours compares whole characters.
  static let differences: Set<[String]> = [
    ["ＡＢＣ", "Ä"], ["ＡＢＣ", "Å"], ["ＡＢＣ", "\u{212B}"], ["ＡＢＣ", "å"], ["ａｂｃ", "Ä"],
    ["ａｂｃ", "Å"], ["ａｂｃ", "\u{212B}"], ["ａｂｃ", "å"], ["ＦＬＡＫ", "Ä"], ["ＦＬＡＫ", "Å"],
    ["ＦＬＡＫ", "\u{212B}"], ["ＦＬＡＫ", "å"], ["ＦＬＡＫ", "ﬀ"], ["ＦＬＡＫ", "ﬃ"],
    ["ｶﾀｶﾅ", "ガ"], ["ｶﾞ", "ガ"], ["ｶﾞ", "\u{FF9E}"], ["ガ", "ｶﾞ"], ["ﾎﾟ", "\u{FF9F}"],
    ["ﾎﾟ", "ポ"], ["ポ", "ﾎﾟ"], ["ﾊﾞｸﾞ", "\u{FF9E}"], ["ﾊﾞｸﾞ", "バグ"], ["バグ", "ﾊﾞｸﾞ"],
    ["🇯🇵🇺🇸", "🇵🇺"], ["👩‍👩‍👧", "👩"], ["\r\n", "\n"],
  ]

  @Test func answersAsFoundationDidButForWholeCharacters() {
    let options: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
    var differing: Set<[String]> = []
    for text in Self.corpus {
      for query in Self.corpus
      where (text.range(of: query, options: options) != nil)
        != FoldedSearch.contains(query, in: text)
      {
        differing.insert([text, query])
      }
    }
    #expect(differing == Self.differences)
  }

  @Test func fullWidthHalfWidthCaseAndWhitespace() {
    #expect(FoldedSearch.contains("ＡＢＣ", in: "xabcx"))
    #expect(FoldedSearch.contains("abc", in: "ＡＢＣ"))
    #expect(FoldedSearch.contains("カタカナ", in: "ｶﾀｶﾅ"))
    #expect(FoldedSearch.contains("バグ", in: "ﾊﾞｸﾞ"), "a half-width sound mark is part of its kana")
    #expect(FoldedSearch.contains("STRASSE", in: "straße"))
    #expect(!FoldedSearch.contains("s", in: "ß"), "a match ends where a character of the text does")
    #expect(!FoldedSearch.contains("i", in: "ı"))
    #expect(!FoldedSearch.contains(" ", in: "a\u{3000}b"), "an ideographic space is no space")
    #expect(!FoldedSearch.contains("a b", in: "a\tb"))
    #expect(FoldedSearch.contains("", in: ""))
  }

  /// Width folding is CoreFoundation's table, scalar by scalar, over all of Unicode.
  @Test func widthFoldingIsFoundations() {
    var differing: [UInt32] = []
    for value in UInt32(0xFF00)...0xFFEF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let foundation = String(scalar).folding(options: .widthInsensitive, locale: nil)
      if foundation != String(FoldedSearch.widthFolded(scalar)) { differing.append(value) }
    }
    #expect(differing.isEmpty)
  }

  /// Case folding (after width) is Foundation's for every cased scalar of the first two planes
  /// (all the cased scripts), but those newer than CoreFoundation's Unicode tables, which it
  /// leaves as they are and the standard library folds.
  @Test func caseFoldingIsFoundationsButNewer() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x1FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped else {
        continue
      }
      let foundation = String(scalar).folding(
        options: [.caseInsensitive, .widthInsensitive], locale: nil)
      if foundation != String(FoldedSearch.folded(Character(scalar))),
        foundation != String(scalar)
      {
        differing.append(value)
      }
    }
    #expect(differing.isEmpty)
  }
}
