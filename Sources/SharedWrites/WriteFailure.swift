import AppCore
import ErrorHandling
import IssueDomain

/// Why a write failed: the user-facing error, and the use case's own error kept opaque for the
/// re-send, which must know whether the failed attempt may have been applied (a timeout) or was
/// certainly refused (offline, a 4xx).
public struct WriteFailure: Error, Equatable, Sendable {
  public let error: AppError
  public let cause: IssueUseCaseError
  /// A look at the server found it without the change: the failure is certain now, even one
  /// that could have hidden a success.
  private(set) var foundNotApplied = false

  public init(_ error: AppError, cause: IssueUseCaseError) {
    self.error = error
    self.cause = cause
  }

  /// An attempt whose outcome isn't known: cut off by a quit in an earlier run (its draft says
  /// so), or followed by failures that say nothing of it. The server may hold the change, so
  /// the next send looks first.
  public static let outcomeUnknown = WriteFailure(.cancelled, cause: .cancelled)

  /// Whether the server may hold the change although no answer said so.
  public var mayHaveBeenApplied: Bool { !foundNotApplied && cause.mayHaveBeenApplied }

  /// Whether a re-send after this failure looks for the change first (the use case's
  /// `resend`); otherwise it is sent as a first attempt is.
  public var looksBeforeResending: Bool { !foundNotApplied && cause.looksBeforeResending }

  /// The same failure, once a look found the server without the change.
  public func checkedNotApplied() -> WriteFailure {
    var checked = self
    checked.foundNotApplied = true
    return checked
  }

  /// Whether the write banner offers Retry: the request may go through next time (no answer,
  /// a 5xx, an unreadable answer, a rate limit whose automatic retries are used up). Refusals
  /// are final.
  public var offersRetry: Bool {
    error.category == .retryable || mayHaveBeenApplied
  }

  /// The wait a rate limit asked for, when this is one.
  public var rateLimitWait: Duration? {
    if case .rateLimited(let wait) = error { return wait }
    return nil
  }

}
