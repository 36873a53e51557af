import Logging

/// Loads one page of an issue's comments for the detail screen.
///
/// Like every use case, it logs a repository failure with what it was mapped to, then throws
/// the mapped value, so the screen only ever sees `IssueUseCaseError`.
public struct ListComments: Sendable {
  /// Where the comments come from.
  public let repository: any IssueRepository
  /// Receives one debug record per failure, naming both the cause and what it became.
  public let logger: Logger

  /// Creates the use case over `repository`.
  public init(repository: any IssueRepository, logger: Logger) {
    self.repository = repository
    self.logger = logger
  }

  /// The page of issue `number`'s comments that follows `cursor`; `nil` asks for the first.
  public func callAsFunction(
    in repository: RepositoryName, issue number: Int, after cursor: PageCursor?
  )
    async throws(IssueUseCaseError) -> CommentPage
  {
    do throws(IssueRepositoryError) {
      return try await self.repository.comments(in: repository, issue: number, after: cursor)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "ListComments failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "number": "\(number)",
          "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
  }
}
