import TerminalUITestSupport
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

  /// A word longer than the line fills whole lines, the last one keeping the rest: a 100 KiB
  /// run (a minified blob) at 80 columns is 1,280 lines of 80, and nothing is lost.
  @Test func aLongUnbreakableWordFillsWholeLines() {
    let word = String(repeating: "0123456789abcdef", count: 6_400)
    let lines = word.wrapped(toWidth: 80)
    #expect(lines.count == 1_280)
    #expect(lines.allSatisfy { $0.utf8.count == 80 })
    #expect(lines.joined() == word)
    #expect(("see " + word + " end").wrapped(toWidth: 80).first == "see")
    #expect(("see " + word + "tail end").wrapped(toWidth: 80).last == "tail end")
  }

  /// The same for a long word of wide, combined and zero-width graphemes: whole graphemes only,
  /// never wider than the line, and all of them there in order.
  @Test func aLongWordOfWideAndCombinedGraphemesFillsWholeLines() {
    let unit = "日本e\u{301}🇯🇵\u{200B}👍🏽x"
    let word = String(repeating: unit, count: 2_000)
    for width in [1, 2, 3, 7, 80] {
      let lines = word.wrapped(toWidth: width)
      #expect(lines.joined() == word, "width \(width)")
      #expect(lines.allSatisfy { $0.displayWidth <= max(width, 2) }, "width \(width)")
      #expect(lines.dropLast().allSatisfy { $0.displayWidth >= width - 1 }, "width \(width)")
    }
  }

  /// Wrapping gives the lines the plain greedy algorithm gives (re-measuring the rest of a long
  /// word after every line, as it always did), for random text of every kind of grapheme.
  @Test func wrappingMatchesTheGreedyReference() {
    var random = SplitMix64(seed: 32)
    let pieces = [
      "a", "bc", " ", "  ", "\n", "日", "本語", "e\u{301}", "🇯🇵", "\u{200B}", "👍🏽", "x",
      "-", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "ｱ", "\t", "\u{7}",
    ]
    for _ in 0..<500 {
      let text = (0..<random.int(in: 0...60)).map { _ in pieces[random.int(in: 0..<pieces.count)] }
        .joined()
      let width = random.int(in: 1...12)
      #expect(
        text.wrapped(toWidth: width) == Self.reference(text, width),
        "\(text.debugDescription) at \(width)")
      #expect(
        text.clipped(toWidth: width) == Self.referenceClip(text, width),
        "\(text.debugDescription) clipped at \(width)")
    }
  }

  /// The quadratic original, kept as the meaning of wrapping.
  static func reference(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var piece = String(word)
        var pieceWidth = piece.displayWidth
        if lineWidth > 0, lineWidth + 1 + pieceWidth <= width {
          line += " " + piece
          lineWidth += 1 + pieceWidth
          continue
        }
        if lineWidth > 0, piece.contains(where: { DisplayWidth.of($0) == 2 }) {
          let head = referenceClip(piece, width - lineWidth - 1)
          if !head.isEmpty {
            line += " " + head
            piece = String(piece.dropFirst(head.count))
            pieceWidth = piece.displayWidth
          }
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while pieceWidth > width {
          var head = referenceClip(piece, width)
          if head.isEmpty, let first = piece.first { head = String(first) }
          lines.append(head)
          piece = String(piece.dropFirst(head.count))
          pieceWidth = piece.displayWidth
        }
        line = piece
        lineWidth = pieceWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// The longest prefix of whole graphemes at most `width` wide, grapheme by grapheme.
  static func referenceClip(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var end = text.startIndex
    while end < text.endIndex {
      let characterWidth = DisplayWidth.of(text[end])
      if used + characterWidth > width { break }
      used += characterWidth
      end = text.index(after: end)
    }
    return String(text[..<end])
  }
}
