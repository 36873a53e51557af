import ScreenState
import Testing

@testable import TerminalUI

/// A list fills its viewport: it keeps paging, one page at a time, while its rows stop short of
/// the bottom and more pages exist (issue 15, item 3).
@Suite("PagingListStore: filling the viewport")
struct PagingListStoreFillTests {
  /// No prefetch distance, so only a viewport that isn't full can start a page.
  static func store() -> RowStore { StoreFixture.store(prefetchDistance: 0) }

  @Test func aFirstPageShorterThanTheViewportPagesUntilItIsFull() {
    var store = Self.store()
    _ = store.refresh()
    var effect = store.finishLoad(.success(StoreFixture.page(0..<4, next: 1)))
    #expect(effect.runIDs == [store.pageID], "4 of 10 rows: the next page")
    #expect(store.state.isPaging)
    effect = store.finishPage(.success(StoreFixture.page(4..<8, next: 2)))
    #expect(effect.runIDs == [store.pageID], "8 of 10 rows: one more page")
    effect = store.finishPage(.success(StoreFixture.page(8..<12, next: 3)))
    #expect(effect.isNone, "12 rows fill 10: stop")
    #expect(store.state == .success(StoreFixture.page(0..<12, next: 3)))
    #expect(store.viewport.selection == 0)
  }

  @Test func fillingStopsAtTheLastPage() {
    var store = Self.store()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<4, next: 1)))
    let effect = store.finishPage(.success(StoreFixture.page(4..<6)))
    #expect(effect.isNone)
    #expect(store.state == .success(StoreFixture.page(0..<6)))
  }

  @Test func whilePagingNothingElseStarts() {
    var store = Self.store()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<4, next: 1)))
    #expect(store.select(3).isNone)
    #expect(store.loadMore().isNone)
    #expect(store.resize(height: 20).isNone)
    #expect(store.refresh().isNone)
    #expect(store.state.isPaging)
  }

  @Test func aTallerViewportPagesAgain() {
    var store = Self.store()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<12, next: 1)))
    #expect(store.state == .success(StoreFixture.page(0..<12, next: 1)))
    #expect(store.resize(height: 8).isNone, "a shorter viewport is still full")
    let effect = store.resize(height: 30)
    #expect(effect.runIDs == [store.pageID])
    #expect(store.state.isPaging)
  }

  @Test func aFailedPageIsNotRetriedByFilling() {
    var store = Self.store()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<4, next: 1)))
    #expect(store.finishPage(.failure(.boom)).isNone)
    #expect(store.resize(height: 30).isNone)
    #expect(store.select(0).isNone)
    #expect(store.state == .pagingFailure(StoreFixture.page(0..<4, next: 1), .boom))
  }

  /// A server answering empty pages with a next link forever is asked a bounded number of
  /// times, then again only when the reader moves.
  @Test func emptyPagesStopAfterTheLimitUntilTheReaderMoves() {
    var store = Self.store()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<2, next: 1)))
    var requests = 1
    while store.state.isPaging, requests < 100 {
      if !store.finishPage(.success(StoreFixture.page([], next: requests + 1))).isNone {
        requests += 1
      }
    }
    #expect(requests == RowStore.pagesWithoutReaderLimit)
    #expect(store.pagesWithoutReader == RowStore.pagesWithoutReaderLimit)
    #expect(!store.state.isPaging)
    #expect(store.move(by: 1, height: StoreFixture.height).runIDs == [store.pageID])
    #expect(store.pagesWithoutReader == 0)
  }

  /// Pages of one row each, every one with a fresh next link: filling a tall viewport stops
  /// after the limit of pages, not after a request per row, and goes on only as the reader
  /// moves.
  @Test func onePageARowStopsFillingAfterTheLimitUntilTheReaderMoves() {
    var store = Self.store()
    _ = store.refresh()
    _ = store.handle(
      .loaded(generation: store.generation, .success(StoreFixture.page(0..<1, next: 1))),
      height: 100)
    var requests = 1
    while store.state.isPaging, requests < 200 {
      let page = StoreFixture.page([store.items.count], next: requests + 1)
      let effect = store.handle(
        .pageLoaded(generation: store.generation, .success(page)), height: 100)
      if !effect.isNone { requests += 1 }
    }
    #expect(requests == RowStore.pagesWithoutReaderLimit)
    #expect(store.items.count == RowStore.pagesWithoutReaderLimit + 1)
    #expect(!store.state.isPaging)
    #expect(store.move(by: 1, height: 100).runIDs == [store.pageID])
    #expect(store.pagesWithoutReader == 0)
  }

  @Test func thePositionCountsFromOneAndMarksMorePages() {
    var store = Self.store()
    #expect(store.position == nil, "nothing loaded")
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<12, next: 1)))
    _ = store.select(4)
    #expect(store.position == ListPosition(index: 4, count: 12, hasMore: true))
    #expect(store.position?.text == "5/12+")
    var last = StoreFixture.store(.success(StoreFixture.page(0..<3)))
    _ = last.select(2)
    #expect(last.position?.text == "3/3")
    #expect(StoreFixture.store(.success(StoreFixture.page([]))).position == nil)
  }

  @Test func theFooterOfAFailedPageCountsAsTheLastRow() {
    var store = StoreFixture.store(.pagingFailure(StoreFixture.tenRows, .boom))
    _ = store.select(10)
    #expect(store.isFooterSelected)
    #expect(store.position?.text == "10/10+")
  }
}

