import Logging

/// Loads one page of a repository's issues.
///
/// The use case is where a repository failure becomes a use-case failure: it logs both values,
/// so the log keeps the lower detail, then throws the mapped one.
public struct ListIssues: Sendable {
  /// Where the issues come from.
  public let repository: any IssueRepository
  /// Receives one debug record per failure, naming both the cause and what it became.
  public let logger: Logger

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository, logger: Logger) {
    self.repository = repository
    self.logger = logger
  }

  /// The page that follows `cursor`; `nil` asks for the first page.
  public func callAsFunction(in repository: String, after cursor: Int?)
    async throws(IssueUseCaseError) -> IssuePage
  {
    do throws(IssueRepositoryError) {
      return try await self.repository.issues(in: repository, after: cursor)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "ListIssues failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "cursor": "\(cursor.map(String.init) ?? "first")",
        ])
      throw mapped
    }
  }
}
