import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// `:` opens the go-to prompt on every screen that isn't taking text, and what is typed after
/// it goes into the prompt, never to the screen's own keys.
@Suite struct GoToEverywhereTests {
  static let size = Size(width: 80, height: 24)

  @Test func colonOpensGoToOnRepositoriesTheIssuesAndAnIssue() async {
    let program = Fixtures.program
    let list = Fixtures.state(.success, size: Self.size)
    var issue = list
    program.press(.enter, on: &issue)  // a fixture: the issue opened, its load not run
    #expect(issue.top.screen.as(IssueScreen.self) != nil)
    for state in [list, issue] {
      let store = TestStore(program: program, initialState: state)
      await store.press(.character(":")) { $0.goTo = GoToPrompt() }
      // Typed into the prompt: no key reaches the screen.
      await store.type("of") { $0.goTo?.field = TextField(text: "of", maximumLength: 200) }
      await store.finish()
    }
  }
}