/// A refresh keeps the reader's place: the same item, on the same screen row (issue 15, item 4).
@Suite("PagingListStore: refresh keeps the place")
struct PagingListStoreRefreshPlaceTests {
  /// 40 rows in a 10-row viewport, item 12 selected on screen row 6 (scrolled by 6).
  static func scrolled() -> RowStore {
    var store = StoreFixture.store(.success(StoreFixture.page(0..<40)))
    _ = store.select(15)
    _ = store.select(12)
    return store
  }

  @Test func theFixtureIsScrolled() {
    let store = Self.scrolled()
    #expect(store.viewport.scrollOffset == 6)
    #expect(store.viewport.selectionScreenRow == 6)
  }

  @Test func anItemThatMovedDownStaysOnItsScreenRow() {
    var store = Self.scrolled()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page([100, 101, 102] + Array(0..<40))))
    #expect(store.selectedItem == Row(id: 12))
    #expect(store.viewport.selection == 15)
    #expect(store.viewport.selectionScreenRow == 6)
    #expect(store.viewport.scrollOffset == 9)
  }

  @Test func anItemThatMovedUpStaysOnItsScreenRow() {
    var store = Self.scrolled()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(Array(5..<40))))
    #expect(store.selectedItem == Row(id: 12))
    #expect(store.viewport.selection == 7)
    #expect(store.viewport.selectionScreenRow == 6)
    #expect(store.viewport.scrollOffset == 1)
  }

  @Test func nearTheTopTheItemMovesUpAsFarAsTheListAllows() {
    var store = Self.scrolled()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(Array(10..<40))))
    #expect(store.selectedItem == Row(id: 12))
    #expect(store.viewport.selection == 2)
    #expect(store.viewport.scrollOffset == 0)
  }

  @Test func aVanishedItemLeavesTheSelectionOnItsRow() {
    var store = Self.scrolled()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(Array(100..<140))))
    #expect(store.viewport.selection == 12)
    #expect(store.viewport.selectionScreenRow == 6)
  }

  @Test func aShorterListKeepsTheSelectionVisible() {
    var store = Self.scrolled()
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(Array(8..<16))))
    #expect(store.selectedItem == Row(id: 12))
    #expect(store.viewport.scrollOffset == 0)
    #expect(store.viewport.visibleRows(height: StoreFixture.height).contains(4))
  }
}

@Suite("ListViewport: a chosen screen row")
struct ListViewportScreenRowTests {
  @Test(arguments: [0, 3, 9])
  func theSelectionLandsOnTheRowAskedFor(row: Int) {
    var viewport = ListViewport()
    viewport.select(50, atScreenRow: row, selectableCount: 100, height: 10)
    #expect(viewport.selection == 50)
    #expect(viewport.selectionScreenRow == row)
  }

  @Test func aRowOutsideTheViewportIsClamped() {
    var viewport = ListViewport()
    viewport.select(50, atScreenRow: 40, selectableCount: 100, height: 10)
    #expect(viewport.selectionScreenRow == 9)
    viewport.select(50, atScreenRow: -3, selectableCount: 100, height: 10)
    #expect(viewport.selectionScreenRow == 0)
  }

  @Test func theEndOfTheContentLimitsTheScroll() {
    var viewport = ListViewport()
    viewport.select(98, atScreenRow: 0, selectableCount: 100, height: 10)
    #expect(viewport.scrollOffset == 90)
    #expect(viewport.selectionScreenRow == 8)
  }
}
