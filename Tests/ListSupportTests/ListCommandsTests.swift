import AppCore
import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI
import Testing

@testable import ListSupport

/// The actions every list shares, on a list of its own: moving and paging keep the selection
/// on a row, Enter opens the selected row or retries a failed page from its footer, the keys a
/// list's screen handles itself do nothing here, and a failed answer is raised for the alert.
@Suite struct ListCommandsTests {
  struct Row: Identifiable, Sendable, Equatable {
    let id: Int
  }

  typealias Store = PagingListStore<Row, PageCursor, AppError>

  static let height = 10

  static func page(_ rows: ClosedRange<Int>, next: String? = nil) -> Store.Page {
    Store.Page(items: rows.map { Row(id: $0) }, nextCursor: next.map { PageCursor($0) })
  }

  /// A list whose first load answered `first`, `height` rows tall.
  static func loaded(_ first: Store.Page, height: Int = height) -> Store {
    var store = Store(
      name: "rows",
      fetcher: PagingFetcher(
        fetchInitial: { _ throws(AppError) in first },
        fetchMore: { _, _ throws(AppError) in Self.page(1...1) }, isCancellation: { _ in false }),
      describe: { _ in FailureDescription(message: "failed", isRetryable: true) })
    _ = store.refresh()
    _ = store.handle(.loaded(generation: store.generation, .success(first)), height: height)
    return store
  }

  @Test func movingAndPagingKeepTheSelectionOnARow() {
    var store = Self.loaded(Self.page(1...20))
    #expect(store.selectedItem == Row(id: 1))
    _ = store.perform(.moveDown, height: Self.height)
    #expect(store.selectedItem == Row(id: 2))
    _ = store.perform(.moveUp, height: Self.height)
    _ = store.perform(.moveUp, height: Self.height)
    #expect(store.selectedItem == Row(id: 1), "up from the first row stays there")
    _ = store.perform(.pageDown, height: Self.height)
    #expect(store.selectedItem == Row(id: 10), "a page is the height less the row kept in view")
    _ = store.perform(.bottom, height: Self.height)
    #expect(store.selectedItem == Row(id: 20))
    _ = store.perform(.pageDown, height: Self.height)
    #expect(store.selectedItem == Row(id: 20), "down from the last row stays there")
    _ = store.perform(.top, height: Self.height)
    #expect(store.selectedItem == Row(id: 1))
  }

  @Test func enterOpensTheSelectedRow() {
    var store = Self.loaded(Self.page(1...20))
    _ = store.perform(.moveDown, height: Self.height)
    let (effect, opened) = store.perform(.open, height: Self.height)
    #expect(opened == Row(id: 2))
    #expect(effect.isNone, "opening is the screen's to do")
  }

  @Test func enterOnAFailedPagesFooterRetriesThePage() {
    var store = Self.loaded(Self.page(1...5, next: "5"))
    #expect(store.state.isPaging, "five rows don't fill ten: the next page was asked for")
    _ = store.handle(
      .pageLoaded(generation: store.generation, .failure(.network(.offline))),
      height: Self.height)
    _ = store.perform(.bottom, height: Self.height)
    #expect(store.isFooterSelected)
    let (effect, opened) = store.perform(.open, height: Self.height)
    #expect(opened == nil)
    #expect(!effect.isNone)
    #expect(store.state.isPaging)
  }

  @Test(arguments: [
    ListAction.search, .cycleState, .cycleSort, .togglePullRequests, .submitQuery, .cancelQuery,
    .recallQuery, .togglePreview, .focusPreview,
  ])
  func aScreensOwnKeyDoesNothingToTheList(action: ListAction) {
    var store = Self.loaded(Self.page(1...20))
    _ = store.perform(.moveDown, height: Self.height)
    let (effect, opened) = store.perform(action, height: Self.height)
    #expect(effect.isNone && opened == nil)
    #expect(store.selectedItem == Row(id: 2))
  }

  @Test func aFailedAnswerIsRaisedAndAnAnswerSaysTheServerWasReached() {
    var store = Self.loaded(Self.page(1...20))
    _ = store.perform(.refresh, height: Self.height)
    let failed = Store.Event.loaded(generation: store.generation, .failure(.network(.offline)))
    #expect(failed.isResponse)
    #expect(failed.reachability == .unreachable)
    let update = store.handleResult(failed, height: Self.height)
    #expect(update.requests == [.raise(.network(.offline))])
    #expect(store.isLeftByNetworkFailure, "the rows are kept under the failed refresh")
    #expect(store.items.count == 20)
    let answered = Store.Event.loaded(generation: store.generation, .success(Self.page(1...3)))
    #expect(answered.reachability == .reached)
    #expect(!Store.Event.bannerExpired(serial: 1).isResponse)
  }

  @Test func everyCheckStateHasAGlyphOfItsShape() {
    #expect(CheckGlyph.text(.success) == "✓")
    #expect(CheckGlyph.text(.failure) == CheckGlyph.text(.cancelled))
    #expect(CheckGlyph.text(.neutral) == CheckGlyph.text(.skipped))
    #expect(
      Set([Check.State.success, .failure, .pending, .neutral].map(CheckGlyph.text)).count == 4)
  }
}
