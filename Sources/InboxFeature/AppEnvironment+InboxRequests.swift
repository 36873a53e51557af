import AppCore
import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import TerminalUI

extension AppEnvironment {
  /// The pages of the inbox after the first, newest first; only threads the account takes
  /// part in when `participating`. The first page is `inboxPoll`'s.
  public func inboxFetcher(participating: Bool) -> PagingFetcher<InboxThread, PageCursor, AppError>
  {
    let (backend, logger) = (features[InboxEnvironment.self].inbox, logger)
    return .pages { (cursor: PageCursor?) async throws(AppError) -> Page<InboxThread> in
      let poll = try await Self.crossing(logger, issues: false) {
        () async throws(IssueRepositoryError) in
        try await backend.inbox(participating: participating, after: cursor, since: nil)
      }
      return poll.page ?? Page()
    }
  }

  /// The inbox's first page as an earlier run kept it, with no request.
  public func keptInbox(participating: Bool) async -> KeptInbox? {
    await features[InboxEnvironment.self].inbox.keptInbox(participating: participating)
  }

  /// One poll of the inbox's first page, conditional on `since` (the last answer's
  /// `Last-Modified`): a 304 is a poll with no page.
  public func inboxPoll(participating: Bool, since: String?)
    -> @Sendable () async -> Result<InboxPoll, AppError>
  {
    let (backend, logger) = (features[InboxEnvironment.self].inbox, logger)
    return {
      do throws(AppError) {
        return .success(
          try await Self.crossing(logger, issues: false) { () async throws(IssueRepositoryError) in
            try await backend.inbox(participating: participating, after: nil, since: since)
          })
      } catch {
        return .failure(error)
      }
    }
  }
}
