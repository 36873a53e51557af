import Localization
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A paste is text for a field, never commands: pasting onto a list can't quit, sign out or
/// toggle anything.
@Suite struct PasteTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  @Test func aPasteOnAListDoesNothing() {
    var state = Fixtures.loadedState(size: size)
    let before = state
    let effect = program.reduce(&state, .input(.paste("qXOfjjjj\r?")))
    #expect(effect.isNone)
    #expect(state == before)
  }

  @Test func aPasteGoesIntoTheFocusedSignInField() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: Fixtures.signOut + [.enter])
    store.reduce(.input(.paste("ghp_token\n")))
    guard let screen = store.state.top.screen.as(SignInScreen.self) else {
      Issue.record("not on sign-in")
      return
    }
    #expect(screen.token.text == "ghp_token")
    #expect(!program.view(store.state, in: size).contains("ghp_token"), "still masked")
  }

  @Test func aPasteGoesIntoTheGoToPrompt() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.escape, .character(":")])
    store.reduce(.input(.paste("demo/flaky\n")))
    #expect(store.state.goTo?.field.text == "demo/flaky")
    store.reduce(keys: [.enter])
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/flaky"])
  }

  @Test func aPasteUnderAnAlertOrTheHelpIsDropped() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.character("?")])
    let help = store.state
    store.reduce(.input(.paste("q")))
    #expect(store.state == help)
  }
}

/// Found by the soak: signed out while the demo was offline, sign-in could never succeed, because
/// `O` types into the token field there.
@Suite struct SignInOfflineTests {
  @Test func ctrlOTogglesTheDemoOfflineOnSignIn() {
    let program = Fixtures.program
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: Size(width: 80, height: 24)))
    store.reduce(keys: [.character("O")])
    #expect(store.state.demo.isOffline)
    store.reduce(keys: Fixtures.signOut + [.enter])
    store.reduce(keys: [.ctrl("o")])
    #expect(!store.state.demo.isOffline)
    guard let screen = store.state.top.screen.as(SignInScreen.self) else {
      Issue.record("not on sign-in")
      return
    }
    #expect(screen.token.text.isEmpty, "Ctrl-O is not typed")
  }
}
