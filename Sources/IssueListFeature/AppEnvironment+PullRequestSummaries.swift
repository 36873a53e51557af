import AppCore
import ErrorHandling
import IssueDomain

extension AppEnvironment {
  /// The review decision, checks and size of the pull requests on a list's screen, in one
  /// request. A failure is logged here, once, and the rows leave those columns blank.
  public var pullRequestSummaries: IssueListScreen.FetchSummaries {
    let (backend, logger) = (features[IssueListEnvironment.self].pullRequests, logger)
    return { (references: [IssueReference]) async throws(AppError) in
      try await Self.crossing(logger, issues: false) { () async throws(IssueRepositoryError) in
        try await backend.summaries(of: references)
      }
    }
  }
}
