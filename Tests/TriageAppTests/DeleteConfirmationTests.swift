import ErrorHandling
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A comment's delete can't be undone: its confirmation opens on Cancel, so an Enter typed
/// ahead cancels, and Delete needs a deliberate move.
@Suite struct DeleteConfirmationTests {
  @Test func theDeleteConfirmationStartsOnCancelAndEnterThereDeletesNothing() async throws {
    let (program, focused) = CommentFocusTests.focused()
    var state = focused
    program.press(.character("D"), on: &state)  // a fixture: the confirmation, looked at here
    let dialog = try #require(state.alerts.current, "the delete asks first")
    #expect(dialog.focusedButton?.kind == .dismiss)
    let store = TestStore(program: program, initialState: state)
    // Enter cancels: the waiting delete is dropped and nothing else happens, nothing is sent.
    await store.press(.enter) {
      $0.alerts.dismissCurrent()
      $0.confirmation = nil
    }
    await store.finish()
  }

  @Test func aDestructiveButtonIsNeverFocusedFirst() {
    let alert = Alert(
      title: "Delete?", message: "",
      buttons: [.confirm(title: "Delete", role: .destructive), .dismiss(title: "Cancel")])
    #expect(AlertDialog(alert).focusedButton?.kind == .dismiss)
  }
}
