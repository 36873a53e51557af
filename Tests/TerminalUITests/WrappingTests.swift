import Testing

@testable import TerminalUI

@Suite struct WrappingTests {
  @Test func wordsWrapAtSpaces() {
    #expect("the quick brown fox".wrapped(toWidth: 9) == ["the quick", "brown fox"])
  }

  @Test func cjkTextBreaksBetweenCharactersToFillTheLine() {
    #expect(
      "GitHub の個人アクセストークン".wrapped(toWidth: 12) == ["GitHub の個", "人アクセスト", "ークン"])
  }

  @Test func aWideCharacterNeverStraddlesTheEdge() {
    for width in 1...8 {
      for line in "ab 日本語テキスト".wrapped(toWidth: width) {
        #expect(line.displayWidth <= max(width, 2), "width \(width): \(line)")
      }
    }
  }
}
