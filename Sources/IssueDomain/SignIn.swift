/// Checks a token and returns the account it belongs to.
///
/// It differs from the browsing use cases in two ways: an empty token is refused locally,
/// without a request, and a 401 means the token just entered is wrong (`invalidCredentials`),
/// not that a session expired. The token itself never reaches the log.
public struct SignIn: Sendable {
  /// Checks the token.
  public let repository: any IssueRepository

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository) {
    self.repository = repository
  }

  /// The account `token` belongs to. Surrounding whitespace (a pasted newline) is ignored.
  public func callAsFunction(token: String) async throws(IssueUseCaseError) -> User {
    let token = token.trimmingWhitespace
    guard !token.isEmpty else {
      throw .invalidInput([FieldRejection(field: "token", reason: .missing)])
    }
    do throws(IssueRepositoryError) {
      return try await repository.signIn(token: token)
    } catch {
      throw IssueUseCaseError(signInFailure: error)
    }
  }
}
