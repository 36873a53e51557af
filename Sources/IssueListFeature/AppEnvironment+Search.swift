import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import TerminalUI

extension AppEnvironment {
  /// The pages of `query`'s results, with the total GitHub counted and whether it stopped early.
  public func searchFetcher(_ query: SearchQuery) -> PagingFetcher<Issue, PageCursor, AppError> {
    let (useCase, logger, language) = (
      features[IssueListEnvironment.self].searchIssues, logger, language
    )
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
}
