import ScreenState
import Testing

@testable import TerminalUI

// MARK: - Fixture

/// The smallest item a paging list can hold.
struct Row: Identifiable, Equatable, Sendable {
  let id: Int
}

/// `cancelled` plays the part of a transport cancellation, which must never be shown.
enum TestFailure: Error, Equatable {
  case boom
  case cancelled
}

typealias RowStore = PagingListStore<Row, Int, TestFailure>
typealias TestPage = RowStore.Page
typealias TestState = RowStore.State

/// Builds stores for pure tests: effects are inspected, never run, so the fetcher's closures
/// only have to type-check.
enum StoreFixture {
  static let height = 10

  static let fetcher = PagingFetcher<Row, Int, TestFailure>(
    fetchInitial: { _ throws(TestFailure) in TestPage() },
    fetchMore: { _, _ throws(TestFailure) in TestPage() },
    isCancellation: { $0 == .cancelled }
  )

  static func store(_ state: TestState = .idle, prefetchDistance: Int = 3) -> RowStore {
    RowStore(
      name: "test", fetcher: fetcher,
      describe: { FailureDescription(message: "failed: \($0)", isRetryable: true) },
      state: state, prefetchDistance: prefetchDistance)
  }

  /// Rows with the given ids, in order.
  static func page(_ ids: some Sequence<Int>, next cursor: Int? = nil) -> TestPage {
    TestPage(items: ids.map(Row.init(id:)), nextCursor: cursor)
  }

  /// Ten rows (ids 0…9) with a next page.
  static let tenRows = page(0..<10, next: 2)
}

extension RowStore {
  /// Delivers the result of the current load, as the runtime would.
  mutating func finishLoad(_ result: Result<TestPage, TestFailure>) -> Effect<Event> {
    handle(.loaded(generation: generation, result), height: StoreFixture.height)
  }

  /// Delivers the result of the current page request, as the runtime would.
  mutating func finishPage(_ result: Result<TestPage, TestFailure>) -> Effect<Event> {
    handle(.pageLoaded(generation: generation, result), height: StoreFixture.height)
  }

  mutating func select(_ index: Int) -> Effect<Event> {
    select(index, height: StoreFixture.height)
  }
}

// MARK: - Refresh

@Suite("PagingListStore: refresh")
struct PagingListStoreRefreshTests {
  @Test func refreshFromIdleStartsTheFirstLoad() {
    var store = StoreFixture.store()
    let effect = store.refresh()
    #expect(store.state == .initialLoading)
    #expect(effect.runIDs == [store.loadID])
    #expect(effect.cancelledIDs.isEmpty)
    #expect(store.generation == 1)
  }

  @Test func refreshFromSuccessReloadsAndKeepsTheRows() {
    var store = StoreFixture.store(.success(StoreFixture.tenRows))
    let effect = store.refresh()
    #expect(store.state == .reLoading(StoreFixture.tenRows))
    #expect(effect.runIDs == [store.loadID])
    #expect(store.items.count == 10)
  }

  @Test func refreshFromLoadingFailureRetriesAndKeepsTheError() {
    var store = StoreFixture.store(.loadingFailure(.boom))
    let effect = store.refresh()
    #expect(store.state == .retryLoading(.boom))
    #expect(effect.runIDs == [store.loadID])
  }

  @Test(arguments: [
    TestState.reLoadingFailure(StoreFixture.tenRows, .boom),
    .pagingFailure(StoreFixture.tenRows, .boom),
  ])
  func refreshAfterAFailedRequestReloads(from state: TestState) {
    var store = StoreFixture.store(state)
    let effect = store.refresh()
    #expect(store.state == .reLoading(StoreFixture.tenRows))
    #expect(effect.runIDs == [store.loadID])
  }

  @Test(arguments: [
    TestState.initialLoading,
    .reLoading(StoreFixture.tenRows),
    .retryLoading(.boom),
    .paging(StoreFixture.tenRows),
  ])
  func refreshIsIgnoredWhileARequestIsInFlight(from state: TestState) {
    var store = StoreFixture.store(state)
    let before = store
    let effect = store.refresh()
    #expect(effect.isNone)
    #expect(store == before)
  }

