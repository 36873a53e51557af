/// The category column of the DESIGN §4 table.
extension AppError: CategorizedError {
  /// `cancelled` is `nonRetryable`: it is never shown, and nothing should retry it on its own.
  /// `rateLimited` is `retryable`, but only once its wait is over; the policy shows a countdown.
  public var category: ErrorCategory {
    switch self {
    case .network, .server, .serviceUnavailable, .rateLimited, .incompleteResponse:
      .retryable
    case .invalidResponse, .responseTooLarge, .tooManyRedirects, .crossOriginLink, .repeatedPage,
      .issuesDisabled, .noData, .decoding, .validation, .forbidden, .notFound, .gone,
      .conflict, .invalidCredentials, .cancelled, .unknown:
      .nonRetryable
    case .unauthorized:
      .requiresLogout
    }
  }
}
