import AppCore
import ErrorHandling
import IssueDomain
import Localization
import TerminalUI
import IssueFeature

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
