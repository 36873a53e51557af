import ScreenState

/// The paging list as a component that owns its state and runs its own requests (the seed's
/// "Fetch" style). Screens call `refresh()`, `loadMore()`, `retry()` and `select(_:height:)`,
/// route `Event`s back through `handle(_:height:)`, and draw through `view(...)`.
///
/// A list fills its viewport: while the loaded rows don't reach the bottom and another page
/// exists, it asks for the next page, one at a time (the state allows one request in flight).
///
/// Every request is tagged with a generation. `refresh()` and `cancel()` start a new one, so a
/// result that arrives for an older generation (a page from before a refresh, say) is dropped
/// even if the runtime delivered it.
///
/// Paging can't loop: the store remembers every cursor it fetched in the current load, and a
/// page whose next cursor is one of them ends paging with the fetcher's `repeatedPage` failure
/// in the footer. Pages chain at most `pagesWithoutReaderLimit` by themselves, however few rows
/// each adds, so a server handing out endless empty or one-row pages, each with a fresh next
/// link, can't start a request storm either: filling a viewport is bounded in requests (and so
/// in time, each request being bounded by the transport's deadline), not only in empty pages.
public struct PagingListStore<
  Item: Identifiable & Sendable, Cursor: Hashable & Sendable, Failure: Error
>:
  Sendable
