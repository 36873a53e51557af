import AppCore
import ErrorHandling
import IssueDomain
import Localization

/// A review write's own link of the responder chain: the write is already undone on screen,
/// so the alert says what failed and why, and offers only Dismiss (pressing the key again is
/// the retry; a comment's text is kept as its line's draft). A 401 or a rate limit goes up the
/// chain as any other request's.
public struct ReviewWriteResponder: ErrorResponder {
  public let write: ReviewWrite
  public let number: Int
  public let failure: ReviewWriteFailure

  public init(write: ReviewWrite, number: Int, failure: ReviewWriteFailure) {
    self.write = write
    self.number = number
    self.failure = failure
  }

  public func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome {
    let language = context.language
    let message: String
    switch failure {
    case .lineOutsideDiff:
      message = LocalizedText.lineOutsideDiff.text(in: language)
    case .moved:
      message = LocalizedText.pullRequestMoved.text(in: language)
    case .refused(let said):
      message = LocalizedText.reviewRefused(said).text(in: language)
    case .other(.cancelled):
      return .handled(.none)
    case .other(.unauthorized), .other(.rateLimited):
      return .passed
    case .other(.forbidden):
      message = LocalizedText.cannotReview.text(in: language)
    case .other(let error):
      message = error.message(in: language) ?? ""
    }
    let kept = write.keepsDraft ? " " + LocalizedText.commentKeptAsDraft.text(in: language) : ""
    return .handled(
      .alert(
        Alert(
          title: LocalizedText.reviewNotWritten(write).text(in: language),
          message: message + kept, buttons: [.dismiss()])))
  }
}

extension ReviewWrite {
  /// Whether its text waits in its line's draft after a failure.
  var keepsDraft: Bool {
    switch self {
    case .comment, .addToPendingReview, .reply: true
    default: false
    }
  }
}
