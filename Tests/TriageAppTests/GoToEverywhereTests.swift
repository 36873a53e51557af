import TerminalUI
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// `:` opens the go-to prompt on every screen that isn't taking text, and what is typed after
/// it goes into the prompt, never to the screen's own keys.
@Suite struct GoToEverywhereTests {
  static let size = Size(width: 80, height: 24)

  @Test func colonOpensGoToOnRepositoriesTheIssuesAndAnIssue() {
    let program = Fixtures.program
    var state = Fixtures.state(.success, size: Self.size)
    var screens: [AppState] = []
    screens.append(state)
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.top.screen.as(IssueScreen.self) != nil)
    screens.append(state)
    for var screen in screens {
      let before = screen.navigation
      _ = program.reduce(&screen, .input(.key(.character(":"))))
      #expect(screen.goTo != nil, "\(screen.top.screen)")
      for key in "of".map(Key.character) { _ = program.reduce(&screen, .input(.key(key))) }
      #expect(screen.goTo?.field.text == "of", "typed into the prompt")
      #expect(screen.navigation == before, "no key reached the screen")
    }
  }
}
