import ErrorHandling
import IssueDomain
import ScreenState
import TerminalUI
import Testing

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
    var state = Fixtures.state(.initialLoading, size: size)
    #expect(program.press([.character("r")], on: &state).runIDs.compactMap { $0 }.isEmpty)
    state = Fixtures.state(.success, size: size)
    let effect = program.press([.character("r")], on: &state)
    #expect(effect.runIDs.compactMap { $0 } == [state.list.loadID])
    guard case .reLoading(let rows) = state.list.state else {
      Issue.record("expected reLoading, got \(state.list.state)")
      return
    }
    #expect(rows.items.count == 30)
  }

  @Test func openAndBackKeepTheSelection() {
    var state = Fixtures.loadedState(size: size)
    program.press([.down, .down, .character("j")], on: &state)
    #expect(state.list.viewport.selection == 3)
    program.press([.enter], on: &state)
    let number = Fixtures.allIssues[3].number
    #expect(state.detail?.number == number)
    #expect(state.breadcrumb(ChromeWords(.english)) == ["Repositories", "demo/busy", "#\(number)"])
    program.press([.escape], on: &state)
    #expect(state.detail == nil)
    #expect(state.list.viewport.selection == 3)
  }

  @Test(arguments: [Key.escape, .left, .character("h"), .backspace])
  func everyBackKeyPopsTheDetail(key: Key) {
    var state = Fixtures.loadedState(size: size)
    program.press([.enter, key], on: &state)
    #expect(state.detail == nil)
  }

  @Test func backAtTheRootDoesNothing() {
    var state = Fixtures.loadedState(size: size)
    program.press([.escape], on: &state)
    #expect(state.navigation.count == 1)
    let before = state
    #expect(program.press([.escape], on: &state).isNone)
    #expect(state == before)
  }

  @Test func openDoesNothingWhileLoading() {
    var state = Fixtures.state(.initialLoading, size: size)
    program.press([.enter], on: &state)
    #expect(state.detail == nil)
  }

  @Test(arguments: [Key.character("q"), .ctrl("c")])
  func quitKeysQuitFromEveryScreen(key: Key) {
    var state = Fixtures.loadedState(size: size)
    #expect(program.reduce(&state, .input(.key(key))).quits)
    program.press([.enter], on: &state)
    #expect(program.reduce(&state, .input(.key(key))).quits)
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
    var state = Fixtures.loadedState(size: size)
    // The list is 21 rows (the body less the query bar): the last visible row is selected
    // without scrolling, and the next step scrolls by one.
    for _ in 0..<20 { program.press([.down], on: &state) }
    #expect(state.list.viewport.selection == 20)
    #expect(state.list.viewport.scrollOffset == 0)
    program.press([.down], on: &state)
    #expect(state.list.viewport.scrollOffset == 1)
    for _ in 21..<25 { program.press([.down], on: &state) }
    #expect(state.list.state.isPaging == false, "4 rows from the end: not yet")
    let effect = program.press([.down], on: &state)
    #expect(state.list.state.isPaging, "3 rows from the end: paging starts")
    #expect(effect.runIDs == [state.list.pageID])
    program.press([.home, .up], on: &state)
    #expect(state.list.viewport.selection == 0)
    #expect(state.list.viewport.scrollOffset == 0)
  }

  @Test func wheelScrollsThreeRows() {
    var state = Fixtures.loadedState(size: size)
    _ = program.reduce(&state, .input(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 4)))))
    #expect(state.list.viewport.selection == 3)
    _ = program.reduce(&state, .input(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 4)))))
    #expect(state.list.viewport.selection == 0)
  }

  @Test func aRefreshKeepsTheSelectedIssueEvenWhenRowsShift() {
    var state = Fixtures.loadedState(size: size)
    program.press([.down, .down], on: &state)
    let selected = state.list.selectedItem
    program.press([.character("r")], on: &state)
    var newer = Fixtures.allIssues[40]
    newer.number = 999
    let shifted = IssuePage(
      items: [newer] + Fixtures.firstPage().items, nextCursor: PageCursor("30"))
    Fixtures.apply([Fixtures.loaded(state, .success(shifted))], to: &state)
    #expect(state.list.selectedItem == selected)
    #expect(state.list.viewport.selection == 3)
  }

  @Test func aFailedFirstLoadShowsTheErrorAndRetryStartsAgain() {
    var state = Fixtures.state(.loadingFailure, size: size)
    #expect(state.list.state == .loadingFailure(Fixtures.failure))
    let effect = program.press([.character("r")], on: &state)
    #expect(state.list.state == .retryLoading(Fixtures.failure))
    #expect(effect.runIDs.compactMap { $0 } == [state.list.loadID])
  }

  @Test func aCancelledLoadIsNeverShownAsAnError() {
    var state = Fixtures.loadedState(size: size)
    program.press([.character("r")], on: &state)
    Fixtures.apply([Fixtures.loaded(state, .failure(.cancelled))], to: &state)
    #expect(state.list.state.error == nil)
    #expect(state.list.items.count == 30)
  }

  @Test func enterOnTheFailedPageFooterRetriesThePage() {
    var state = Fixtures.state(.pagingFailure, size: size)
    program.press([.down], on: &state)
    #expect(state.list.isFooterSelected)
    let effect = program.press([.enter], on: &state)
    #expect(state.list.state.isPaging)
    #expect(effect.runIDs == [state.list.pageID])
    #expect(state.detail == nil)
  }

  @Test func aPageLoadedAfterAFailureAppendsWithoutDuplicates() {
    var state = Fixtures.state(.paging, size: size)
    let overlapping = IssuePage(
      items: Array(Fixtures.firstPage().items.suffix(5)) + Fixtures.secondPage().items,
      nextCursor: PageCursor("60"))
    Fixtures.apply([Fixtures.pageLoaded(state, .success(overlapping))], to: &state)
    #expect(state.list.items.count == 60)
    #expect(Set(state.list.items.map(\.id)).count == 60)
  }

  @Test func demoSwitchesAreFlippedByEffectsNotByTheReducer() {
    var state = Fixtures.loadedState(size: size)
    let before = state
    #expect(!program.press([.character("e")], on: &state).isNone)
    #expect(state == before)
    #expect(!program.press([.character("f")], on: &state).isNone)
    #expect(state.demo.armedFault == DemoFault.allCases.first, "the footer mirrors the armed fault")
  }

  @Test func theFaultKeyCyclesThroughEveryFaultThenOff() {
    var state = Fixtures.loadedState(size: size)
    var seen: [DemoFault?] = []
    for _ in 0...DemoFault.allCases.count {
      program.press([.character("f")], on: &state)
      seen.append(state.demo.armedFault)
    }
    #expect(seen == DemoFault.allCases.map(Optional.some) + [nil])
  }

  @Test func suspendIsAnEffect() {
    var state = Fixtures.loadedState(size: size)
    let before = state
    let effect = program.press([.ctrl("z")], on: &state)
    #expect(!effect.isNone)
    #expect(state == before)
  }

  @Test func ticksOnlyWhileLoading() {
    #expect(program.tickInterval(Fixtures.state(.initialLoading, size: size)) != nil)
    #expect(program.tickInterval(Fixtures.state(.paging, size: size)) != nil)
    #expect(program.tickInterval(Fixtures.state(.success, size: size)) == nil)
    #expect(program.tickInterval(Fixtures.state(.reLoadingFailure, size: size)) == nil)
  }

  @Test func detailScrollingIsClamped() {
    var state = Fixtures.loadedState(size: Size(width: 40, height: 12))
    program.press([.enter], on: &state)
    let issue = Fixtures.allIssues[0]
    Fixtures.apply([Fixtures.issueLoaded(state, .success(issue))], to: &state)
    program.press([.end], on: &state)
    let bottom = state.detail?.scrollOffset ?? -1
    #expect(bottom > 0)
    program.press([.down, .pageDown], on: &state)
    #expect(state.detail?.scrollOffset == bottom)
    program.press([.home, .up], on: &state)
    #expect(state.detail?.scrollOffset == 0)
  }

  @Test func resizeKeepsTheSelectionVisible() {
    var state = Fixtures.loadedState(size: size)
    for _ in 0..<20 { program.press([.down], on: &state) }
    Fixtures.apply([.input(.resize(Size(width: 40, height: 12)))], to: &state)
    let visible = state.list.viewport.visibleRows(height: 10)
    #expect(visible.contains(state.list.viewport.selection))
  }
}
