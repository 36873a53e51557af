import AppCore
import ComposerFeature
import ErrorHandling
import IssueDomain
import Localization
import SharedWrites

/// A write's own link of the responder chain: a 422 on a picker's change (or an edit) is shown
/// inline in the picker (or the editor) with GitHub's field messages; an edit's conflict reopens
/// the editor on the user's text; a 403 is "You can't change issues in this
/// repository"; a rate limit is an alert counting down the write's wait (the banner keeps
/// counting once it is dismissed); a failure Retry may help is the write banner. Everything
/// else passes to the screen and the app (404/410 as for any request, 401 signs out).
struct WriteErrorResponder: ErrorResponder {
  let write: IssueWrite
  let offersRetry: Bool
  /// A rate limit's wait before the write is re-sent by itself; `nil` once its automatic
  /// retries are used up, and the banner's Retry is the user's.
  var wait: Duration? = nil

  func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    switch error {
    case .validation:
      guard let message = error.message(in: context.language) else { return .passed }
      if case .change(let change) = write,
        change.labels != nil || change.assignees != nil || change.milestone != nil
          || change.isTextEdit
      {
        return .handled(.inline(message))
      }
      if case .comment = write {
        // In the composer, reopened with the text: GitHub's words with `body` called "Comment".
        return .handled(
          .inline(ComposerScreen.message(for: error, in: context.language) ?? message))
      }
      if case .commentChange(.edit) = write {
        // The same for a comment's edit, reopened with the text: GitHub's words with `body` called "Comment".
        return .handled(
          .inline(ComposerScreen.message(for: error, in: context.language) ?? message))
      }
      return .passed
    case .conflict:
      // An edit found the issue (or the comment) changed on GitHub: the editor comes back on
      // the user's text, saying so, and its Enter overwrites.
      if case .commentChange(.edit) = write {
        return .handled(.inline(LocalizedText.commentEditConflict.text(in: context.language)))
      }
      guard case .change(let change) = write, change.isTextEdit else { return .passed }
      return .handled(.inline(LocalizedText.editConflict.text(in: context.language)))
    case .forbidden:
      let title = error.title(in: context.language) ?? ""
      var message = AppError.cannotChangeIssues.text(in: context.language)
      // A refused comment's text is kept as the issue's draft: say where it is.
      if case .comment = write {
        message += " " + LocalizedText.draftKept.text(in: context.language)
      }
      return .handled(.alert(Alert(title: title, message: message, buttons: [.dismiss()])))
    case .rateLimited:
      // The write's own countdown (`PendingWrites`) re-sends it; the alert shows the same wait.
      guard let title = error.title(in: context.language) else { return .passed }
      guard let wait else {
        return .handled(
          .alert(
            Alert(
              title: title, message: AppError.rateLimitPersistsMessage.text(in: context.language),
              buttons: [.dismiss()])))
      }
      return .handled(
        .alert(
          Alert(
            title: title,
            message: AppError.rateLimitMessage(remaining: wait, in: context.language),
            buttons: [.dismiss()], countdown: wait)))
    default:
      guard offersRetry, let message = error.message(in: context.language) else { return .passed }
      return .handled(.banner(message))
    }
  }
}
