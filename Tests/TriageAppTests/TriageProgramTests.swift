import ErrorHandling
import IssueDomain
import Localization
import ScreenState
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TerminalUI
@testable import TriageApp

@Suite struct TriageProgramTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  /// A store on `state(program)`, its demo backend on the store's clock: the loads a step
  /// begins wait there instead of answering by themselves.
  func clocked(_ state: (TriageProgram) -> AppState) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    return TestStore(program: program, initialState: state(program), clock: clock)
  }

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
    // The reload's effect and the rows it keeps are what is checked; the rows are the list
    // store's own to change.
    let loaded = clocked { Fixtures.state(.success, size: size, program: $0) }
    loaded.exhaustivity = .off
    let effect = await loaded.press(.character("r"))
    #expect(effect.runIDs.compactMap { $0 } == [loaded.state.list.loadID])
    guard case .reLoading(let rows) = loaded.state.list.state else {
      Issue.record("expected reLoading, got \(loaded.state.list.state)")
      return
    }
    #expect(rows.items.count == 30)
    await loaded.finish()
  }

  @Test func openAndBackKeepTheSelection() async {
    let store = clocked { Fixtures.loadedState(size: size, program: $0) }
    let list = store.state.issuesID
    await store.press(.down, .down, .character("j")) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(3) }
    }
    let selected = store.state
    // What the opened page loads is the issue page's business: here, which issue it is.
    store.exhaustivity = .off
    await store.press(.enter)
    let number = Fixtures.allIssues[3].number
    #expect(store.state.detail?.number == number)
    #expect(
      store.state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/busy", "#\(number)"])
    store.exhaustivity = .on
    // The issue goes, and the list is back as it was, its selection kept.
    await store.press(.escape) {
      $0.navigation.pop()
      $0.listOrigins = [:]
      $0.navigation[list] = selected.navigation[list]
    }
    store.skipInFlightEffects()
    await store.finish()
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

  @Test func selectionScrollsAtTheEdgeAndPagingStartsNearTheEnd() async {
    let store = clocked { Fixtures.loadedState(size: size, program: $0) }
    let list = store.state.issuesID
    // The list is 20 rows (the body less the query bar and the column names): the last
    // visible row is selected without scrolling, and the next step scrolls by one.
    await store.press(Array(repeating: .down, count: 19)) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(19) }
    }
    await store.press(.down) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(20, scrolledTo: 1) }
    }
    // 4 rows from the end: not yet paging.
    await store.press(Array(repeating: .down, count: 5)) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(25, scrolledTo: 6) }
    }
    // Paging moves what the list's store keeps to itself: the steps state the selection.
    store.exhaustivity = .off
    let effect = await store.press(.down) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(26, scrolledTo: 7) }
    }
    #expect(store.state.list.state.isPaging, "3 rows from the end: paging starts")
    #expect(effect.runIDs == [store.state.list.pageID])
    await store.press(.home, .up) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(0, scrolledTo: 0) }
    }
    await store.finish()
  }

  @Test func wheelScrollsThreeRows() async {
    let store = clocked { Fixtures.loadedState(size: size, program: $0) }
    let list = store.state.issuesID
    await store.send(.input(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 4))))) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(3) }
    }
    await store.send(.input(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 4))))) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(0) }
    }
    await store.finish()
  }

  @Test func aRefreshKeepsTheSelectedIssueEvenWhenRowsShift() async {
    let store = clocked { program in
      var state = Fixtures.loadedState(size: size, program: program)
      // A fixture: the third row selected, and a refresh asked for.
      program.press(.down, .down, .character("r"), on: &state)
      return state
    }
    let list = store.state.issuesID
    let selected = store.state.list.selectedItem
    var newer = Fixtures.allIssues[40]
    newer.number = 999
    let shifted = IssuePage(
      items: [newer] + Fixtures.firstPage().items, nextCursor: PageCursor("30"))
    // The answer replaces what the list's store keeps to itself: the step states the
    // selection, which follows the issue to its new row.
    store.exhaustivity = .off
    await store.send(Fixtures.loaded(store.state, .success(shifted))) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(3) }
    }
    #expect(store.state.list.selectedItem == selected)
    await store.finish()
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

  @Test func aCancelledLoadIsNeverShownAsAnError() async {
    let store = clocked { program in
      var state = Fixtures.loadedState(size: size, program: program)
      program.press(.character("r"), on: &state)  // a fixture: a refresh asked for
      return state
    }
    // The answer moves what the list's store keeps to itself: the step is checked by the
    // rows and the state it leaves.
    store.exhaustivity = .off
    await store.send(Fixtures.loaded(store.state, .failure(.cancelled)))
    #expect(store.state.list.state.error == nil)
    #expect(store.state.list.items.count == 30)
    await store.finish()
  }

  @Test func enterOnTheFailedPageFooterRetriesThePage() async {
    let store = clocked { Fixtures.state(.pagingFailure, size: size, program: $0) }
    let list = store.state.issuesID
    let footer = store.state.list.items.count
    await store.press(.down) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(footer) }
    }
    #expect(store.state.list.isFooterSelected)
    // The retry moves what the list's store keeps to itself: it is checked by the paging
    // it begins, and by the page it does not open.
    store.exhaustivity = .off
    let effect = await store.press(.enter)
    #expect(store.state.list.state.isPaging)
    #expect(effect.runIDs == [store.state.list.pageID])
    #expect(store.state.detail == nil)
    await store.finish()
  }

  @Test func aPageLoadedAfterAFailureAppendsWithoutDuplicates() async {
    let store = clocked { Fixtures.state(.paging, size: size, program: $0) }
    let overlapping = IssuePage(
      items: Array(Fixtures.firstPage().items.suffix(5)) + Fixtures.secondPage().items,
      nextCursor: PageCursor("60"))
    // The page joins what the list's store keeps to itself: the step is checked by the rows.
    store.exhaustivity = .off
    await store.send(Fixtures.pageLoaded(store.state, .success(overlapping)))
    #expect(store.state.list.items.count == 60)
    #expect(Set(store.state.list.items.map(\.id)).count == 60)
    await store.finish()
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

  @Test func detailScrollingIsClamped() async {
    let store = clocked { program in
      var state = Fixtures.loadedState(size: Size(width: 40, height: 12), program: program)
      // A fixture: the first row opened, and its issue answered.
      program.press(.enter, on: &state)
      program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])), to: &state)
      return state
    }
    // End's bottom is the page's layout to find: the step is checked by where it leaves it.
    store.exhaustivity = .off
    await store.press(.end)
    let bottom = store.state.detail?.scrollOffset ?? -1
    #expect(bottom > 0)
    store.exhaustivity = .on
    // Clamped: past the bottom nothing moves.
    await store.press(.down, .pageDown)
    await store.press(.home, .up) { $0.modifyTop(as: IssueScreen.self) { $0.scrollOffset = 0 } }
    await store.finish()
  }

  @Test func resizeKeepsTheSelectionVisible() async {
    let store = clocked { program in
      var state = Fixtures.loadedState(size: size, program: program)
      // A fixture: the twenty-first row selected.
      program.press(Array(repeating: .down, count: 20), on: &state)
      return state
    }
    // A resize moves the height the list's store keeps to itself: the step is checked by
    // where it leaves the selection.
    store.exhaustivity = .off
    await store.send(.input(.resize(Size(width: 40, height: 12))))
    let visible = store.state.list.viewport.visibleRows(height: 10)
    #expect(visible.contains(store.state.list.viewport.selection))
    await store.finish()
  }
}
