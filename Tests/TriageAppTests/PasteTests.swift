import Localization
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A paste is text for a field, never commands: pasting onto a list can't quit, sign out or
/// toggle anything.
@Suite struct PasteTests {
  let clock = EffectClock()
  let program: TriageProgram
  let size = Size(width: 80, height: 24)

  init() {
    program = Fixtures.program(clock: clock)
  }

  func store(_ state: AppState) -> TestStore<TriageProgram> {
    TestStore(program: program, initialState: state, clock: clock)
  }

  func loaded() -> AppState { Fixtures.loadedState(size: size, program: program) }

  @Test func aPasteOnAListDoesNothing() async {
    let store = store(loaded())
    let effect = await store.send(.input(.paste("qXOfjjjj\r?")))
    #expect(effect.isNone)
    await store.finish()
  }

  @Test func aPasteGoesIntoTheFocusedSignInField() async {
    var state = loaded()
    program.press(Fixtures.signOut + [.enter], on: &state)  // a fixture: signed out
    let store = store(state)
    await store.send(.input(.paste("ghp_token\n"))) {
      $0.modifyTop(as: SignInScreen.self) {
        $0.token = TextField(text: "ghp_token", isMasked: true)
      }
    }
    #expect(!program.view(store.state, in: size).contains("ghp_token"), "still masked")
    await store.finish()
  }

  @Test func aPasteGoesIntoTheGoToPrompt() async {
    var state = loaded()
    program.press(.escape, on: &state)  // a fixture: back on Repositories
    let store = store(state)
    await store.press(.character(":")) { $0.goTo = GoToPrompt() }
    await store.send(.input(.paste("demo/flaky\n"))) {
      $0.goTo?.field = TextField(text: "demo/flaky", maximumLength: 200)
    }
    // What the repository's screen loads is the go-to tests' business: here, only where it is.
    store.exhaustivity = .off
    await store.press(.enter)
    #expect(store.state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/flaky"])
    await store.finish()
  }

  @Test func aPasteUnderAnAlertOrTheHelpIsDropped() async {
    let store = store(loaded())
    await store.press(.character("?")) { $0.isHelpShowing = true }
    await store.send(.input(.paste("q")))
    await store.finish()
  }
}

/// Found by the soak: signed out while the demo was offline, sign-in could never succeed, because
/// `O` types into the token field there.
@Suite struct SignInOfflineTests {
  @Test func ctrlOTogglesTheDemoOfflineOnSignIn() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let list = TestStore(
      program: program,
      initialState: Fixtures.loadedState(size: Size(width: 80, height: 24), program: program),
      clock: clock)
    let listID = list.state.top.id
    await list.press(.character("O")) {
      $0.demo.isOffline = true
      $0.status = StatusMessage(text: "Demo: offline", serial: 1, screen: listID)
    }
    list.skipInFlightEffects()  // the status line's expiry: StatusLineTests follow it
    await list.finish()
    var state = list.state
    program.press(Fixtures.signOut + [.enter], on: &state)  // a fixture: signed out
    let signIn = TestStore(program: program, initialState: state, clock: clock)
    let signInID = signIn.state.top.id
    // Ctrl-O is not typed: the token stays empty.
    await signIn.press(.ctrl("o")) {
      $0.demo.isOffline = false
      $0.status = StatusMessage(text: "Demo: back online", serial: 2, screen: signInID)
    }
    signIn.skipInFlightEffects()
    await signIn.finish()
  }
}
