import ErrorHandling
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A validation error (an empty search, a `:` target that isn't one) is about what was typed:
/// its alert offers only Dismiss, and dismissing it leaves the reader where they were, with
/// what they typed.
@Suite struct ValidationAlertTests {
  static let size = Size(width: 80, height: 24)

  @Test func anEmptySearchAlertOffersOnlyDismissAndStays() async {
    let program = Fixtures.program
    var state = Fixtures.state(.success, size: Self.size)
    // A fixture: the empty search raised its alert, looked at here.
    program.press(.character("/"), .enter, on: &state)
    let alert = state.alerts.current?.alert
    #expect(alert?.buttons.map(\.kind) == [.dismiss])
    let store = TestStore(program: program, initialState: state)
    // Dismissing changes nothing else: still on the list, with what was typed.
    await store.press(.enter) { $0.alerts.dismissCurrent() }
    await store.finish()
  }

  @Test func anInvalidGoToTargetOffersOnlyDismiss() async throws {
    let program = Fixtures.program
    var state = Fixtures.state(.success, size: Self.size)
    // A fixture: the issue opened, and the bad target typed and sent.
    program.press(
      [.enter, .character(":")] + Key.characters(of: "not a repo") + [.enter], on: &state)
    let buttons = try #require(state.alerts.current?.alert.buttons.map(\.kind))
    #expect(buttons == [.dismiss])
    let store = TestStore(program: program, initialState: state)
    // Still on the issue: the dismissal is all that changes.
    await store.press(.enter) { $0.alerts.dismissCurrent() }
    await store.finish()
  }
}
