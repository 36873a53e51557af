import AppCore
import ErrorHandling

/// Why a review write failed, as the app shows it: GitHub's two refusals of a comment on
/// lines, another refusal in its words, or the user-facing error any request can end in.
public enum ReviewWriteFailure: Error, Equatable, Sendable {
  /// The line isn't part of the diff (422).
  case lineOutsideDiff
  /// The pull request moved: the commit the lines were read at is no longer its head.
  case moved
  /// GitHub refused it; its words (inert, bounded) when it gave any.
  case refused(message: String?)
  case other(AppError)

  /// The error the responder chain sees: refusals are conflicts, which no screen retries.
  public var error: AppError {
    switch self {
    case .lineOutsideDiff, .moved, .refused: .conflict
    case .other(let error): error
    }
  }
}
