import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

extension AppEnvironment {
  public func issue(in repository: RepositoryName, number: Int) -> IssueScreen.Fetch {
    let (backend, logger) = (features[IssueEnvironment.self].issues, logger)
    return { () async throws(AppError) -> Issue in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.issue(in: repository, number: number)
      }
    }
  }

  public func keptIssue(in repository: RepositoryName, number: Int) -> IssueScreen.FetchKept {
    let backend = features[IssueEnvironment.self].issues
    return { await backend.keptIssue(in: repository, number: number) }
  }

  /// The pages of an issue's conversation: comments and events, from one pager.
  public func timeline(in repository: RepositoryName, number: Int) -> IssueScreen.FetchComments {
    let (backend, logger) = (features[IssueEnvironment.self].issues, logger)
    return { (cursor: PageCursor?) async throws(AppError) -> TimelinePage in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.timeline(in: repository, issue: number, after: cursor)
      }
    }
  }
}
