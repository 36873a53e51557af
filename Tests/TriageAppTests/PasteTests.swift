import TerminalUI
import Testing

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
    var state = Fixtures.loadedState(size: size)
    program.press(Fixtures.signOut + [.enter], on: &state)
    _ = program.reduce(&state, .input(.paste("ghp_token\n")))
    guard let screen = state.top.screen.as(SignInScreen.self) else {
      Issue.record("not on sign-in")
      return
    }
    #expect(screen.token.text == "ghp_token")
    #expect(!program.view(state, in: size).contains("ghp_token"), "still masked")
  }

  @Test func aPasteGoesIntoTheGoToPrompt() {
    var state = Fixtures.loadedState(size: size)
    program.press([.escape, .character(":")], on: &state)
    _ = program.reduce(&state, .input(.paste("demo/flaky\n")))
    #expect(state.goTo?.field.text == "demo/flaky")
    program.press([.enter], on: &state)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/flaky"])
  }

  @Test func aPasteUnderAnAlertOrTheHelpIsDropped() {
    var state = Fixtures.loadedState(size: size)
    program.press([.character("?")], on: &state)
    let help = state
    _ = program.reduce(&state, .input(.paste("q")))
    #expect(state == help)
  }
}

/// Found by the soak: signed out while the demo was offline, sign-in could never succeed, because
/// `O` types into the token field there.
@Suite struct SignInOfflineTests {
  @Test func ctrlOTogglesTheDemoOfflineOnSignIn() {
    let program = Fixtures.program
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24))
    program.press([.character("O")], on: &state)
    #expect(state.demo.isOffline)
    program.press(Fixtures.signOut + [.enter], on: &state)
    program.press([.ctrl("o")], on: &state)
    #expect(!state.demo.isOffline)
    guard let screen = state.top.screen.as(SignInScreen.self) else {
      Issue.record("not on sign-in")
      return
    }
    #expect(screen.token.text.isEmpty, "Ctrl-O is not typed")
  }
}
