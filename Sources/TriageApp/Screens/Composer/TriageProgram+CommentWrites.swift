import ErrorHandling
import IssueDomain
import TerminalUI

/// Comments as writes: the composer's text goes through `PendingWrites` as its comment kind,
/// so it shows at once as pending, and then takes the server's answer or rolls back.
extension TriageProgram {
  /// `c` on the issue screen or a list's selected issue: the composer, unless a write to that
  /// issue is still in flight (then the footer says so, and nothing opens).
  func composeOnFocusedIssue(_ state: inout AppState) -> Effect<AppAction> {
    guard environment.canWrite, let (_, reference) = focusedIssue(state),
      let repository = reference.repository
    else { return .none }
    if state.writes.isPending(reference) {
      return showStatus(theme.words(.stillSaving(reference.number)), &state)
    }
    return compose(on: repository, number: reference.number, &state)
  }

  /// Starts the comment as a write (refused, with a status, while one to the issue is pending).
  /// The same text as the comment that failed on this issue (waiting for Retry, or dismissed
  /// or replaced after a failure that may have stored it) is that comment again (its restored
  /// draft, sent with Enter instead of `R`): it goes as Retry does, through the check, so a
  /// first attempt that was stored after all is not posted twice.
  func beginComment(_ attempt: CommentAttempt, _ state: inout AppState) -> Effect<AppAction> {
    let reference = IssueReference(repository: attempt.repository, number: attempt.number)
    func isSame(_ entry: PendingWrites.Entry?) -> Bool {
      guard case .comment(let failed)? = entry?.write, case .failed? = entry?.phase else {
        return false
      }
      return IssueDetailView.sameText(failed.body, attempt.body)
    }
    let again =
      isSame(state.writes.entries[reference])
      ? state.writes.retry(reference)
      : isSame(state.writes.uncertainComments[reference])
        ? state.writes.resendUncertain(reference) : nil
    if let again, case .resending(let previous) = again.phase {
      return sendEffect(again.write, to: reference, serial: again.serial, after: previous)
    }
    return begin(.comment(attempt), on: reference, &state)
  }

  /// Comments not known to be stored: in flight, or failed and waiting for Retry.
  func unsentComments(_ state: AppState) -> [CommentAttempt] {
    state.writes.entries.values.compactMap { entry in
      if case .comment(let attempt) = entry.write { return attempt }
      return nil
    }
  }
}

extension Keymap {
  /// `c`, where a comment can be written: on an issue, with a backend that writes, and no
  /// write to that issue in flight.
  static func comment(for issue: Issue?, _ keys: Context) -> [KeyBinding] {
    guard keys.canWrite, let issue, let reference = PendingWrites.reference(issue, in: nil),
      !keys.writes.isPending(reference)
    else { return [] }
    return commentBindings
  }

  static let commentBindings = [commentKey]
  static let commentKey = KeyBinding(
    [.character("c")], WriteAction.comment, "c", .comment, footer: "c", short: .commentShort)
}

extension TriageProgram {
  /// The server has the comment (its draft is gone already: `keepingDraft`): every issue screen
  /// showing that issue lists it, and the pending mark gives way to the stored comment.
  func commentPosted(
    _ comment: Comment, on reference: IssueReference, _ state: inout AppState
  ) -> Effect<AppAction> {
    for id in state.navigation.ids {
      state.navigation[id]?.receive(.commentPosted(comment, on: reference))
    }
    return .none
  }

  /// GitHub refused the comment (422): the composer again, with the text and GitHub's words,
  /// over the screen the user is on.
  func reopenComposer(
    _ attempt: CommentAttempt, message: String, _ state: inout AppState
  ) -> Effect<AppAction> {
    push(&state) { id in
      AnyScreen(
        ComposerScreen(
          repository: attempt.repository, number: attempt.number, id: id, opensEditor: false,
          text: attempt.body, message: message))
    }
  }
}
