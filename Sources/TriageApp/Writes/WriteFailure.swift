import ErrorHandling
import IssueDomain

/// Why a write failed: the user-facing error, and the use case's own error kept opaque for the
/// re-send, which must know whether the failed attempt may have been applied (a timeout) or was
/// certainly refused (offline, a 4xx).
public struct WriteFailure: Error, Equatable, Sendable {
  public let error: AppError
  let cause: IssueUseCaseError

  init(_ error: AppError, cause: IssueUseCaseError) {
    self.error = error
    self.cause = cause
  }

  /// Whether the server may hold the change although no answer said so.
  public var mayHaveBeenApplied: Bool { cause.mayHaveBeenApplied }

  /// Whether the write banner offers Retry: the request may go through next time (no answer,
  /// a 5xx, an unreadable answer). Refusals are final and rate limits have their countdown.
  public var offersRetry: Bool {
    if case .rateLimited = error { return false }
    return error.category == .retryable || mayHaveBeenApplied
  }

}
