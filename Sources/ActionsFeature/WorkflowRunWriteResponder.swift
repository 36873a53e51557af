import AppCore
import ErrorHandling
import IssueDomain
import Localization

/// A run write's own link of the responder chain: nothing was shown as done before GitHub
/// answered, so the alert says what failed and why, and offers only Dismiss (the key again is
/// the retry). GitHub's words for a refusal are shown quoted, as the inert text they were made.
/// A 401 or a rate limit goes up the chain as any other request's.
public struct WorkflowRunWriteResponder: ErrorResponder {
  public let request: WorkflowRunWriteRequest
  public let failure: WorkflowRunWriteFailure

  public init(request: WorkflowRunWriteRequest, failure: WorkflowRunWriteFailure) {
    self.request = request
    self.failure = failure
  }

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    let language = context.language
    let message: String
    switch failure {
    case .refused(let said):
      message = LocalizedText.runWriteRefused(request.write, said: said).text(in: language)
    case .other(.cancelled):
      return .handled(.none)
    case .other(.unauthorized), .other(.rateLimited):
      return .passed
    case .other(.forbidden):
      message = LocalizedText.cannotWriteRuns.text(in: language)
    case .other(let error):
      message = error.message(in: language) ?? ""
    }
    return .handled(
      .alert(
        Alert(
          title: LocalizedText.runNotWritten(request.write, run: request.label).text(in: language),
          message: message, buttons: [.dismiss()])))
  }
}
