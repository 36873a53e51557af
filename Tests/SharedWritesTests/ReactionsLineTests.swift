import IssueDomain
import TerminalUI
import Testing

@testable import AppCore
@testable import SharedWrites

/// The reaction counts' line: GitHub's order, zero counts left out, emoji or names, and packed
/// by display width without splitting a count.
@Suite struct ReactionsLineTests {
  static let all = Reactions([
    .thumbsUp: 3, .thumbsDown: 1, .laugh: 2, .hooray: 4, .confused: 1, .heart: 7, .rocket: 2,
    .eyes: 5,
  ])

  /// A variation selector makes a glyph's width the terminal's choice (tmux draws `❤️` in one
  /// column, others in two), so no glyph carries one: each is as wide as it is counted.
  @Test func noGlyphLeavesItsWidthToTheTerminal() {
    for reaction in Reaction.allCases {
      let glyph = ReactionsLine.glyph(reaction)
      #expect(
        !glyph.unicodeScalars.contains { (0xFE00...0xFE0F).contains($0.value) }, "\(reaction)")
      #expect(glyph.unicodeScalars.count == 1, "\(reaction): one scalar, no sequence")
    }
  }

  @Test func emojiAndNamesInGitHubsOrder() {
    #expect(
      ReactionsLine.lines(Self.all, emoji: true, width: 200) == [
        "👍 3  👎 1  😄 2  🎉 4  😕 1  ❤ 7  🚀 2  👀 5"
      ])
    #expect(
      ReactionsLine.lines(Self.all, emoji: false, width: 200) == [
        "+1 3  -1 1  laugh 2  hooray 4  confused 1  heart 7  rocket 2  eyes 5"
      ])
  }

  @Test func zeroCountsAndNoReactionsDrawNothing() {
    #expect(ReactionsLine.lines(Reactions([.heart: 0, .eyes: -1]), emoji: true, width: 80) == [])
    #expect(
      ReactionsLine.lines(Reactions([.heart: 0, .rocket: 1]), emoji: false, width: 80) == [
        "rocket 1"
      ])
  }

  @Test(arguments: [1, 5, 9, 12, 20, 38])
  func narrowWidthsPackWholeCounts(width: Int) {
    let lines = ReactionsLine.lines(Self.all, emoji: false, width: width)
    #expect(lines.allSatisfy { $0.displayWidth <= width })
    if width >= 10 {
      #expect(lines.joined(separator: "  ").split(separator: " ").count == 16, "\(lines)")
    }
  }
}