  @Test func aDoubleRefreshIssuesOneFetch() {
    var store = StoreFixture.store()
    let first = store.refresh()
    let second = store.refresh()
    #expect(first.runIDs == [store.loadID])
    #expect(second.isNone)
    #expect(store.generation == 1)
  }

  @Test func aSuccessfulLoadShowsTheRows() {
    var store = StoreFixture.store()
    _ = store.refresh()
    let page = StoreFixture.page(0..<20, next: 2)
    let effect = store.finishLoad(.success(page))
    #expect(store.state == .success(page))
    #expect(effect.isNone)
    #expect(store.selectedItem == Row(id: 0))
  }

  @Test func aFailedFirstLoadShowsTheErrorPaneWithoutABanner() {
    var store = StoreFixture.store()
    _ = store.refresh()
    let effect = store.finishLoad(.failure(.boom))
    #expect(store.state == .loadingFailure(.boom))
    #expect(store.banner == nil)
    #expect(effect.isNone)
  }

  @Test func aShortFirstPageStartsPagingAtOnce() {
    var store = StoreFixture.store(prefetchDistance: 3)
    _ = store.refresh()
    let page = StoreFixture.page(0..<3, next: 2)
    let effect = store.finishLoad(.success(page))
    #expect(store.state == .paging(page))
    #expect(effect.runIDs == [store.pageID])
  }

  @Test func retryAfterAFailedLoadReloads() {
    var failedFirst = StoreFixture.store(.loadingFailure(.boom))
    #expect(failedFirst.retry().runIDs == [failedFirst.loadID])
    #expect(failedFirst.state == .retryLoading(.boom))

    var failedRefresh = StoreFixture.store(.reLoadingFailure(StoreFixture.tenRows, .boom))
    #expect(failedRefresh.retry().runIDs == [failedRefresh.loadID])
    #expect(failedRefresh.state == .reLoading(StoreFixture.tenRows))
  }
}

// MARK: - Paging

@Suite("PagingListStore: paging")
struct PagingListStorePagingTests {
  @Test(arguments: [
    TestState.success(StoreFixture.tenRows),
    .reLoadingFailure(StoreFixture.tenRows, .boom),
    .pagingFailure(StoreFixture.tenRows, .boom),
  ])
  func loadMoreStartsAPageFromASettledList(from state: TestState) {
    var store = StoreFixture.store(state)
    let effect = store.loadMore()
    #expect(store.state == .paging(StoreFixture.tenRows))
    #expect(effect.runIDs == [store.pageID])
    #expect(store.generation == 0)
  }

  @Test(arguments: [
    TestState.success(StoreFixture.page(0..<10)),
    .reLoadingFailure(StoreFixture.page(0..<10), .boom),
  ])
  func loadMoreNeedsACursor(from state: TestState) {
    var store = StoreFixture.store(state)
    let before = store
    #expect(store.loadMore().isNone)
    #expect(store == before)
  }

  @Test(arguments: [
    TestState.idle,
    .initialLoading,
    .reLoading(StoreFixture.tenRows),
    .retryLoading(.boom),
    .loadingFailure(.boom),
    .paging(StoreFixture.tenRows),
  ])
  func loadMoreIsIgnoredElsewhere(from state: TestState) {
    var store = StoreFixture.store(state)
    let before = store
    #expect(store.loadMore().isNone)
    #expect(store == before)
  }

  @Test(arguments: [0, 1, 3, 5])
  func prefetchStartsExactlyAtThePrefetchDistance(distance: Int) {
    var store = StoreFixture.store(.success(StoreFixture.tenRows), prefetchDistance: distance)
    let lastIndex = StoreFixture.tenRows.items.count - 1

    let tooFar = store.select(lastIndex - distance - 1)
    #expect(tooFar.isNone)
    #expect(store.state == .success(StoreFixture.tenRows))

    let atDistance = store.select(lastIndex - distance)
    #expect(atDistance.runIDs == [store.pageID])
    #expect(store.state == .paging(StoreFixture.tenRows))
  }

