import Logging

/// Checks a token and returns the account it belongs to.
///
/// It differs from the browsing use cases in two ways: an empty token is refused locally,
/// without a request, and a 401 means the token just entered is wrong (`invalidCredentials`),
/// not that a session expired. The token itself never reaches the log.
public struct SignIn: Sendable {
  /// Checks the token.
  public let repository: any IssueRepository
  /// Receives one debug record per failure, naming both the cause and what it became.
  public let logger: Logger

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository, logger: Logger) {
    self.repository = repository
    self.logger = logger
  }

  /// The account `token` belongs to. Surrounding whitespace (a pasted newline) is ignored.
  public func callAsFunction(token: String) async throws(IssueUseCaseError) -> User {
    let token = token.trimmingWhitespace
    guard !token.isEmpty else {
      logger.debug("SignIn refused an empty token without a request")
      throw .invalidInput([FieldRejection(field: "token", reason: .missing)])
    }
    do throws(IssueRepositoryError) {
      return try await repository.signIn(token: token)
    } catch {
      let mapped = IssueUseCaseError(signInFailure: error)
      logger.debug("SignIn failed: \(error) → \(mapped)")
      throw mapped
    }
  }
}
