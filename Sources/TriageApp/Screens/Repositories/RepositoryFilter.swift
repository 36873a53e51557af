import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import ScreenState
import TerminalUI

/// What `/` on Repositories narrows the list to: the repositories whose full name or
/// description holds the text, ignoring case and width. GitHub can't filter the account's
/// repositories, so each page is narrowed as it arrives.
struct RepositoryFilter: Equatable, Sendable {
  var text: String

  /// Pages fetched at most for one answer while none of their repositories matches: a filter
  /// that matches nothing must not walk every page of a large account in one go. Past it, the
  /// page goes out empty with its cursor, and paging asks again when the reader scrolls.
  static let pagesPerAnswer = 5

  func admits(_ repository: Repository) -> Bool {
    guard !text.isEmpty else { return true }
    return FoldedSearch.contains(text, in: repository.fullName)
      || FoldedSearch.contains(text, in: repository.summary)
  }

  /// `fetcher`, its pages narrowed to what the filter admits; with no filter, `fetcher`.
  func narrowing(
    _ fetcher: PagingFetcher<Repository, PageCursor, AppError>
  ) -> PagingFetcher<Repository, PageCursor, AppError> {
    guard !text.isEmpty else { return fetcher }
    let filter = self
    return PagingFetcher(
      fetchInitial: { (clock: any Clock<Duration>) async throws(AppError) -> RepositoryPage in
        try await filter.matches(first: try await fetcher.fetchInitial(clock), fetcher, clock)
      },
      fetchMore: {
        (cursor: PageCursor, clock: any Clock<Duration>) async throws(AppError) -> RepositoryPage
        in
        try await filter.matches(first: try await fetcher.fetchMore(cursor, clock), fetcher, clock)
      },
      isCancellation: fetcher.isCancellation, repeatedPage: fetcher.repeatedPage)
  }

  /// The matches of `page` and, while there are none, of the pages after it, up to
  /// `pagesPerAnswer` pages; the last page's cursor goes on.
  private func matches(
    first page: RepositoryPage, _ fetcher: PagingFetcher<Repository, PageCursor, AppError>,
    _ clock: any Clock<Duration>
  ) async throws(AppError) -> RepositoryPage {
    var page = page
    var kept = page.items.filter(admits)
    var fetched = 1
    while kept.isEmpty, let next = page.nextCursor, fetched < Self.pagesPerAnswer {
      page = try await fetcher.fetchMore(next, clock)
      kept = page.items.filter(admits)
      fetched += 1
    }
    return RepositoryPage(
      items: kept, nextCursor: page.nextCursor, totalCount: nil,
      isIncomplete: page.isIncomplete)
  }
}
