import ErrorHandling
import TestSupport
import Testing

struct ErrorCategoryTests {
  static let table: [(AppError, ErrorCategory)] = [
    (.network(.offline), .retryable),
    (.network(.timedOut), .retryable),
    (.network(.connectionFailed), .retryable),
    (.server(status: 500), .retryable),
    (.serviceUnavailable, .retryable),
    (.rateLimited(retryAfter: .seconds(5)), .retryable),
    (.invalidResponse, .nonRetryable),
    (.incompleteResponse, .retryable),
    (.responseTooLarge, .nonRetryable),
    (.tooManyRedirects, .nonRetryable),
    (.crossOriginLink, .nonRetryable),
    (.repeatedPage, .nonRetryable),
    (.issuesDisabled, .nonRetryable),
    (.noData, .nonRetryable),
    (.decoding, .nonRetryable),
    (.validation([]), .nonRetryable),
    (.forbidden, .nonRetryable),
    (.notFound, .nonRetryable),
    (.gone, .nonRetryable),
    (.conflict, .nonRetryable),
    (.invalidCredentials, .nonRetryable),
    (.unauthorized, .requiresLogout),
    (.cancelled, .nonRetryable),
    (.unknown(ForeignError()), .nonRetryable),
  ]

  @Test("category of each AppError", arguments: table)
  func category(error: AppError, expected: ErrorCategory) {
    #expect(error.category == expected)
    #expect(ErrorCategory.resolve(error) == expected)
  }

  @Test("the table covers every case")
  func tableIsComplete() {
    #expect(Set(Self.table.map(\.0.caseName)) == Set(Samples.all.map(\.caseName)))
  }

  @Test("an error without a category is nonRetryable")
  func foreignDefaultsToNonRetryable() {
    #expect(ErrorCategory.resolve(ForeignError()) == .nonRetryable)
    #expect(ErrorCategory.resolve(CancellationError()) == .nonRetryable)
  }

  @Test("a foreign error's own category is honoured", arguments: ErrorCategory.allCases)
  func foreignCategorized(category: ErrorCategory) {
    #expect(ErrorCategory.resolve(CategorizedForeignError(category: category)) == category)
  }
}
