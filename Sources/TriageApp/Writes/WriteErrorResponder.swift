import ErrorHandling
import IssueDomain

/// A write's own link of the responder chain: a 422 on a picker's change is shown
/// inline in the picker with GitHub's field messages; a 403 is "You can't change issues in this
/// repository"; a failure Retry may help is the write banner. Everything else passes to the
/// screen and the app (404/410 as for any request, 401 signs out).
struct WriteErrorResponder: ErrorResponder {
  let write: IssueWrite
  let offersRetry: Bool

  func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    switch error {
    case .validation:
      guard let message = error.message(in: context.language) else { return .passed }
      if case .change(let change) = write, change.labels != nil || change.assignees != nil {
        return .handled(.inline(message))
      }
      if case .comment = write {
        // In the composer, reopened with the text: GitHub's words with `body` called "Comment".
        return .handled(
          .inline(ComposerScreen.message(for: error, in: context.language) ?? message))
      }
      return .passed
    case .forbidden:
      let title = error.title(in: context.language) ?? ""
      return .handled(
        .alert(
          Alert(
            title: title, message: AppError.cannotChangeIssues.text(in: context.language),
            buttons: [.dismiss()])))
    case .rateLimited:
      // No countdown: its retry would reload the screen, not re-send the change.
      guard let title = error.title(in: context.language),
        let message = error.message(in: context.language)
      else { return .passed }
      return .handled(.alert(Alert(title: title, message: message, buttons: [.dismiss()])))
    default:
      guard offersRetry, let message = error.message(in: context.language) else { return .passed }
      return .handled(.banner(message))
    }
  }
}
