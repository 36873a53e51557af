import ErrorHandling
import SharedWrites
import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

/// A comment's delete can't be undone: its confirmation opens on Cancel, so an Enter typed
/// ahead cancels, and Delete needs a deliberate move.
@Suite struct DeleteConfirmationTests {
  @Test func theDeleteConfirmationStartsOnCancelAndEnterThereDeletesNothing() throws {
    let (program, focused) = CommentFocusTests.focused()
    var state = focused
    _ = program.reduce(&state, .input(.key(.character("D"))))
    let dialog = try #require(state.alerts.current, "the delete asks first")
    #expect(dialog.focusedButton?.kind == .dismiss)
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(state.alerts.current == nil)
    #expect(state.writes.pending.isEmpty, "nothing was sent")
  }

  @Test func aDestructiveButtonIsNeverFocusedFirst() {
    let alert = Alert(
      title: "Delete?", message: "",
      buttons: [.confirm(title: "Delete", role: .destructive), .dismiss(title: "Cancel")])
    #expect(AlertDialog(alert).focusedButton?.kind == .dismiss)
  }
}
