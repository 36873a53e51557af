import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite struct FuzzyFilterTests {
  @Test func aSubsequenceMatchesIgnoringCaseWithItsPositions() throws {
    let match = try #require(FuzzyFilter.match("GFI", in: "good first issue"))
    #expect(match.positions == [0, 5, 6], "a run (\"fi\") beats a scattered word start")
    #expect(FuzzyFilter.match("bgu", in: "bug") == nil)
    #expect(FuzzyFilter.match("x", in: "") == nil)
    #expect(FuzzyFilter.match("", in: "anything") == FuzzyMatch(score: 0, positions: []))
  }

  @Test func contiguousAndWordStartMatchesRankFirst() {
    let names = ["b-u-g", "debugging", "bug", "type: bug", "Bugfix", "ubg"]
    let ranked = FuzzyFilter.filter(names, query: "bug") { $0 }.map { names[$0.index] }
    #expect(ranked.prefix(3).sorted() == ["Bugfix", "bug", "type: bug"])
    #expect(ranked[3] == "b-u-g")
    #expect(ranked[4] == "debugging")
    #expect(!ranked.contains("ubg"))
  }

  @Test func theBestAlignmentIsFoundNotTheFirst() throws {
    // The greedy first "a" would give a scattered match; the word start "app" is better.
    let match = try #require(FuzzyFilter.match("app", in: "a-plus app"))
    #expect(match.positions == [7, 8, 9])
    let camel = try #require(FuzzyFilter.match("nr", in: "needsReview"))
    #expect(camel.positions == [0, 5])
  }

  @Test func anEmptyQueryKeepsTheOrder() {
    let names = ["c", "a", "b"]
    #expect(FuzzyFilter.filter(names, query: "") { $0 }.map(\.index) == [0, 1, 2])
  }

  /// A query cut out of a text always matches it, with positions on equal characters; and no
  /// text or query, however odd its Unicode, crashes the matcher.
  @Test func propertiesOverRandomUnicode() {
    var random = SplitMix64(seed: 0xF022)
    let pieces: [String] = [
      "a", "B", "z", " ", "-", "_", "日", "本", "🎉", "e\u{301}", "İ", "ß", "ǅ", "\u{0}", "\u{1B}",
      "\u{200D}", "👨‍👩‍👧", "🇯🇵", "\u{FE0F}", "ﬁ", "Σ", "ς", "\u{10FFFF}", "\n", "\u{301}",
    ]
    for _ in 0..<2000 {
      let text = (0..<random.int(in: 0...30)).map { _ in pieces[random.int(in: 0..<pieces.count)] }
        .joined()
      let characters = Array(text)
      guard !characters.isEmpty else { continue }
      let lower = random.int(in: 0..<characters.count)
      let upper = random.int(in: (lower + 1)...characters.count)
      let query = String(characters[lower..<upper])
      guard Array(query) == Array(characters[lower..<upper]) else { continue }
      let match = FuzzyFilter.match(query, in: text)
      #expect(match != nil, "\(query.debugDescription) in \(text.debugDescription)")
      if let match {
        #expect(match.positions == match.positions.sorted())
        #expect(Set(match.positions).count == match.positions.count)
        #expect(match.positions.allSatisfy { characters.indices.contains($0) })
      }
      let randomQuery = (0..<random.int(in: 0...5)).map { _ in
        pieces[random.int(in: 0..<pieces.count)]
      }.joined()
      _ = FuzzyFilter.match(randomQuery, in: text)
    }
  }

  @Test func boundedWorkOnHugeTexts() {
    let huge = String(repeating: "ab", count: 100_000)
    #expect(FuzzyFilter.match("ba", in: huge) != nil)
    #expect(FuzzyFilter.match("zz", in: huge) == nil)
  }

  @Test func drawingHighlightsMatchesAndTruncatesByWidth() throws {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    let text = "日本語ラベル名"
    let match = try #require(FuzzyFilter.match("本ル", in: text))
    let used = FuzzyFilter.draw(
      text, match: match, at: Point(x: 0, y: 0), maxWidth: 8, style: .plain, canvas: &canvas)
    #expect(used == 7)
    #expect(canvas.lines == ["日本語…   "])
    #expect(canvas[2, 0].style.attributes.contains(.bold), "本 is highlighted")
    #expect(!canvas[0, 0].style.attributes.contains(.bold))
  }
}
