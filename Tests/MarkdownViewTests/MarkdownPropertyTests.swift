import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import MarkdownView

/// Seeded random bodies built from Markdown's syntax, hostile scalars and wide text, at random
/// widths: layout never crashes, every line fits, and no control or bidi override survives.
@Suite struct MarkdownPropertyTests {
  static let seed: UInt64 = 0x6D61_726B_646F_776E
  static let count = 1500

  static let pieces = [
    "# ", "## ", "### ", "- ", "* ", "1. ", "10) ", "- [ ] ", "- [x] ", "> ", ">> ", "    ",
    "  ", "```", "~~~", "\n", "\n\n", "|", "| a | b |\n|---|:-:|\n", "-|", ":-", "---\n", "*",
    "**", "_", "__", "~~", "`", "``", "[", "](", ")", "![", "<", ">", "<!--", "-->", "<br>",
    "<details>", "&#27;", "&#x9b;", "&#x202E;", "&amp;", "&#0;", "\\", "@", "#12", "@octo",
    "o/r#3", "https://example.com/a/b", "www.x.io", "a@b.io", "__init__", "word", "words here",
    "日本語", "👨‍👩‍👧‍👦", "🇯🇵", "e\u{301}", "\u{1B}[2J", "\u{9B}", "\t", "\r", "\u{202E}",
    "\u{200D}", "\u{0}", " ",
  ]

  @Test func randomBodiesFitAndStayInert() {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<Self.count {
      let markdown = (0..<random.int(in: 0...40)).map { _ in
        Self.pieces[random.int(in: 0..<Self.pieces.count)]
      }.joined()
      let width = random.int(in: 1...130)
      let lines = MarkdownText.lines(markdown, width: width, styles: MarkdownSnapshotTests.styles)
      let problems = Self.violations(lines, width: width)
      if !problems.isEmpty {
        Issue.record(
          "seed \(Self.seed), width \(width), input \(markdown.debugDescription): \(problems)")
        return
      }
    }
  }

  static func violations(_ lines: [MarkdownText.Line], width: Int) -> [String] {
    var problems: [String] = []
    for (index, line) in lines.enumerated() {
      if line.displayWidth > width {
        problems.append("line \(index) is \(line.displayWidth) wide: \(line.text.debugDescription)")
      }
      let hostile = line.text.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
      }
      if !hostile.isEmpty {
        problems.append("line \(index) holds \(hostile.map { String($0.value, radix: 16) })")
      }
    }
    return problems
  }
}
