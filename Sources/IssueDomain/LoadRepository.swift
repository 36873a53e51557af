import Logging

/// Loads one repository by name, e.g. to check a name typed into "go to owner/name" before
/// opening its issues.
///
/// Like every use case, it logs a repository failure with what it was mapped to, then throws
/// the mapped value.
public struct LoadRepository: Sendable {
  /// Where the repository comes from.
  public let repository: any IssueRepository
  /// Receives one debug record per failure, naming both the cause and what it became.
  public let logger: Logger

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository, logger: Logger) {
    self.repository = repository
    self.logger = logger
  }

  /// The repository called `name`.
  public func callAsFunction(named name: RepositoryName) async throws(IssueUseCaseError)
    -> Repository
  {
    do throws(IssueRepositoryError) {
      return try await repository.repository(named: name)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "LoadRepository failed: \(error) → \(mapped)", metadata: ["repository": "\(name)"])
      throw mapped
    }
  }
}
