import Localization
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// Small signs that said something untrue: the help's hint offered to scroll on past its end,
/// and in ASCII the query line's mark was `/`, the search prompt's own.
@Suite struct SmallerSignsTests {
  @Test(arguments: [Language.english, .japanese])
  func atItsEndTheHelpOffersOnlyTheWayBackUp(language: Language) {
    let end = HelpOverlay.scrollHint(first: 5, last: 12, total: 12).text(in: language)
    #expect(!end.contains("↓") && !end.contains("PgDn"), "\(end)")
    #expect(end.contains("↑"))
    let middle = HelpOverlay.scrollHint(first: 1, last: 8, total: 12).text(in: language)
    #expect(middle.contains("↓"))
  }

  @Test func inASCIITheQueryMarkIsNotTheSearchPrompt() {
    #expect(ASCIIGlyphs.standIn(for: "⌕") != "/")
  }
}
