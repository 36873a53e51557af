import ScreenState
import TerminalUI
import Testing

@testable import TriageApp

@Suite struct TriageProgramTests {
  let program = Fixtures.program
  let size = Size(width: 80, height: 24)

  @Test func startBeginsTheFirstLoadOnce() {
    var state = AppState()
    let effect = program.start(&state)
    #expect(state.list.issues == .initialLoading)
    #expect(effect.runIDs == [TriageProgram.loadID])
    #expect(program.start(&state).isNone, "already loading → no second fetch")
  }

  @Test func refreshWhileLoadingIsIgnoredAndAfterSuccessReloadsKeepingRows() {
    var state = Fixtures.loadingState(size: size)
    #expect(program.press([.character("r")], on: &state).isNone)
    state = Fixtures.loadedState(size: size)
    let effect = program.press([.character("r")], on: &state)
    #expect(effect.runIDs == [TriageProgram.loadID])
    guard case .reLoading(let rows) = state.list.issues else {
      Issue.record("expected reLoading, got \(state.list.issues)")
      return
    }
    #expect(rows.count == 42)
  }

  @Test func openAndBackKeepTheSelection() {
    var state = Fixtures.loadedState(size: size)
    program.press([.down, .down, .character("j")], on: &state)
    #expect(state.list.selection == 3)
    program.press([.enter], on: &state)
    #expect(state.detail?.issue.number == 39)
    #expect(state.breadcrumb == ["Sample issues", "#39"])
    program.press([.escape], on: &state)
    #expect(state.detail == nil)
    #expect(state.list.selection == 3)
  }

  @Test(arguments: [Key.escape, .left, .character("h"), .backspace])
  func everyBackKeyPopsTheDetail(key: Key) {
    var state = Fixtures.loadedState(size: size)
    program.press([.enter, key], on: &state)
    #expect(state.detail == nil)
  }

  @Test func backAtTheRootDoesNothing() {
    var state = Fixtures.loadedState(size: size)
    let before = state
    #expect(program.press([.escape], on: &state).isNone)
    #expect(state == before)
  }

  @Test func openDoesNothingWhileLoading() {
    var state = Fixtures.loadingState(size: size)
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
    for key in [Key.character("x"), .function(5), .ctrl("y"), .insert, .tab] {
      #expect(program.reduce(&state, .input(.key(key))).isNone)
    }
    #expect(state == before)
  }

  @Test func selectionScrollsWithAMarginAndClampsAtTheEnds() {
    var state = Fixtures.loadedState(size: size)
    // Body is 22 rows; moving to row 20 keeps 2 rows below the selection.
    for _ in 0..<20 { program.press([.down], on: &state) }
    #expect(state.list.selection == 20)
    #expect(state.list.scrollOffset == 1)
    program.press([.end], on: &state)
    #expect(state.list.selection == 41)
    #expect(state.list.scrollOffset == 20)
    program.press([.down], on: &state)
    #expect(state.list.selection == 41)
    program.press([.home, .up], on: &state)
    #expect(state.list.selection == 0)
    #expect(state.list.scrollOffset == 0)
    program.press([.pageDown], on: &state)
    #expect(state.list.selection == 21)
  }

  @Test func wheelScrollsThreeRows() {
    var state = Fixtures.loadedState(size: size)
    _ = program.reduce(&state, .input(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 4)))))
    #expect(state.list.selection == 3)
    _ = program.reduce(&state, .input(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 4)))))
    #expect(state.list.selection == 0)
  }

  @Test func aRefreshKeepsTheSelectedIssueEvenWhenRowsShift() {
    var state = Fixtures.loadedState(size: size)
    program.press([.down, .down], on: &state)
    let selected = state.list.selectedIssue
    program.press([.character("r")], on: &state)
    let newer = SampleIssue(
      number: 43, title: "New", author: "x", labels: [], commentCount: 0, ageInDays: 0, body: "")
    _ = program.reduce(&state, .issuesLoaded(.success([newer] + Fixtures.source.issues)))
    #expect(state.list.selectedIssue == selected)
    #expect(state.list.selection == 3)
  }

  @Test func aFailedFirstLoadShowsTheErrorAndRetryStartsAgain() {
    var state = Fixtures.loadingState(size: size)
    _ = program.reduce(&state, .issuesLoaded(.failure(.unavailable)))
    #expect(state.list.issues == .loadingFailure(.unavailable))
    let effect = program.press([.character("r")], on: &state)
    #expect(state.list.issues == .retryLoading(.unavailable))
    #expect(effect.runIDs == [TriageProgram.loadID])
  }

  @Test func aCancelledLoadIsNeverShownAsAnError() {
    var state = Fixtures.loadedState(size: size)
    program.press([.character("r")], on: &state)
    _ = program.reduce(&state, .issuesLoaded(.failure(.cancelled)))
    #expect(state.list.issues.error == nil)
    #expect(state.list.issues.value?.count == 42)
  }

  @Test func suspendIsAnEffect() {
    var state = Fixtures.loadedState(size: size)
    let before = state
    let effect = program.press([.ctrl("z")], on: &state)
    #expect(!effect.isNone)
    #expect(state == before)
  }

  @Test func ticksOnlyWhileLoading() {
    var state = Fixtures.loadingState(size: size)
    #expect(program.tickInterval(state) != nil)
    state = Fixtures.loadedState(size: size)
    #expect(program.tickInterval(state) == nil)
  }

  @Test func detailScrollingIsClamped() {
    var state = Fixtures.loadedState(size: Size(width: 40, height: 12))
    program.press([.enter], on: &state)
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
    _ = program.reduce(&state, .input(.resize(Size(width: 40, height: 12))))
    let visible = state.list.scrollOffset..<(state.list.scrollOffset + 10)
    #expect(visible.contains(state.list.selection))
  }
}
