import ErrorHandling
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// A validation error (an empty search, a `:` target that isn't one) is about what was typed:
/// its alert offers only Dismiss, and dismissing it leaves the reader where they were, with
/// what they typed.
@Suite struct ValidationAlertTests {
  static let size = Size(width: 80, height: 24)

  @Test func anEmptySearchAlertOffersOnlyDismissAndStays() {
    let program = Fixtures.program
    var state = Fixtures.state(.success, size: Self.size)
    let depth = state.navigation.count
    for key in [Key.character("/"), .enter] { _ = program.reduce(&state, .input(.key(key))) }
    let alert = state.alerts.current?.alert
    #expect(alert?.buttons.map(\.kind) == [.dismiss])
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.alerts.current == nil)
    #expect(state.navigation.count == depth, "still on the list")
  }

  @Test func anInvalidGoToTargetOffersOnlyDismiss() {
    let program = Fixtures.program
    var state = Fixtures.state(.success, size: Self.size)
    _ = program.reduce(&state, .input(.key(.enter)))
    let depth = state.navigation.count
    for key in [.character(":")] + "not a repo".map(Key.character) + [.enter] {
      _ = program.reduce(&state, .input(.key(key)))
    }
    let buttons = state.alerts.current?.alert.buttons.map(\.kind)
    if let buttons { #expect(buttons == [.dismiss]) }
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.navigation.count == depth, "still on the issue")
  }
}
