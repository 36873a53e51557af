import AppCore
import ErrorHandling

/// Why a review, merge or request for reviewers failed, as the app shows it: a merge's own two
/// refusals, or the user-facing error any request can end in.
public enum PullRequestWriteFailure: Error, Equatable, Sendable {
  /// 405: GitHub won't merge it; its words (inert, bounded) when it gave any.
  case notMergeable(message: String?)
  /// 409: the head moved since the commit the merge named.
  case headChanged
  /// GitHub refused a step of the pull request's life; its words when it gave any.
  case refused(message: String?)
  case other(AppError)
}

extension PullRequestWriteFailure {
  /// The error the responder chain sees: a merge's refusals are conflicts, which no screen
  /// retries.
  public var error: AppError {
    switch self {
    case .notMergeable, .headChanged, .refused: .conflict
    case .other(let error): error
    }
  }
}
