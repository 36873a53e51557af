import AppCore
import ErrorHandling

/// Why a re-run, cancel or approval failed, as the app shows it: GitHub refused it for the
/// run's state, or the user-facing error any request can end in.
public enum WorkflowRunWriteFailure: Error, Equatable, Sendable {
  /// GitHub's words (inert, bounded) when it gave any.
  case refused(message: String?)
  case other(AppError)

  /// The error the responder chain sees: a refusal is a conflict, which no screen retries.
  public var error: AppError {
    switch self {
    case .refused: .conflict
    case .other(let error): error
    }
  }
}