  @Test func prefetchAlsoStartsAfterAFailedRefresh() {
    var store = StoreFixture.store(.reLoadingFailure(StoreFixture.tenRows, .boom))
    let effect = store.select(9)
    #expect(effect.runIDs == [store.pageID])
    #expect(store.state.isPaging)
  }

  @Test func prefetchNeverStartsAtTheEndOfTheList() {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<10)))
    #expect(store.select(9).isNone)
    #expect(store.state == .success(StoreFixture.page(0..<10)))
  }

  @Test func aFailedPageWaitsForAnExplicitRetry() {
    let failed = TestState.pagingFailure(StoreFixture.tenRows, .boom)
    var store = StoreFixture.store(failed)
    #expect(store.select(9).isNone)
    #expect(store.move(by: 1, height: StoreFixture.height).isNone)
    #expect(store.state == failed)
  }

  @Test func movingWhilePagingStartsNothingMore() {
    var store = StoreFixture.store(.paging(StoreFixture.tenRows))
    #expect(store.select(9).isNone)
    #expect(store.state == .paging(StoreFixture.tenRows))
  }

  @Test func aPageIsAppendedWithoutDuplicateIDs() {
    var store = StoreFixture.store(.paging(StoreFixture.page(0..<15, next: 2)))
    let effect = store.finishPage(.success(StoreFixture.page([13, 14, 15, 16], next: 3)))
    #expect(effect.isNone)
    #expect(store.state == .success(StoreFixture.page(0..<17, next: 3)))
  }

  @Test func theLastPageScrollsTheVanishedFooterAway() {
    var store = StoreFixture.store(.success(StoreFixture.tenRows))
    _ = store.select(9, height: 5)
    #expect(store.viewport.visibleRows(height: 5) == 6..<11)
    _ = store.handle(.pageLoaded(generation: store.generation, .success(TestPage())), height: 5)
    #expect(store.state == .success(StoreFixture.page(0..<10)))
    #expect(store.viewport.visibleRows(height: 5) == 5..<10)
  }

  @Test func aFailedPageKeepsEveryRowAndShowsNoBanner() {
    var store = StoreFixture.store(.paging(StoreFixture.tenRows))
    let effect = store.finishPage(.failure(.boom))
    #expect(store.state == .pagingFailure(StoreFixture.tenRows, .boom))
    #expect(store.banner == nil)
    #expect(effect.isNone)
  }

  @Test func theFooterIsSelectableOnlyAfterAFailedPage() {
    var failed = StoreFixture.store(.pagingFailure(StoreFixture.tenRows, .boom))
    _ = failed.select(10)
    #expect(failed.viewport.selection == 10)
    #expect(failed.isFooterSelected)
    #expect(failed.selectedItem == nil)
    _ = failed.select(99)
    #expect(failed.viewport.selection == 10)
    _ = failed.select(9)
    #expect(!failed.isFooterSelected)

    for state in [TestState.success(StoreFixture.tenRows), .paging(StoreFixture.tenRows)] {
      var store = StoreFixture.store(state)
      _ = store.select(10)
      #expect(store.viewport.selection == 9)
      #expect(!store.isFooterSelected)
    }
  }

  @Test func retryOnTheFooterRequestsThePageAgain() {
    var store = StoreFixture.store(.pagingFailure(StoreFixture.tenRows, .boom))
    _ = store.select(10)
    let effect = store.retry()
    #expect(effect.runIDs == [store.pageID])
    #expect(store.state == .paging(StoreFixture.tenRows))
    #expect(store.generation == 0)
  }
}

// MARK: - Generations and cancellation

