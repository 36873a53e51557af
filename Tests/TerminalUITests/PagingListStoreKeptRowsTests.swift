import ScreenState
import Testing

@testable import TerminalUI

/// A first load that starts from rows kept by an earlier run: they are shown as a refresh shows
/// its rows, and the load answers for them.
@Suite struct PagingListStoreKeptRowsTests {
  static func restoring(_ page: TestPage = StoreFixture.tenRows) -> RowStore {
    var store = StoreFixture.store()
    _ = store.refresh()
    _ = store.resize(height: StoreFixture.height)
    _ = store.handle(
      .restored(generation: store.generation, page, asOf: 1_000), height: StoreFixture.height)
    return store
  }

  @Test func keptRowsAreShownInTheRefreshingState() {
    let store = Self.restoring()
    #expect(store.state == .reLoading(StoreFixture.tenRows))
    #expect(store.keptAt == 1_000)
    #expect(LoadingIndicator(store.state) == .reloading)
  }

  @Test func theAnswerReplacesThemKeepingTheSelectionAndForgetsTheirAge() {
    var store = Self.restoring()
    _ = store.select(4, height: StoreFixture.height)
    let screenRow = store.viewport.selectionScreenRow
    // The server's answer has a new row on top: the selected row moves down with its item.
    _ = store.finishLoad(.success(StoreFixture.page([99] + Array(0..<10), next: 2)))
    #expect(store.selectedItem?.id == 4)
    #expect(store.viewport.selectionScreenRow == screenRow)
    #expect(store.keptAt == nil)
  }

  @Test func aFailedAnswerKeepsTheKeptRowsAndTheirAge() {
    var store = Self.restoring()
    _ = store.finishLoad(.failure(.boom))
    #expect(store.state == .reLoadingFailure(StoreFixture.tenRows, .boom))
    #expect(store.keptAt == 1_000)
    #expect(store.banner?.message == "failed: boom")
  }

  @Test func keptRowsArrivingAfterTheAnswerAreDropped() {
    var store = StoreFixture.store()
    _ = store.refresh()
    let generation = store.generation
    _ = store.finishLoad(.success(StoreFixture.page(0..<3)))
    _ = store.handle(
      .restored(generation: generation, StoreFixture.tenRows, asOf: 1), height: 10)
    #expect(store.state == .success(StoreFixture.page(0..<3)))
    #expect(store.keptAt == nil)
  }

  @Test func keptRowsOfAnOlderGenerationAreDropped() {
    var store = StoreFixture.store()
    _ = store.refresh()
    let old = store.generation
    _ = store.cancel()
    _ = store.refresh()
    _ = store.handle(.restored(generation: old, StoreFixture.tenRows, asOf: 1), height: 10)
    #expect(store.state == .initialLoading)
  }

  @Test func aResetForgetsTheKeptAge() {
    var store = Self.restoring()
    _ = store.reset(fetcher: StoreFixture.fetcher)
    #expect(store.keptAt == nil)
    #expect(store.state == .idle)
  }
}
