import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI

/// The presentation boundary: every request crosses it through `crossing`, which maps a domain
/// failure to `AppError` and logs it, once. Nothing above this file sees a domain error.
extension AppEnvironment {
  var repositoriesFetcher: PagingFetcher<Repository, PageCursor, AppError> {
    let (backend, logger) = (backend, logger)
    return .pages { (cursor: PageCursor?) async throws(AppError) -> RepositoryPage in
      try await Self.crossing(logger, issues: false) { () async throws(IssueRepositoryError) in
        try await backend.repositories(after: cursor)
      }
    }
  }

  /// The pages of `query`'s results, with the total GitHub counted and whether it stopped early.
  func searchFetcher(_ query: SearchQuery) -> PagingFetcher<Issue, PageCursor, AppError> {
    let (useCase, logger, language) = (searchIssues, logger, language)
    let kept = { @Sendable () async -> (page: IssuePage, asOf: Double)? in
      guard let kept = await useCase.kept(query) else { return nil }
      var page = kept.page.page
      page.totalCount = kept.page.totalCount
      page.isIncomplete = kept.page.isIncomplete
      return (page, kept.asOf.timeIntervalSince1970)
    }
    return .pages(kept: kept) { (cursor: PageCursor?) async throws(AppError) -> IssuePage in
      let result: SearchResultPage
      do throws(AppError) {
        result = try await Self.crossing(logger) { () async throws(IssueUseCaseError) in
          try await useCase(query, after: cursor)
        }
      } catch {
        // GitHub names the query by its parameter, `q`; the user knows it as the search.
        throw error.labellingFields(["q": .searchTitle], in: language)
      }
      var page = result.page
      page.totalCount = result.totalCount
      page.isIncomplete = result.isIncomplete
      return page
    }
  }

  func issue(in repository: RepositoryName, number: Int) -> IssueScreen.Fetch {
    let (backend, logger) = (backend, logger)
    return { () async throws(AppError) -> Issue in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.issue(in: repository, number: number)
      }
    }
  }

  func keptIssue(in repository: RepositoryName, number: Int) -> IssueScreen.FetchKept {
    let backend = backend
    return { await backend.keptIssue(in: repository, number: number) }
  }

  /// The pages of an issue's conversation: comments and events, from one pager.
  func timeline(in repository: RepositoryName, number: Int) -> IssueScreen.FetchComments {
    let (backend, logger) = (backend, logger)
    return { (cursor: PageCursor?) async throws(AppError) -> TimelinePage in
      try await Self.crossing(logger) { () async throws(IssueRepositoryError) in
        try await backend.timeline(in: repository, issue: number, after: cursor)
      }
    }
  }

  /// The pages of the inbox after the first, newest first; only threads the account takes
  /// part in when `participating`. The first page is `inboxPoll`'s.
  func inboxFetcher(participating: Bool) -> PagingFetcher<InboxThread, PageCursor, AppError> {
    let (backend, logger) = (backend, logger)
    return .pages { (cursor: PageCursor?) async throws(AppError) -> Page<InboxThread> in
      let poll = try await Self.crossing(logger, issues: false) {
        () async throws(IssueRepositoryError) in
        try await backend.inbox(participating: participating, after: cursor, since: nil)
      }
      return poll.page ?? Page()
    }
  }

  /// The inbox's first page as an earlier run kept it, with no request.
  func keptInbox(participating: Bool) async -> KeptInbox? {
    await backend.keptInbox(participating: participating)
  }

  /// One poll of the inbox's first page, conditional on `since` (the last answer's
  /// `Last-Modified`): a 304 is a poll with no page.
  func inboxPoll(participating: Bool, since: String?)
    -> @Sendable () async -> Result<InboxPoll, AppError>
  {
    let (backend, logger) = (backend, logger)
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

  var signInRequest: @Sendable (String) async throws(AppError) -> User {
    let (useCase, logger, language) = (signIn, logger, language)
    return { (token: String) async throws(AppError) -> User in
      do throws(IssueUseCaseError) {
        return try await useCase(token: token)
      } catch {
        let mapped = AppError(error).labellingFields(Self.fieldLabels, in: language)
        throw logger.logged(mapped, underlying: error)
      }
    }
  }

  /// The forms' field labels, by the field names the domain reports.
  static let fieldLabels = [
    "token": LocalizedText(en: "Token", ja: "トークン"),
    "repository": LocalizedText(en: "Repository (owner/name)", ja: "リポジトリ（owner/name）"),
  ]

}
