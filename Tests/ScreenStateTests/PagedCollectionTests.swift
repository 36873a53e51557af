import ScreenState
import Testing

struct PagedCollectionTests {
  private func ids(_ page: Page) -> [Int] { page.items.map(\.id) }

  @Test func nilCursorMeansLastPage() {
    #expect(!Page(items: [Row(1)], nextCursor: nil).hasMorePages)
    #expect(Page(items: [Row(1)], nextCursor: 5).hasMorePages)
    #expect(!Page().hasMorePages)
  }

  @Test func appendingKeepsOrderDropsKnownIdsAndTakesNewCursor() {
    let first = Page(items: [Row(3), Row(1), Row(2)], nextCursor: 1)
    let next = Page(items: [Row(2, "moved"), Row(4), Row(1), Row(5)], nextCursor: 2)
    let result = first.appending(next)
    #expect(ids(result) == [3, 1, 2, 4, 5])
    #expect(result.items[2].title == "row 2", "a loaded row keeps its content")
    #expect(result.nextCursor == 2)
  }

  @Test func appendingDropsDuplicatesWithinTheNewPage() {
    let first = Page(items: [Row(1)], nextCursor: 1)
    let next = Page(items: [Row(2, "first"), Row(3), Row(2, "second"), Row(3)], nextCursor: nil)
    let result = first.appending(next)
    #expect(ids(result) == [1, 2, 3])
    #expect(result.items[1].title == "first")
    #expect(!result.hasMorePages)
  }

  @Test func initialiserDropsRepeatedIds() {
    let page = Page(items: [Row(1), Row(2), Row(1, "again")], nextCursor: nil)
    #expect(ids(page) == [1, 2])
    #expect(page.items[0].title == "row 1")
  }

  @Test func emptyPageWithCursorStillHasMore() {
    // GitHub can answer a short or empty page while `next` still exists.
    let result = Page(items: [Row(1)], nextCursor: 1).appending(Page(items: [], nextCursor: 2))
    #expect(ids(result) == [1])
    #expect(result.hasMorePages)
  }

  @Test func pageOfOnlyKnownRowsStillAdvancesCursor() {
    let result = Page(items: [Row(1), Row(2)], nextCursor: 1)
      .appending(Page(items: [Row(2), Row(1)], nextCursor: 2))
    #expect(ids(result) == [1, 2])
    #expect(result.nextCursor == 2)
  }

  @Test func appendingLeavesTheOriginalUntouched() {
    let first = Page(items: [Row(1)], nextCursor: 1)
    var mutated = first
    mutated.append(Page(items: [Row(2)], nextCursor: nil))
    #expect(ids(first) == [1])
    #expect(first.nextCursor == 1)
    #expect(ids(mutated) == [1, 2])
    // The copy's id index is its own: id 2 is new to `first`.
    #expect(ids(first.appending(Page(items: [Row(2)]))) == [1, 2])
  }

  @Test func equalityComparesRowsAndCursor() {
    #expect(Page(items: [Row(1)], nextCursor: 1) == Page(items: [Row(1)], nextCursor: 1))
    #expect(Page(items: [Row(1)], nextCursor: 1) != Page(items: [Row(1)], nextCursor: 2))
    #expect(Page(items: [Row(1)], nextCursor: 1) != Page(items: [Row(2)], nextCursor: 1))
    let set: Set<Page> = [Page(items: [Row(1)]), Page(items: [Row(1), Row(1)])]
    #expect(set.count == 1)
  }

  @Test func appendPageMergesThroughTheState() {
    var state = ListState.paging(Fixture.v)
    let appended = state.appendPage(Fixture.page)
    #expect(appended)
    #expect(state == .success(Fixture.vPlusPage))
    let pagedPastEnd = state.startPaging()
    #expect(!pagedPastEnd, "the appended page was the last one")
  }
}
