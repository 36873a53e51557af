import ScreenState

/// The two requests a paging list makes (the seed's `fetchInitial` / `fetchMore`), with the
/// clock they should wait on, and a way to recognise a failure that only means "cancelled".
public struct PagingFetcher<Item: Identifiable, Cursor, Failure: Error>: Sendable {
  public typealias Page = PagedCollection<Item, Cursor>

  public var fetchInitial: @Sendable (_ clock: any Clock<Duration>) async throws(Failure) -> Page
  public var fetchMore:
    @Sendable (_ cursor: Cursor, _ clock: any Clock<Duration>) async throws(Failure) -> Page
  /// Cancellation is never shown: a failure for which this is true undoes the load instead.
  public var isCancellation: @Sendable (Failure) -> Bool
  /// The failure shown in the footer when a page links to a page this load already fetched
  /// (a paging loop). `nil`: the list just ends there.
  public var repeatedPage: (@Sendable () -> Failure)?
  /// The first page as an earlier run kept it, and when the server sent it: shown at once on
  /// the first load while the request runs (seconds since 1970, so this module needs no
  /// Foundation). `nil`, or an answer of `nil`: nothing kept.
  public var fetchKept: (@Sendable () async -> (page: Page, asOf: Double)?)?

  public init(
    fetchInitial: @escaping @Sendable (_ clock: any Clock<Duration>) async throws(Failure) -> Page,
    fetchMore:
      @escaping @Sendable (_ cursor: Cursor, _ clock: any Clock<Duration>) async throws(Failure)
      -> Page,
    isCancellation: @escaping @Sendable (Failure) -> Bool,
    repeatedPage: (@Sendable () -> Failure)? = nil,
    fetchKept: (@Sendable () async -> (page: Page, asOf: Double)?)? = nil
  ) {
    self.fetchKept = fetchKept
    self.fetchInitial = fetchInitial
    self.fetchMore = fetchMore
    self.isCancellation = isCancellation
    self.repeatedPage = repeatedPage
  }
}
