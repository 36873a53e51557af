import Logging

/// Loads one issue for the detail screen.
///
/// Like every use case, it logs a repository failure with what it was mapped to, then throws
/// the mapped value, so the screen only ever sees `IssueUseCaseError`.
public struct LoadIssue: Sendable {
  /// Where the issue comes from.
  public let repository: any IssueRepository
  /// Receives one debug record per failure, naming both the cause and what it became.
  public let logger: Logger

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository, logger: Logger) {
    self.repository = repository
    self.logger = logger
  }

  /// The issue with `number`.
  public func callAsFunction(in repository: RepositoryName, number: Int)
    async throws(IssueUseCaseError) -> Issue
  {
    do throws(IssueRepositoryError) {
      return try await self.repository.issue(in: repository, number: number)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "LoadIssue failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      throw mapped
    }
  }
}
