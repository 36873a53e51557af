/// What the user can sensibly do about an error (seed 002). The display policy works from this,
/// so a new error type only has to pick a category to be handled everywhere.
public enum ErrorCategory: Hashable, Sendable, CaseIterable {
  /// Trying again may well succeed (network, 5xx, rate limit after its wait).
  case retryable
  /// Trying again would give the same answer.
  case nonRetryable
  /// The session is no longer valid; the user has to sign in again.
  case requiresLogout

  /// The category of any error. Errors that don't declare one are `nonRetryable`: offering Retry
  /// for an error nobody has classified would promise something we can't know.
  public static func resolve(_ error: any Error) -> ErrorCategory {
    guard let categorized = error as? any CategorizedError else { return .nonRetryable }
    return categorized.category
  }
}
