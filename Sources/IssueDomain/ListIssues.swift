import Logging

/// Loads one page of a repository's issues, with or without pull requests.
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

  /// The page of issues in `state` that follows `cursor`; `nil` asks for the first page.
  ///
  /// GitHub has no server-side switch for pull requests, so without `includePullRequests` they
  /// are removed here, after the fact. The page keeps its `nextCursor` even when that leaves it
  /// short or empty: the list keeps paging, as it does for GitHub's own short pages.
  public func callAsFunction(
    in repository: RepositoryName, state: IssueStateFilter, includePullRequests: Bool,
    after cursor: PageCursor?
  ) async throws(IssueUseCaseError) -> IssuePage {
    let page: IssuePage
    do throws(IssueRepositoryError) {
      page = try await self.repository.issues(in: repository, state: state, after: cursor)
    } catch {
      let mapped = IssueUseCaseError(error)
      logger.debug(
        "ListIssues failed: \(error) → \(mapped)",
        metadata: [
          "repository": "\(repository)", "state": "\(state.rawValue)",
          "cursor": "\(cursor?.rawValue ?? "first")",
        ])
      throw mapped
    }
    guard !includePullRequests else { return page }
    return IssuePage(items: page.items.filter { !$0.isPullRequest }, nextCursor: page.nextCursor)
  }
}
