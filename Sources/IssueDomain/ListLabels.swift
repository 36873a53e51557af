import Logging

/// Loads one page of a repository's labels for the label picker.
public struct ListLabels: Sendable {
  /// Where the labels come from.
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
    async throws(IssueUseCaseError) -> Page<Label>
  {
    do throws(IssueRepositoryError) {
      return try await writer.labels(in: repository, after: cursor)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "ListLabels failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
  }
}
