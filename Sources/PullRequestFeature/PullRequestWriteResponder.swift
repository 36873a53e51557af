import AppCore
import ErrorHandling
import IssueDomain
import Localization

/// A pull request write's own link of the responder chain: the write is already undone on
/// screen, so the alert says what failed and why, and offers only Dismiss (pressing the key
/// again is the retry). A merge's two refusals have messages of their own; GitHub's words
/// for a refused merge (a protected branch's rule) are shown quoted, as the inert text they
/// were made. A 401 or a rate limit goes up the chain as any other request's.
public struct PullRequestWriteResponder: ErrorResponder {
  public let write: PullRequestWrite
  public let number: Int
  public let failure: PullRequestWriteFailure

  public init(write: PullRequestWrite, number: Int, failure: PullRequestWriteFailure) {
    self.write = write
    self.number = number
    self.failure = failure
  }

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    let language = context.language
    let message: String
    switch failure {
    case .notMergeable(let said):
      message = LocalizedText.notMergeable(said).text(in: language)
    case .headChanged:
      message = LocalizedText.headChanged.text(in: language)
    case .refused(let said):
      message = LocalizedText.pullRequestStepRefused(said).text(in: language)
    case .other(.cancelled):
      return .handled(.none)
    case .other(.unauthorized), .other(.rateLimited):
      return .passed
    case .other(.forbidden):
      message = LocalizedText.cannotWritePullRequest.text(in: language)
    case .other(let error):
      message = error.message(in: language) ?? ""
    }
    return .handled(
      .alert(
        Alert(
          title: LocalizedText.pullRequestNotWritten(write, number: number).text(in: language),
          message: message, buttons: [.dismiss()])))
  }
}
