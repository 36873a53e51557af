import Testing

@testable import TerminalUI

@Suite struct GraphemeTests {
  static let samples: [Character] = [
    "a", " ", "~", "é", "e\u{301}", "日", "ｶ", "🎉", "❤️", "1\u{FE0F}\u{20E3}", "🇯🇵", "👍🏽", "🧑‍💻",
    "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    Character("e" + String(repeating: "\u{301}", count: 20)),
  ]

  @Test(arguments: samples)
  func aGraphemeGivesBackItsCharacterAndScalars(character: Character) {
    let grapheme = Grapheme(character)
    #expect(grapheme.character == character)
    #expect(Array(grapheme.unicodeScalars) == Array(character.unicodeScalars))
    var decoded: [Unicode.Scalar] = []
    grapheme.forEachScalar { decoded.append($0) }
    #expect(decoded == Array(character.unicodeScalars), "decoded in place, as a backend does")
    #expect(grapheme == Grapheme(character), "a long cluster is kept once, so it compares equal")
  }

  @Test func differentGraphemesDiffer() {
    let graphemes = Self.samples.map { Grapheme($0) }
    for (index, grapheme) in graphemes.enumerated() {
      let equal = graphemes.indices.filter { graphemes[$0] == grapheme }
      // "é" and "e\u{301}" are distinct byte sequences, stored as such.
      #expect(equal == [index], "\(Self.samples[index])")
    }
  }

  @Test func aLongClusterCutShortKeepsWholeScalarsAndNoDanglingJoiner() {
    let family = Grapheme("👨‍👩‍👧‍👦", interning: false)
    #expect(family.character == "👨")
    let marks = Grapheme(Character("e" + String(repeating: "\u{301}", count: 20)), interning: false)
    #expect(marks.character == Character("e" + String(repeating: "\u{301}", count: 3)))
  }

  @Test func aCellOfASpaceIsTheBlankCell() {
    #expect(Cell(character: " ").isSpace)
    #expect(Cell(character: " ") == .blank)
    #expect(!Cell(character: "x").isSpace)
    var cell = Cell(character: "x")
    cell.character = "日"
    #expect(cell.character == "日")
  }

  @Test func aPrintableASCIIByteIsStoredAsItsCharacterIs() {
    for byte in UInt8(0x20)...UInt8(0x7E) {
      let made = Grapheme(printableASCII: byte)
      #expect(made == Grapheme(Character(Unicode.Scalar(byte))))
      #expect(made.character == Character(Unicode.Scalar(byte)))
    }
    #expect(Grapheme(printableASCII: 0x20) == .space)
  }

  @Test func onlyAOneByteGraphemeHasAnASCIIByte() {
    #expect(Grapheme("a").asciiByte == UInt8(ascii: "a"))
    #expect(Grapheme(" ").asciiByte == 0x20)
    #expect(Grapheme(printableASCII: 0x7E).asciiByte == 0x7E)
    for sample in Self.samples where sample.utf8.count > 1 {
      #expect(Grapheme(sample).asciiByte == nil, "\(sample)")
    }
  }
}
