import Logging

/// Loads one page of a repository's assignable accounts for the assignee picker.
public struct ListAssignees: Sendable {
  /// Where the accounts come from.
  public let writer: any IssueWriting
  /// Receives one debug record per failure.
  public let logger: Logger

  /// Creates the use case over `writer`.
  public init(writer: any IssueWriting, logger: Logger) {
    self.writer = writer
    self.logger = logger
  }

  /// The page that follows `cursor`; `nil` asks for the first.
  public func callAsFunction(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueUseCaseError) -> Page<User>
  {
    do throws(IssueRepositoryError) {
      return try await writer.assignees(in: repository, after: cursor)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "ListAssignees failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
  }
}
