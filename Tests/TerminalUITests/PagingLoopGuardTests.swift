import ScreenState
import Testing

@testable import TerminalUI

/// Paging can't loop: a next cursor already fetched in this load ends paging with the
/// fetcher's `repeatedPage` failure in the footer, pages that add nothing chain only a few more
/// by themselves, and only one request is ever in flight.
@Suite("PagingListStore: loop guard")
struct PagingLoopGuardTests {
  static let fetcher = PagingFetcher<Row, Int, TestFailure>(
    fetchInitial: { _ throws(TestFailure) in TestPage() },
    fetchMore: { _, _ throws(TestFailure) in TestPage() },
    isCancellation: { $0 == .cancelled },
    repeatedPage: { .boom })

  static func store(_ state: TestState = .idle, guarded: Bool = true) -> RowStore {
    RowStore(
      name: "test", fetcher: guarded ? fetcher : StoreFixture.fetcher,
      describe: { FailureDescription(message: "failed: \($0)", isRetryable: false) },
      state: state)
  }

  /// Loads a first page of three rows whose next cursor is 1, at the end of the list.
  static func loaded(guarded: Bool = true) -> RowStore {
    var store = Self.store(guarded: guarded)
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<3, next: 1)))
    return store
  }

  @Test func aPageThatLinksToItselfEndsPagingWithTheFooterFailure() {
    var store = Self.loaded()
    #expect(store.state == .paging(StoreFixture.page(0..<3, next: 1)), "a short page pages on")
    let effect = store.finishPage(.success(StoreFixture.page(3..<6, next: 1)))
    #expect(effect.isNone, "no further request")
    #expect(store.state == .pagingFailure(StoreFixture.page(0..<6), .boom))
    #expect(store.retry().isNone, "retrying can't go round again")
    #expect(store.select(5).isNone)
  }

  @Test func aCycleEndsWhenItComesRound() {
    var store = Self.loaded()
    _ = store.finishPage(.success(StoreFixture.page(3..<4, next: 2)))
    #expect(store.state == .paging(StoreFixture.page(0..<4, next: 2)))
    _ = store.finishPage(.success(StoreFixture.page(4..<5, next: 1)))
    #expect(store.state == .pagingFailure(StoreFixture.page(0..<5), .boom))
  }

  @Test func withoutARepeatedPageFailureTheListJustEnds() {
    var store = Self.loaded(guarded: false)
    _ = store.finishPage(.success(StoreFixture.page(3..<6, next: 1)))
    #expect(store.state == .success(StoreFixture.page(0..<6)))
  }

  @Test func aRefreshStartsANewLoadThatMayFetchTheSameCursorsAgain() {
    var store = Self.loaded()
    _ = store.finishPage(.success(StoreFixture.page(3..<6, next: 2)))
    _ = store.finishPage(.success(StoreFixture.page(6..<7)))
    _ = store.refresh()
    _ = store.finishLoad(.success(StoreFixture.page(0..<3, next: 1)))
    _ = store.finishPage(.success(StoreFixture.page(3..<6, next: 2)))
    // The short list pages on by itself: cursor 2 is fetched again, since 2 was the old load's.
    #expect(store.state == .paging(StoreFixture.page(0..<6, next: 2)))
  }

  /// Endless distinct cursors with nothing new on them: a few pages chain by themselves, then
  /// paging waits for the user, one request per key press.
  @Test func pagesThatAddNothingStopChainingAfterTheLimit() {
    var store = Self.loaded()
    var requests = 1
    var cursor = 1
    while requests < 100 {
      cursor += 1
      let effect = store.finishPage(.success(StoreFixture.page(0..<3, next: cursor)))
      guard !effect.runIDs.isEmpty else { break }
      requests += 1
    }
    #expect(requests == RowStore.pagesWithoutReaderLimit)
    #expect(store.state == .success(StoreFixture.page(0..<3, next: cursor)))
    #expect(store.select(2).runIDs == [store.pageID], "a key press still pages, once")
  }

  @Test func oneRequestInFlightPerList() {
    var store = Self.loaded()
    #expect(store.loadMore().isNone)
    #expect(store.refresh().isNone)
    #expect(store.retry().isNone)
    #expect(store.select(2).isNone)
  }

  /// A failed page waits for an explicit retry: neither moving nor a late result starts it.
  @Test func aFailedPageIsNeverRetriedByItself() {
    var store = Self.loaded()
    #expect(store.finishPage(.failure(.boom)).isNone)
    #expect(store.select(2).isNone)
    #expect(store.move(by: -1, height: StoreFixture.height).isNone)
    #expect(store.retry().runIDs == [store.pageID])
  }
}
