import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// `AppState.modify(_:as:_:)`, the typed way a test states a change to a screen on the stack:
/// it changes the screen it names, and fails rather than change nothing when the screen is
/// missing or of another type.
struct TypedScreenStepTests {
  static func signIn() -> (TriageProgram, AppState) {
    let program = SignInAndHelpTests.realServer()
    return (program, SignInAndHelpTests.signIn(program, size: Size(width: 80, height: 24)))
  }

  @Test func aStepStatesItsChangeToTheScreenOnTop() async {
    let (program, state) = Self.signIn()
    let store = TestStore(program: program, initialState: state)
    let top = store.state.top.id
    await store.press(.tab) {
      $0.modify(top, as: SignInScreen.self) { $0.focus = .host }
    }
    await store.press(.backTab) {
      $0.modifyTop(as: SignInScreen.self) { $0.focus = .token }
    }
    await store.finish()
  }

  @Test func aScreenOfAnotherTypeFailsAndIsLeftAlone() {
    var (_, state) = Self.signIn()
    let before = state
    withKnownIssue {
      state.modifyTop(as: IssueListScreen.self) { _ in }
    }
    #expect(state == before)
  }

  @Test func aScreenNoLongerOnTheStackFails() {
    var (_, state) = Self.signIn()
    let before = state
    withKnownIssue {
      state.modify(ScreenID(99), as: SignInScreen.self) { $0.focus = .host }
    }
    #expect(state == before)
  }

  @Test func aWrongStatementFailsTheStep() async {
    let (program, state) = Self.signIn()
    let store = TestStore(program: program, initialState: state)
    await withKnownIssue {
      await store.press(.tab) { $0.modifyTop(as: SignInScreen.self) { $0.focus = .token } }
    }
    await store.finish()
  }
}
