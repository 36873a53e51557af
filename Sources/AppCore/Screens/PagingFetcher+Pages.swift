import ErrorHandling
import IssueDomain
import TerminalUI

extension PagingFetcher where Item: Sendable, Cursor == PageCursor, Failure == AppError {
  /// Every list the app shows pages the same way: the first page is `page(nil)`, the next
  /// follow the cursor, cancellation is never shown and a repeated cursor ends the list.
  /// `kept`, when given, is the first page as an earlier run kept it (`fetchKept`).
  public static func pages(
    kept: (@Sendable () async -> (page: Page, asOf: Double)?)? = nil,
    _ page: @escaping @Sendable (PageCursor?) async throws(AppError) -> Page
  ) -> Self {
    PagingFetcher(
      fetchInitial: { _ throws(AppError) in try await page(nil) },
      fetchMore: { cursor, _ throws(AppError) in try await page(cursor) },
      isCancellation: \.isCancellation, repeatedPage: { .repeatedPage }, fetchKept: kept)
  }
}