where Item.ID: Sendable {
  public typealias Page = PagedCollection<Item, Cursor>
  public typealias State = PagingDataState<Page, Failure>

  /// Results of the store's own effects; route them back to `handle(_:height:)`.
  public enum Event: Sendable {
    case loaded(generation: Int, Result<Page, Failure>)
    /// The first page as kept from an earlier run, shown while the first load runs.
    case restored(generation: Int, Page, asOf: Double)
    case pageLoaded(generation: Int, Result<Page, Failure>)
    case bannerExpired(serial: Int)
  }

  /// Names the store's effects, so that two lists never cancel each other's work.
  public let name: String
  public internal(set) var state: State
  public internal(set) var viewport: ListViewport
  public internal(set) var banner: Banner?
  public private(set) var generation = 0
  /// When the server sent the rows shown, while they are rows kept from an earlier run (the
  /// first load restored them and has not been answered yet, or failed), in seconds since
  /// 1970; `nil` once it answers.
  public internal(set) var keptAt: Double?
  internal var bannerSerial = 0
  /// The cursors fetched since the load began: a next cursor among them is a loop.
  private var fetchedCursors: Set<Cursor> = []
  /// The viewport height last given; lets transitions without a height keep the selection valid.
  private var height = 0
  /// Paging starts when the selection is this many rows or fewer from the last item.
  public var prefetchDistance: Int
  /// Pages fetched since the reader last moved (or the list loaded). A server answering pages
  /// of one row, or none, with a fresh next link every time would otherwise be asked until the
  /// viewport filled: a hundred requests for a hundred rows.
  public internal(set) var pagesWithoutReader = 0
  /// How many pages may chain by themselves before paging waits for the reader to move: eight
  /// of GitHub's 30-row pages fill a far taller viewport than any terminal.
  public static var pagesWithoutReaderLimit: Int { 8 }
  /// The most rows the list shows (a section's `limit`): paging ends there. `nil`: no limit.
  public var itemLimit: Int?
  /// How long a failed refresh's banner stays, on the injected clock.
  public var bannerLifetime: Duration
  public private(set) var fetcher: PagingFetcher<Item, Cursor, Failure>
  public let describe: @Sendable (Failure) -> FailureDescription

  public init(
    name: String, fetcher: PagingFetcher<Item, Cursor, Failure>,
    describe: @escaping @Sendable (Failure) -> FailureDescription,
    state: State = .idle, prefetchDistance: Int = 3, bannerLifetime: Duration = .seconds(5),
    viewport: ListViewport = ListViewport()
  ) {
    self.name = name
    self.fetcher = fetcher
    self.describe = describe
    self.state = state
    self.prefetchDistance = max(0, prefetchDistance)
    self.bannerLifetime = bannerLifetime
    self.viewport = viewport
  }

  public var loadID: EffectID { EffectID("\(name).load") }
  public var pageID: EffectID { EffectID("\(name).page") }
  public var bannerID: EffectID { EffectID("\(name).banner") }

  /// Every effect id the store may have running; cancel them all when its screen goes away.
  public var effectIDs: [EffectID] { [loadID, pageID, bannerID] }

  public var items: [Item] { state.value?.items ?? [] }

  public var selectedItem: Item? {
    let items = self.items
    let index = viewport.selection
    return index >= 0 && index < items.count ? items[index] : nil
  }

  /// Whether the failed-page footer row is selected, where Enter retries the page.
  public var isFooterSelected: Bool {
    guard case .pagingFailure = state else { return false }
    return viewport.selection == items.count
  }

  /// Starts the first load, a reload or a retry, as the state table allows; `.none` when a
  /// request is already in flight.
  public mutating func refresh() -> Effect<Event> {
    // Only the very first load starts from kept rows; a reload keeps the rows it has.
    let isFirst = if case .idle = state { true } else { false }
    let kept = isFirst ? fetcher.fetchKept : nil
    guard let (generation, dismiss) = beginLoad() else { return .none }
    let fetcher = self.fetcher
    let load = Effect<Event>.run(id: loadID) { context in
      if let kept, let (page, asOf) = await kept() {
        context.send(.restored(generation: generation, page, asOf: asOf))
      }
      let result: Result<Page, Failure>
      do throws(Failure) {
        result = .success(try await fetcher.fetchInitial(context.clock))
      } catch {
        result = .failure(error)
      }
      context.send(.loaded(generation: generation, result))
    }
    return .merge(dismiss, load)
  }

  /// Starts a load whose first page the caller fetches itself (a conditional poll, which may
  /// answer "unchanged"): the state moves as `refresh` moves it, and the caller hands the answer
  /// to `handle` as `.loaded` with the generation returned. `nil` while a load is in flight.
  public mutating func beginLoad() -> (generation: Int, effect: Effect<Event>)? {
    guard state.startLoading() else { return nil }
    generation += 1
    fetchedCursors = []
    settle()
    return (generation, dismissBanner())
  }

  /// Starts loading the next page when one exists and nothing is in flight.
  public mutating func loadMore() -> Effect<Event> {
    guard let cursor = state.value?.nextCursor, state.startPaging() else { return .none }
    fetchedCursors.insert(cursor)
    settle()
    let generation = self.generation
    let fetcher = self.fetcher
    return .run(id: pageID) { context in
      let result: Result<Page, Failure>
      do throws(Failure) {
        result = .success(try await fetcher.fetchMore(cursor, context.clock))
      } catch {
        result = .failure(error)
      }
      context.send(.pageLoaded(generation: generation, result))
    }
  }

  /// Retries what failed: the page after a failed page, otherwise the load.
  public mutating func retry() -> Effect<Event> {
    if case .pagingFailure = state { return loadMore() }
    return refresh()
  }

  /// Abandons in-flight work. Never shows an error: the state returns to where it started.
  public mutating func cancel() -> Effect<Event> {
    generation += 1
    state.cancelLoading()
    settle()
    return .merge(.cancel(loadID), .cancel(pageID))
  }

  /// Starts over with other requests (a different filter, say): back to `idle` with no rows,
  /// and a new generation, so nothing the old requests return can land. Cancels their work.
  public mutating func reset(fetcher: PagingFetcher<Item, Cursor, Failure>) -> Effect<Event> {
    self.fetcher = fetcher
    generation += 1
    fetchedCursors = []
    state = .idle
    banner = nil
    keptAt = nil
    viewport = ListViewport()
    pagesWithoutReader = 0
    return .merge(effectIDs.map { .cancel($0) })
  }

  /// Puts `item` first and selects it: a row the server just made (an issue filed here), shown
  /// before any load could bring it. False, changing nothing, when the list has no rows to put
  /// it among, or has it already.
  @discardableResult
  public mutating func insertFirst(_ item: Item) -> Bool {
    var inserted = false
    state.updateValue { inserted = $0.insertFirst(item) }
    guard inserted else { return false }
    viewport.select(
      0, selectableCount: selectableCount, contentCount: contentCount, height: height)
    return true
  }

  /// Moves the selection (the reader's doing) and starts paging when it comes near the end or
  /// the rows don't fill the viewport.
  public mutating func select(_ index: Int, height: Int) -> Effect<Event> {
    pagesWithoutReader = 0
    return place(index, height: height)
  }

  public mutating func move(by delta: Int, height: Int) -> Effect<Event> {
    select(viewport.selection + delta, height: height)
  }

  /// Keeps the selection visible after the viewport changes size, and pages when a taller
  /// viewport is no longer full.
  @discardableResult
  public mutating func resize(height: Int) -> Effect<Event> {
    self.height = height
    settle()
    return prefetchIfNeeded()
  }

  /// Where the selection is in the list, for the header: `nil` until there are rows.
  public var position: ListPosition? {
    guard let value = state.value, !value.items.isEmpty else { return nil }
    return ListPosition(
      index: min(viewport.selection, value.items.count - 1), count: value.items.count,
      hasMore: value.nextCursor != nil)
  }

  public mutating func handle(_ event: Event, height: Int) -> Effect<Event> {
    self.height = height
    switch event {
    case .restored(let tag, let whole, let asOf):
      // `initialLoading` → `success` → `reLoading`: the kept rows are shown as a refresh
      // shows its rows, and the load in flight (same generation) answers for them.
      guard tag == generation, state.isInitialLoading, state.succeed(limited(whole, after: 0))
      else { return .none }
      _ = state.startLoading()
      keptAt = asOf
      settle()
      return .none
    case .loaded(let tag, let result):
      guard tag == generation else { return .none }
      switch result {
      case .success(let whole):
        keptAt = nil
        let page = limited(whole, after: 0)
        // A refresh keeps the reader's place: the same item, on the same screen row.
        let selectedID = selectedItem?.id
        let screenRow = viewport.selectionScreenRow
        guard state.succeed(page) else { return .none }
        pagesWithoutReader = 0
        let index = selectedID.flatMap { id in page.items.firstIndex { $0.id == id } }
        viewport.select(
          index ?? viewport.selection, atScreenRow: screenRow, selectableCount: selectableCount,
          contentCount: contentCount, height: height)
        return prefetchIfNeeded()
      case .failure(let error):
        return fail(error, height: height)
      }
    case .pageLoaded(let tag, let result):
      guard tag == generation else { return .none }
      switch result {
      case .success(let whole):
        guard state.isPaging else { return .none }
        pagesWithoutReader += 1
        let page = limited(whole, after: items.count)
        if let next = page.nextCursor, fetchedCursors.contains(next) {
          return stopAtRepeatedPage(page)
        }
        guard state.appendPage(page) else { return .none }
        // Still near the end or short of the bottom (a short or empty page): keep paging.
        return place(viewport.selection, height: height)
      case .failure(let error):
        return fail(error, height: height)
      }
    case .bannerExpired(let serial):
      if banner?.serial == serial { banner = nil }
      return .none
    }
  }

  /// The failure `event` reports, if the store will take it (the current generation's, and not
  /// a cancellation), so the caller can raise it through its error chain before handling it.
  public func failure(in event: Event) -> Failure? {
    switch event {
    case .loaded(let tag, .failure(let error)), .pageLoaded(let tag, .failure(let error)):
      return tag == generation && !fetcher.isCancellation(error) ? error : nil
    default:
      return nil
    }
  }

  /// The pure view of the current state.
  /// `standingBanner`, when given, is shown instead of a failed refresh's transient banner, for
  /// as long as the caller gives it (the "offline, showing data from…" of kept rows).
  public func view(
    tick: Int, theme: PaneTheme = .standard, emptyMessage: String,
    drawRow: @escaping (Item, Rect, inout Canvas) -> Void,
    drawPlaceholder: @escaping (Int, Rect, inout Canvas) -> Void,
    selectionWidth: Int? = nil, standingBanner: String? = nil
  ) -> PagingListView<Item, Cursor, Failure> {
    PagingListView(
      state: state, viewport: viewport,
      banner: standingBanner.map { Banner(message: $0, serial: -1) } ?? banner, tick: tick,
      theme: theme,
      emptyMessage: emptyMessage, describe: describe, drawRow: drawRow,
      drawPlaceholder: drawPlaceholder, selectionWidth: selectionWidth)
  }

  private mutating func fail(_ error: Failure, height: Int) -> Effect<Event> {
    if fetcher.isCancellation(error) {
      state.cancelLoading()
      settle()
      return .none
    }
    guard state.fail(error) else { return .none }
    settle()
    guard case .reLoadingFailure = state else { return .none }
    bannerSerial += 1
    let serial = bannerSerial
    let lifetime = bannerLifetime
    banner = Banner(message: describe(error).message, serial: serial)
    return .run(id: bannerID) { context in
      guard await context.sleep(for: lifetime) else { return }
      context.send(.bannerExpired(serial: serial))
    }
  }

  /// `page` cut to the rows left under `itemLimit` after `count`, ending the list when it
  /// reaches the limit.
  private func limited(_ page: Page, after count: Int) -> Page {
    guard let itemLimit, count + page.items.count >= itemLimit else { return page }
    return Page(
      items: Array(page.items.prefix(max(0, itemLimit - count))), nextCursor: nil,
      totalCount: page.totalCount, isIncomplete: page.isIncomplete)
  }

  /// Keeps the page's rows, ends the list there and shows `repeatedPage` in the footer: the
  /// next cursor was fetched before in this load, so following it would go round forever.
  private mutating func stopAtRepeatedPage(_ page: Page) -> Effect<Event> {
    guard state.appendPage(Page(items: page.items, nextCursor: nil)) else { return .none }
    if let failure = fetcher.repeatedPage?(), case .success(let value) = state {
      // `success` → `pagingFailure` has no transition of its own: the page did arrive, and
      // the failure is the store's finding about it.
      state = .pagingFailure(value, failure)
    }
    settle()
    return .none
  }

  /// Re-applies the selection to the current rows, so it never points at a row that a
  /// transition removed (the footer, most often) and the footer scrolls into view when it appears.
  private mutating func settle() {
    viewport.select(
      viewport.selection, selectableCount: selectableCount, contentCount: contentCount,
      height: height)
  }

  private mutating func dismissBanner() -> Effect<Event> {
    guard banner != nil else { return .none }
    banner = nil
    return .cancel(bannerID)
  }

  /// Moves the selection for the store's own reasons (a page arrived), keeping the count of
  /// pages that `select(_:height:)`, the reader's move, resets.
  private mutating func place(_ index: Int, height: Int) -> Effect<Event> {
    self.height = height
    viewport.select(
      index, selectableCount: selectableCount, contentCount: contentCount, height: height)
    return prefetchIfNeeded()
  }

  /// Pages only from a settled list: a failed page waits for an explicit retry, so holding a
  /// key at the end of the list can't hammer a failing server.
  private mutating func prefetchIfNeeded() -> Effect<Event> {
    switch state {
    case .success, .reLoadingFailure:
      guard pagesWithoutReader < Self.pagesWithoutReaderLimit else { return .none }
      let nearTheEnd = items.count - 1 - viewport.selection <= prefetchDistance
      let short = items.count < viewport.scrollOffset + height
      guard nearTheEnd || short else { return .none }
      return loadMore()
    default:
      return .none
    }
  }

  private var hasFooterRow: Bool {
    switch state {
    case .paging, .pagingFailure: return true
    default: return false
    }
  }

  private var selectableCount: Int {
    if case .pagingFailure = state { return items.count + 1 }
    return items.count
  }

  private var contentCount: Int { items.count + (hasFooterRow ? 1 : 0) }
}

extension PagingListStore: Equatable where Item: Equatable, Cursor: Equatable, Failure: Equatable {
  /// Compares state, not behaviour: the fetcher and describer are dependencies.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.state == rhs.state && lhs.viewport == rhs.viewport
      && lhs.banner == rhs.banner && lhs.generation == rhs.generation
      && lhs.bannerSerial == rhs.bannerSerial && lhs.prefetchDistance == rhs.prefetchDistance
      && lhs.bannerLifetime == rhs.bannerLifetime && lhs.fetchedCursors == rhs.fetchedCursors
      && lhs.pagesWithoutReader == rhs.pagesWithoutReader && lhs.keptAt == rhs.keptAt
  }
}