@Suite("PagingListStore: generations and cancellation")
struct PagingListStoreGenerationTests {
  @Test func aLoadFromAnOlderGenerationIsDropped() {
    var store = StoreFixture.store()
    _ = store.refresh()
    let old = store.generation
    _ = store.cancel()
    _ = store.refresh()
    let before = store
    let results: [Result<TestPage, TestFailure>] = [
      .success(StoreFixture.tenRows), .failure(.boom), .failure(.cancelled),
    ]
    for result in results {
      let effect = store.handle(.loaded(generation: old, result), height: StoreFixture.height)
      #expect(effect.isNone)
      #expect(store == before)
    }
  }

  @Test func aPageFromBeforeARefreshIsDropped() {
    var store = StoreFixture.store(.success(StoreFixture.tenRows))
    _ = store.loadMore()
    let pageGeneration = store.generation
    _ = store.cancel()
    _ = store.refresh()
    #expect(store.state == .reLoading(StoreFixture.tenRows))
    let before = store
    let results: [Result<TestPage, TestFailure>] = [
      .success(StoreFixture.page(10..<20)), .failure(.boom), .failure(.cancelled),
    ]
    for result in results {
      let effect = store.handle(
        .pageLoaded(generation: pageGeneration, result), height: StoreFixture.height)
      #expect(effect.isNone)
      #expect(store == before)
    }
  }

  @Test(arguments: [
    (TestState.initialLoading, TestState.idle),
    (.reLoading(StoreFixture.tenRows), .success(StoreFixture.tenRows)),
    (.retryLoading(.boom), .loadingFailure(.boom)),
    (.paging(StoreFixture.tenRows), .success(StoreFixture.tenRows)),
  ])
  func cancelUndoesTheRequestAndCancelsItsWork(from state: TestState, to expected: TestState) {
    var store = StoreFixture.store(state)
    let effect = store.cancel()
    #expect(store.state == expected)
    #expect(effect.cancelledIDs == [store.loadID, store.pageID])
    #expect(effect.runIDs.isEmpty)
    #expect(store.generation == 1)
    #expect(store.banner == nil)
  }

  @Test func resultsArrivingAfterCancelAreDropped() {
    var store = StoreFixture.store(.success(StoreFixture.tenRows))
    _ = store.loadMore()
    let pageGeneration = store.generation
    _ = store.cancel()
    let before = store
    let late = store.handle(
      .pageLoaded(generation: pageGeneration, .success(StoreFixture.page(10..<20))),
      height: StoreFixture.height)
    #expect(late.isNone)
    #expect(store == before)
    #expect(store.items.count == 10)
  }

  @Test(arguments: [
    (TestState.initialLoading, TestState.idle),
    (.reLoading(StoreFixture.tenRows), .success(StoreFixture.tenRows)),
    (.retryLoading(.boom), .loadingFailure(.boom)),
  ])
  func aCancelledLoadIsNeverShownAsAnError(from state: TestState, to expected: TestState) {
    var store = StoreFixture.store(state)
    let effect = store.finishLoad(.failure(.cancelled))
    #expect(store.state == expected)
    #expect(store.banner == nil)
    #expect(effect.isNone)
  }

  @Test func aCancelledPageIsNeverShownAsAnError() {
    var store = StoreFixture.store(.paging(StoreFixture.tenRows))
    let effect = store.finishPage(.failure(.cancelled))
    #expect(store.state == .success(StoreFixture.tenRows))
    #expect(!store.isFooterSelected)
    #expect(effect.isNone)
  }
}

// MARK: - Banner

@Suite("PagingListStore: banner")
struct PagingListStoreBannerTests {
  @Test func aFailedRefreshKeepsTheRowsAndShowsABanner() {
    var store = StoreFixture.store(.reLoading(StoreFixture.tenRows))
    let effect = store.finishLoad(.failure(.boom))
    #expect(store.state == .reLoadingFailure(StoreFixture.tenRows, .boom))
    #expect(store.banner == Banner(message: "failed: boom", serial: 1))
    #expect(effect.runIDs == [store.bannerID])
  }

