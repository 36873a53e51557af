import ErrorHandling
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
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

  @Test func refreshWhileLoadingIsIgnoredAndAfterSuccessReloadsKeepingRows() async {
    let store = TestStore(
      program: program, initialState: Fixtures.state(.initialLoading, size: size))
    #expect(await store.press(.character("r")).runIDs.compactMap { $0 }.isEmpty)
    // The refresh key reads the clock, as every refresh does; the date has not moved.
    await store.receive {
      guard case .now(let date) = $0 else { return false }
      return date == referenceDate
    }
    await store.finish()
    // Raw from here: the reload's effect and the rows it keeps are what is checked.
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
  func everyBackKeyPopsTheDetail(key: Key) async {
    let loaded = Fixtures.loadedState(size: size)
    var state = loaded
    program.press(.enter, on: &state)  // a fixture: the issue opened, its load not run
    let store = TestStore(program: program, initialState: state)
    let list = store.state.issuesID
    // The issue goes, and the list is back as it was before it was opened.
    await store.press(key) {
      $0.navigation.pop()
      $0.listOrigins = [:]
      $0.navigation[list] = loaded.navigation[list]
    }
    await store.finish()
  }

  @Test func backAtTheRootDoesNothing() async {
    var state = Fixtures.loadedState(size: size)
    program.press(.escape, on: &state)  // a fixture: back on the root
    #expect(state.navigation.count == 1)
    let store = TestStore(program: program, initialState: state)
    #expect(await store.press(.escape).isNone)
    await store.finish()
  }

  @Test func openDoesNothingWhileLoading() async {
    let store = TestStore(
      program: program, initialState: Fixtures.state(.initialLoading, size: size))
    await store.press(.enter)
    await store.finish()
  }

  @Test(arguments: [Key.character("q"), .ctrl("c")])
  func quitKeysQuitFromEveryScreen(key: Key) async {
    var state = Fixtures.loadedState(size: size)
    let onList = TestStore(program: program, initialState: state)
    #expect(await onList.press(key).quits)
    await onList.finish()
    program.press(.enter, on: &state)  // a fixture: the issue opened, its load not run
    let onIssue = TestStore(program: program, initialState: state)
    #expect(await onIssue.press(key).quits)
    await onIssue.finish()
  }

  @Test func unknownKeysAreIgnored() async {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    for key in [Key.character("z"), .function(5), .ctrl("y"), .insert, .tab] {
      #expect(await store.press(key).isNone)
    }
    await store.finish()
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

  @Test func aFailedFirstLoadShowsTheErrorAndRetryStartsAgain() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    let store = TestStore(
      program: program,
      initialState: Fixtures.state(.loadingFailure, size: size, program: program), clock: clock)
    #expect(store.state.list.state == .loadingFailure(Fixtures.failure))
    let id = store.state.issuesID
    let effect = await store.press(.character("r")) {
      $0.modify(id, as: IssueListScreen.self) { _ = $0.store.retry() }
    }
    #expect(store.state.list.state == .retryLoading(Fixtures.failure))
    store.skipInFlightEffects()  // the load itself is the paging tests' business
    await store.finish()
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

  @Test func demoSwitchesAreFlippedByEffectsNotByTheReducer() async {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    #expect(!(await store.press(.character("e"))).isNone)
    // The footer mirrors the armed fault.
    let armed = await store.press(.character("f")) {
      $0.demo.armedFault = DemoFault.allCases.first
    }
    #expect(!armed.isNone)
    await store.finish()
  }

  @Test func theFaultKeyCyclesThroughEveryFaultThenOff() async {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    for fault in DemoFault.allCases.map(Optional.some) + [nil] {
      await store.press(.character("f")) { $0.demo.armedFault = fault }
    }
    await store.finish()
  }

  @Test func suspendIsAnEffect() async {
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    let effect = await store.press(.ctrl("z"))
    #expect(!effect.isNone)
    #expect(store.suspensions == 1)
    await store.finish()
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
