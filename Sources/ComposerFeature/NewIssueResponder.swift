import AppCore
import ErrorHandling
import Localization
import TerminalUI

/// The new-issue form's link of the responder chain. The form stays, with everything typed in
/// it, whatever the answer: GitHub's 422 is shown in the form with its field messages; a sign-in
/// that ended goes on to the app; every other failure is an alert whose only button dismisses
/// it, so no Back takes the form away, and which says the text is still there. The new pull
/// request's form is the same link with its own words.
public struct NewIssueResponder: ErrorResponder {
  let fieldLabels: [String: LocalizedText]
  let kept: LocalizedText
  let mayHaveBeenSent: LocalizedText

  public init(
    fieldLabels: [String: LocalizedText] = NewIssueScreen.fieldLabels,
    kept: LocalizedText = .newIssueKept, mayHaveBeenSent: LocalizedText = .newIssueMayBeFiled
  ) {
    self.fieldLabels = fieldLabels
    self.kept = kept
    self.mayHaveBeenSent = mayHaveBeenSent
  }

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    let language = context.language
    switch error {
    case .validation:
      let labelled = error.labellingFields(fieldLabels, in: language)
      guard let message = labelled.message(in: language) else { return .passed }
      return .handled(.inline(message))
    case .unauthorized, .invalidCredentials, .cancelled:
      return .passed
    case .forbidden:
      return alert(
        error, AppError.cannotChangeIssues.text(in: language), context: context)
    default:
      return alert(error, error.message(in: language) ?? "", context: context)
    }
  }

  /// Whether the `POST` may have reached GitHub and only its answer was lost: filing is not
  /// idempotent, so sending again could file it twice, and the user is told to look first.
  public static func mayHaveFiled(_ error: AppError) -> Bool {
    switch error {
    case .network(.timedOut), .network(.connectionFailed), .server, .serviceUnavailable,
      .invalidResponse, .incompleteResponse, .decoding, .responseTooLarge, .unknown:
      true
    default:
      false
    }
  }

  private func alert(_ error: AppError, _ message: String, context: ErrorContext) -> ErrorOutcome {
    var kept = kept.text(in: context.language)
    if Self.mayHaveFiled(error) {
      kept += " " + mayHaveBeenSent.text(in: context.language)
    }
    return .handled(
      .alert(
        Alert(
          title: error.title(in: context.language) ?? "",
          message: message.isEmpty ? kept : message + " " + kept, buttons: [.dismiss()])))
  }
}