  @Test func anExpiryForAnOlderBannerLeavesTheNewerOne() {
    var store = StoreFixture.store(.reLoading(StoreFixture.tenRows))
    _ = store.finishLoad(.failure(.boom))
    let first = store.banner?.serial
    _ = store.refresh()
    _ = store.finishLoad(.failure(.boom))
    let second = store.banner?.serial
    #expect(first != nil && second != nil && first != second)

    _ = store.handle(.bannerExpired(serial: first ?? -1), height: StoreFixture.height)
    #expect(store.banner?.serial == second)

    let effect = store.handle(.bannerExpired(serial: second ?? -1), height: StoreFixture.height)
    #expect(store.banner == nil)
    #expect(effect.isNone)
    #expect(store.state == .reLoadingFailure(StoreFixture.tenRows, .boom))
  }

  @Test func refreshDismissesTheBanner() {
    var store = StoreFixture.store(.reLoading(StoreFixture.tenRows))
    _ = store.finishLoad(.failure(.boom))
    let effect = store.refresh()
    #expect(store.banner == nil)
    #expect(effect.cancelledIDs == [store.bannerID])
    #expect(effect.runIDs == [store.loadID])
  }

  @Test func refreshWithoutABannerCancelsNothing() {
    var store = StoreFixture.store(.success(StoreFixture.tenRows))
    #expect(store.refresh().cancelledIDs.isEmpty)
  }
}

// MARK: - Selection across refreshes

@Suite("PagingListStore: selection")
struct PagingListStoreSelectionTests {
  @Test func selectionFollowsItsItemWhenRowsShift() {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<20)))
    _ = store.select(4)
    _ = store.refresh()
    let shifted = StoreFixture.page([100, 101, 102] + Array(0..<20))
    _ = store.finishLoad(.success(shifted))
    #expect(store.selectedItem == Row(id: 4))
    #expect(store.viewport.selection == 7)
  }

  @Test func selectionIsClampedWhenItsItemDisappears() {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<20)))
    _ = store.select(15)
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(100..<105)))
    #expect(store.viewport.selection == 4)
    #expect(store.selectedItem == Row(id: 104))
  }

  @Test func selectionKeepsItsIndexWhenItsItemDisappearsButTheIndexRemains() {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<20)))
    _ = store.select(5)
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(100..<120)))
    #expect(store.viewport.selection == 5)
  }

  @Test func selectionIsClampedToAnEmptyList() {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<20)))
    _ = store.select(12)
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page([])))
    #expect(store.viewport.selection == 0)
    #expect(store.selectedItem == nil)
  }

  @Test func aFailedRefreshKeepsTheSelection() {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<20)))
    _ = store.select(12)
    _ = store.refresh()
    _ = store.finishLoad(.failure(.boom))
    #expect(store.selectedItem == Row(id: 12))
  }

  /// The footer row vanishes when a refresh or a page leaves `pagingFailure`, but the selection
  /// stays on its index, one past the last item.
  @Test func leavingAFailedPageMovesTheSelectionOffTheVanishedFooter() {
    var refreshed = StoreFixture.store(.pagingFailure(StoreFixture.tenRows, .boom))
    _ = refreshed.select(10)
    _ = refreshed.refresh()
    _ = refreshed.cancel()
    #expect(refreshed.state == .success(StoreFixture.tenRows))
    #expect(refreshed.viewport.selection == 9)
    #expect(refreshed.selectedItem == Row(id: 9))

    var retried = StoreFixture.store(.pagingFailure(StoreFixture.tenRows, .boom))
    _ = retried.select(10)
    _ = retried.retry()
    _ = retried.finishPage(.failure(.cancelled))
    #expect(retried.state == .success(StoreFixture.tenRows))
    #expect(retried.viewport.selection == 9)
    #expect(retried.selectedItem == Row(id: 9))
  }
}

// MARK: - ListViewport

@Suite("ListViewport")
struct ListViewportTests {
  @Test func scrollingDownKeepsTheMarginBelowTheSelection() {
    var viewport = ListViewport(margin: 2)
    viewport.select(7, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 0)
    viewport.select(8, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 1)
    #expect(viewport.visibleRows(height: 10) == 1..<11)
  }

