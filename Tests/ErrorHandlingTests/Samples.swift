import ErrorHandling
import TestSupport

/// A foreign error that declares its own category.
struct CategorizedForeignError: CategorizedError {
  var category: ErrorCategory
}

/// One value of every `AppError` case (every `NetworkProblem` too), so tests that must cover
/// the whole taxonomy break when a case is added without updating this list.
enum Samples {
  static let all: [AppError] = [
    .network(.offline),
    .network(.timedOut),
    .network(.connectionFailed),
    .server(status: 502),
    .serviceUnavailable,
    .rateLimited(retryAfter: .seconds(20)),
    .invalidResponse,
    .incompleteResponse,
    .responseTooLarge,
    .tooManyRedirects,
    .crossOriginLink,
    .repeatedPage,
    .issuesDisabled,
    .noData,
    .decoding,
    .validation([FieldProblem(field: "Token", issue: .missing)]),
    .forbidden,
    .notFound,
    .gone,
    .conflict,
    .invalidCredentials,
    .unauthorized,
    .cancelled,
    .unknown(ForeignError()),
  ]

  static let displayable = all.filter { $0 != .cancelled }

  /// Guards `all`: fails to compile when a case is added, pointing here.
  static func coverageCheck(_ error: AppError) -> Bool {
    switch error {
    case .network, .server, .serviceUnavailable, .rateLimited, .invalidResponse,
      .incompleteResponse, .responseTooLarge, .tooManyRedirects, .crossOriginLink, .repeatedPage,
      .issuesDisabled, .noData,
      .decoding, .validation, .forbidden, .notFound, .gone, .conflict, .invalidCredentials,
      .unauthorized, .cancelled, .unknown:
      true
    }
  }
}
