import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Screens fill themselves (issue 15, item 3) and a refresh keeps the reader's place (item 4),
/// through the app's reducer and view.
@Suite struct ScreenFillTests {
  let program = Fixtures.program
  let tall = Size(width: 120, height: 40)

  /// The Repositories store at the root.
  static func repositories(_ state: AppState) -> RepositoryListStore? {
    if let store = state.navigation.root.screen.as(RepositoriesScreen.self)?.store { return store }
    return nil
  }

  @Test func aFortyRowTerminalPagesUntilItsListIsFull() {
    var state = Fixtures.issuesOpened(size: tall)
    let effect = program.reduce(&state, Fixtures.loaded(state, .success(Fixtures.firstPage())))
    #expect(state.list.items.count == 30, "30 rows in a 38-row body")
    #expect(state.list.state.isPaging)
    #expect(effect.runIDs.compactMap { $0 } == [state.list.pageID])
    let next = program.reduce(&state, Fixtures.pageLoaded(state, .success(Fixtures.secondPage())))
    #expect(next.runIDs.compactMap { $0 }.isEmpty, "60 rows fill it: no third page")
    #expect(state.list.state == .success(state.list.state.value ?? IssuePage()))
    let frame = program.view(state, in: tall)
    #expect(frame.text(ofRow: 38).contains("#"), "the last body row shows an issue")
    #expect(frame.text(ofRow: 0).contains("1/60+"))
  }

  @Test func aListThatFillsTheScreenAsksForNothingMore() {
    var state = Fixtures.issuesOpened(size: Size(width: 80, height: 24))
    let effect = program.reduce(&state, Fixtures.loaded(state, .success(Fixtures.firstPage())))
    #expect(effect.runIDs.compactMap { $0 }.isEmpty)
    #expect(!state.list.state.isPaging)
  }

  @Test func repositoriesFillTheirViewportPastTheDemosFiveRowPages() {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(Size(width: 80, height: 24))))
    _ = program.start(&state)
    let root = state.navigation.root.id
    let effect = program.reduce(
      &state,
      .screen(root, .repositories(.loaded(generation: 1, .success(Fixtures.repositoriesPage)))))
    let store = Self.repositories(state)
    #expect(store?.state.isPaging == true)
    #expect(effect.runIDs.compactMap { $0 } == [store?.pageID].compactMap { $0 })
  }

  @Test func growingTheTerminalPagesAgain() {
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24))
    #expect(!state.list.state.isPaging)
    let effect = program.reduce(&state, .input(.resize(tall)))
    #expect(state.list.state.isPaging)
    #expect(effect.runIDs.compactMap { $0 }.contains(state.list.pageID))
  }

  @Test func theHeaderShowsThePositionAndWhetherMoreExist() {
    let size = Size(width: 80, height: 24)
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    #expect(program.view(store.state, in: size).text(ofRow: 0).contains(" 1/30+ "))
    store.reduce(keys: [.down, .down])
    #expect(program.view(store.state, in: size).text(ofRow: 0).contains(" 3/30+ "))
    let last = IssuePage(items: Array(Fixtures.allIssues.prefix(12)), nextCursor: nil)
    store.reduce(keys: [.character("r")])
    store.reduce(Fixtures.loaded(store.state, .success(last)))
    #expect(program.view(store.state, in: size).text(ofRow: 0).contains(" 3/12 "))
  }

  @Test func theHeaderShowsNoPositionBeforeRowsArrive() {
    let size = Size(width: 80, height: 24)
    let state = Fixtures.state(.initialLoading, size: size)
    let header = program.view(state, in: size).text(ofRow: 0)
    #expect(header.range(of: #"\d+/\d+"#, options: .regularExpression) == nil, "\(header)")
  }

  /// The issue selected before `r`, after it, on the same screen row, though three new issues
  /// arrived above it.
  @Test func refreshKeepsTheSelectedIssueOnItsScreenRow() {
    let size = Size(width: 80, height: 24)
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    store.reduce(keys: Array(repeating: .down, count: 25) + Array(repeating: .up, count: 5))
    let selected = store.state.list.selectedItem
    let row = store.state.list.viewport.selectionScreenRow
    #expect(store.state.list.viewport.scrollOffset > 0, "the fixture is scrolled")
    store.reduce(keys: [.character("r")])
    let newer = (1...3).map { offset in
      var issue = Fixtures.allIssues[0]
      issue.number += offset * 1000
      return issue
    }
    let page = IssuePage(items: newer + Fixtures.firstPage().items, nextCursor: PageCursor("30"))
    store.reduce(Fixtures.loaded(store.state, .success(page)))
    #expect(store.state.list.selectedItem == selected)
    #expect(store.state.list.viewport.selectionScreenRow == row)
    let frame = program.view(store.state, in: size)
    let number = "#\(selected?.number ?? 0) "
    // Under the header and the query bar, and the column names where they are shown.
    let top = frame.text(ofRow: 2).contains("Title") ? 3 : 2
    #expect(frame.text(ofRow: top + row).contains(number), "drawn on the row it was on")
  }
}

/// The same through the real runtime and the demo backend.
@Suite(.timeLimit(.minutes(1))) struct ScreenFillEndToEndTests {
  @Test func aFortyRowTerminalShowsAFullScreenOfIssues() async {
    let app = EndToEndTests.Harness(size: Size(width: 120, height: 40))
    await app.busy()
    await app.terminal.waitForFrame(containing: "Loading more…")
    await app.clock.release(.milliseconds(600))
    let full = await app.terminal.waitForFrame { frame in
      !frame.contains("Loading more…") && frame.text(ofRow: 38).contains("#")
    }
    #expect(full.text(ofRow: 0).contains("1/"))
    let final = await app.quit()
    #expect(final.list.items.count >= 38)
    #expect(final.list.state.value?.nextCursor != nil, "only as many pages as fill the screen")
  }
}