  @Test func scrollingUpKeepsTheMarginAboveTheSelection() {
    var viewport = ListViewport(margin: 2)
    viewport.select(50, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 43)
    viewport.select(45, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 43)
    viewport.select(44, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 42)
  }

  @Test func theMarginShrinksToFitASmallViewport() {
    var viewport = ListViewport(margin: 2)
    viewport.select(3, selectableCount: 100, height: 4)
    #expect(viewport.scrollOffset == 1)
    #expect(ListViewport(margin: -3).margin == 0)
  }

  @Test func selectionIsClampedToTheSelectableRows() {
    var viewport = ListViewport()
    viewport.select(-5, selectableCount: 100, height: 10)
    #expect(viewport.selection == 0)
    #expect(viewport.scrollOffset == 0)
    viewport.select(500, selectableCount: 100, height: 10)
    #expect(viewport.selection == 99)
    #expect(viewport.scrollOffset == 90)
  }

  @Test func anEmptyListSelectsRowZero() {
    var viewport = ListViewport()
    viewport.select(7, selectableCount: 0, height: 10)
    #expect(viewport.selection == 0)
    #expect(viewport.scrollOffset == 0)
  }

  @Test func aZeroHeightViewportShowsNothing() {
    var viewport = ListViewport()
    viewport.select(50, selectableCount: 100, height: 0)
    #expect(viewport.selection == 50)
    #expect(viewport.scrollOffset == 0)
    #expect(viewport.visibleRows(height: 0).isEmpty)
    #expect(viewport.visibleRows(height: -1).isEmpty)
  }

  @Test func aOneRowViewportShowsTheSelection() {
    var viewport = ListViewport(margin: 2)
    for index in [0, 1, 57, 99, 42] {
      viewport.select(index, selectableCount: 100, height: 1)
      #expect(viewport.scrollOffset == index)
      #expect(viewport.visibleRows(height: 1) == index..<(index + 1))
    }
  }

  @Test func contentBeyondTheSelectableRowsCanScrollIntoView() {
    var withFooter = ListViewport(margin: 2)
    withFooter.select(9, selectableCount: 10, contentCount: 11, height: 5)
    #expect(withFooter.selection == 9)
    #expect(withFooter.scrollOffset == 6)
    #expect(withFooter.visibleRows(height: 5).contains(10))

    var withoutFooter = ListViewport(margin: 2)
    withoutFooter.select(9, selectableCount: 10, height: 5)
    #expect(withoutFooter.scrollOffset == 5)
  }

  @Test func byDefaultTheListScrollsWhenTheSelectionReachesTheEdge() {
    var viewport = ListViewport()
    viewport.select(9, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 0)
    viewport.select(10, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 1)
    viewport.select(1, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 1)
    viewport.select(0, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 0)
  }

  @Test func withoutAMarginTheFooterComesIntoViewWithTheLastItem() {
    var viewport = ListViewport()
    viewport.select(8, selectableCount: 10, contentCount: 11, height: 5)
    #expect(viewport.scrollOffset == 4, "not the last item: the footer may stay out of view")
    viewport.select(9, selectableCount: 10, contentCount: 11, height: 5)
    #expect(viewport.scrollOffset == 6)
    #expect(viewport.visibleRows(height: 5) == 6..<11)
    viewport.select(9, selectableCount: 10, contentCount: 11, height: 1)
    #expect(viewport.scrollOffset == 9, "a one-row viewport still shows the selection")
  }

  @Test func contentSmallerThanTheSelectableRowsIsIgnored() {
    var viewport = ListViewport(margin: 2)
    viewport.select(9, selectableCount: 10, contentCount: 3, height: 5)
    #expect(viewport.scrollOffset == 5)
  }

  @Test func aShortListNeverScrolls() {
    var viewport = ListViewport(margin: 2)
    viewport.select(4, selectableCount: 5, height: 10)
    #expect(viewport.scrollOffset == 0)
  }
}
