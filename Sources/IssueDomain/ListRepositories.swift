import Logging

/// Loads one page of the signed-in account's repositories.
///
/// The use case is where a repository failure becomes a use-case failure: it logs both values,
/// so the log keeps the lower detail, then throws the mapped one.
public struct ListRepositories: Sendable {
  /// Where the repositories come from.
  public let repository: any IssueRepository
  /// Receives one debug record per failure, naming both the cause and what it became.
  public let logger: Logger

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository, logger: Logger) {
    self.repository = repository
    self.logger = logger
  }

  /// The page that follows `cursor`; `nil` asks for the first page.
  public func callAsFunction(after cursor: PageCursor?) async throws(IssueUseCaseError)
    -> RepositoryPage
  {
    do throws(IssueRepositoryError) {
      return try await repository.repositories(after: cursor)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "ListRepositories failed: \(error) → \(mapped)",
        metadata: ["cursor": "\(cursor?.rawValue ?? "first")"])
      throw mapped
    }
  }
}
