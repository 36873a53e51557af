import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

@Suite struct TriageProgramTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  @Test func startBeginsTheRootsFirstLoadOnce() {
    var state = program.initialState()
    let effect = program.start(&state)
    guard let store = state.navigation.root.screen.as(RepositoriesScreen.self)?.store else {
      Issue.record("the root is \(state.navigation.root.screen)")
      return
    }
    #expect(store.state.isInitialLoading)
    #expect(effect.runIDs.compactMap { $0 } == [store.loadID])
    #expect(
      program.start(&state).runIDs.compactMap { $0 }.isEmpty, "already loading → no second fetch")
  }

  @Test func enterOnARepositoryPushesItsIssuesAndStartsTheirLoad() {
    let state = Fixtures.issuesOpened(size: size)
    #expect(state.navigation.count == 2)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/busy"])
    #expect(state.list.state.isInitialLoading)
  }

  @Test func refreshWhileLoadingIsIgnoredAndAfterSuccessReloadsKeepingRows() {
    let store = TestStore(
      program: program, initialState: Fixtures.state(.initialLoading, size: size))
    #expect(store.reduce(keys: [.character("r")]).runIDs.compactMap { $0 }.isEmpty)
    let loaded = TestStore(program: program, initialState: Fixtures.state(.success, size: size))
    let effect = loaded.reduce(keys: [.character("r")])
    #expect(effect.runIDs.compactMap { $0 } == [loaded.state.list.loadID])
    guard case .reLoading(let rows) = loaded.state.list.state else {
      Issue.record("expected reLoading, got \(loaded.state.list.state)")
      return
    }
    #expect(rows.items.count == 30)
  }

  @Test func openAndBackKeepTheSelection() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.down, .down, .character("j")])
    #expect(store.state.list.viewport.selection == 3)
    store.reduce(keys: [.enter])
    let number = Fixtures.allIssues[3].number
    #expect(store.state.detail?.number == number)
    #expect(
      store.state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/busy", "#\(number)"])
    store.reduce(keys: [.escape])
    #expect(store.state.detail == nil)
    #expect(store.state.list.viewport.selection == 3)
  }

  @Test(arguments: [Key.escape, .left, .character("h"), .backspace])
  func everyBackKeyPopsTheDetail(key: Key) {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.enter, key])
    #expect(store.state.detail == nil)
  }

  @Test func backAtTheRootDoesNothing() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.escape])
    #expect(store.state.navigation.count == 1)
    let before = store.state
    #expect(store.reduce(keys: [.escape]).isNone)
    #expect(store.state == before)
  }

  @Test func openDoesNothingWhileLoading() {
    let store = TestStore(
      program: program, initialState: Fixtures.state(.initialLoading, size: size))
    store.reduce(keys: [.enter])
    #expect(store.state.detail == nil)
  }

  @Test(arguments: [Key.character("q"), .ctrl("c")])
  func quitKeysQuitFromEveryScreen(key: Key) {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    #expect(store.reduce(.input(.key(key))).quits)
    store.reduce(keys: [.enter])
    #expect(store.reduce(.input(.key(key))).quits)
  }

  @Test func unknownKeysAreIgnored() {
    var state = Fixtures.loadedState(size: size)
    let before = state
    for key in [Key.character("z"), .function(5), .ctrl("y"), .insert, .tab] {
      #expect(program.reduce(&state, .input(.key(key))).isNone)
    }
    #expect(state == before)
  }

  @Test func selectionScrollsAtTheEdgeAndPagingStartsNearTheEnd() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    // The list is 20 rows (the body less the query bar and the column names): the last
    // visible row is selected without scrolling, and the next step scrolls by one.
    for _ in 0..<19 { store.reduce(keys: [.down]) }
    #expect(store.state.list.viewport.selection == 19)
    #expect(store.state.list.viewport.scrollOffset == 0)
    store.reduce(keys: [.down])
    #expect(store.state.list.viewport.scrollOffset == 1)
    for _ in 20..<25 { store.reduce(keys: [.down]) }
    #expect(store.state.list.state.isPaging == false, "4 rows from the end: not yet")
    let effect = store.reduce(keys: [.down])
    #expect(store.state.list.state.isPaging, "3 rows from the end: paging starts")
    #expect(effect.runIDs == [store.state.list.pageID])
    store.reduce(keys: [.home, .up])
    #expect(store.state.list.viewport.selection == 0)
    #expect(store.state.list.viewport.scrollOffset == 0)
  }

  @Test func wheelScrollsThreeRows() {
    var state = Fixtures.loadedState(size: size)
    _ = program.reduce(&state, .input(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 4)))))
    #expect(state.list.viewport.selection == 3)
    _ = program.reduce(&state, .input(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 4)))))
    #expect(state.list.viewport.selection == 0)
  }

  @Test func aRefreshKeepsTheSelectedIssueEvenWhenRowsShift() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.down, .down])
    let selected = store.state.list.selectedItem
    store.reduce(keys: [.character("r")])
    var newer = Fixtures.allIssues[40]
    newer.number = 999
    let shifted = IssuePage(
      items: [newer] + Fixtures.firstPage().items, nextCursor: PageCursor("30"))
    store.reduce(Fixtures.loaded(store.state, .success(shifted)))
    #expect(store.state.list.selectedItem == selected)
    #expect(store.state.list.viewport.selection == 3)
  }

  @Test func aFailedFirstLoadShowsTheErrorAndRetryStartsAgain() {
    let store = TestStore(
      program: program, initialState: Fixtures.state(.loadingFailure, size: size))
    #expect(store.state.list.state == .loadingFailure(Fixtures.failure))
    let effect = store.reduce(keys: [.character("r")])
    #expect(store.state.list.state == .retryLoading(Fixtures.failure))
    #expect(effect.runIDs.compactMap { $0 } == [store.state.list.loadID])
  }

  @Test func aCancelledLoadIsNeverShownAsAnError() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: [.character("r")])
    store.reduce(Fixtures.loaded(store.state, .failure(.cancelled)))
    #expect(store.state.list.state.error == nil)
    #expect(store.state.list.items.count == 30)
  }

  @Test func enterOnTheFailedPageFooterRetriesThePage() {
    let store = TestStore(
      program: program, initialState: Fixtures.state(.pagingFailure, size: size))
    store.reduce(keys: [.down])
    #expect(store.state.list.isFooterSelected)
    let effect = store.reduce(keys: [.enter])
    #expect(store.state.list.state.isPaging)
    #expect(effect.runIDs == [store.state.list.pageID])
    #expect(store.state.detail == nil)
  }

  @Test func aPageLoadedAfterAFailureAppendsWithoutDuplicates() {
    var state = Fixtures.state(.paging, size: size)
    let overlapping = IssuePage(
      items: Array(Fixtures.firstPage().items.suffix(5)) + Fixtures.secondPage().items,
      nextCursor: PageCursor("60"))
    _ = program.reduce(&state, Fixtures.pageLoaded(state, .success(overlapping)))
    #expect(state.list.items.count == 60)
    #expect(Set(state.list.items.map(\.id)).count == 60)
  }

  @Test func demoSwitchesAreFlippedByEffectsNotByTheReducer() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    let before = store.state
    #expect(!store.reduce(keys: [.character("e")]).isNone)
    #expect(store.state == before)
    #expect(!store.reduce(keys: [.character("f")]).isNone)
    #expect(
      store.state.demo.armedFault == DemoFault.allCases.first, "the footer mirrors the armed fault")
  }

  @Test func theFaultKeyCyclesThroughEveryFaultThenOff() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    var seen: [DemoFault?] = []
    for _ in 0...DemoFault.allCases.count {
      store.reduce(keys: [.character("f")])
      seen.append(store.state.demo.armedFault)
    }
    #expect(seen == DemoFault.allCases.map(Optional.some) + [nil])
  }

  @Test func suspendIsAnEffect() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    let before = store.state
    let effect = store.reduce(keys: [.ctrl("z")])
    #expect(!effect.isNone)
    #expect(store.state == before)
  }

  @Test func ticksOnlyWhileLoading() {
    #expect(program.tickInterval(Fixtures.state(.initialLoading, size: size)) != nil)
    #expect(program.tickInterval(Fixtures.state(.paging, size: size)) != nil)
    #expect(program.tickInterval(Fixtures.state(.success, size: size)) == nil)
    #expect(program.tickInterval(Fixtures.state(.reLoadingFailure, size: size)) == nil)
  }

  @Test func detailScrollingIsClamped() {
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: Size(width: 40, height: 12)))
    store.reduce(keys: [.enter])
    let issue = Fixtures.allIssues[0]
    store.reduce(Fixtures.issueLoaded(store.state, .success(issue)))
    store.reduce(keys: [.end])
    let bottom = store.state.detail?.scrollOffset ?? -1
    #expect(bottom > 0)
    store.reduce(keys: [.down, .pageDown])
    #expect(store.state.detail?.scrollOffset == bottom)
    store.reduce(keys: [.home, .up])
    #expect(store.state.detail?.scrollOffset == 0)
  }

  @Test func resizeKeepsTheSelectionVisible() {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    for _ in 0..<20 { store.reduce(keys: [.down]) }
    store.reduce(.input(.resize(Size(width: 40, height: 12))))
    let visible = store.state.list.viewport.visibleRows(height: 10)
    #expect(visible.contains(store.state.list.viewport.selection))
  }
}
