import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// Screens fill themselves (issue 15, item 3) and a refresh keeps the reader's place (item 4),
/// through the app's reducer and view.
@Suite struct ScreenFillTests {
  let program = Fixtures.program
  let tall = Size(width: 120, height: 40)

  /// A store on `state(program)`, its demo backend on the store's clock so the pages a step
  /// asks for wait there. The loads and pages move what the lists' stores keep to themselves,
  /// so the stores are non-exhaustive: each step is checked by the rows, the paging and the
  /// effects it leaves.
  static func store(_ state: (TriageProgram) -> AppState) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    return TestStore(
      program: program, initialState: state(program), clock: clock, exhaustivity: .off)
  }

  /// The Repositories store at the root.
  static func repositories(_ state: AppState) -> RepositoryListStore? {
    if let store = state.navigation.root.screen.as(RepositoriesScreen.self)?.store { return store }
    return nil
  }

  @Test func aFortyRowTerminalPagesUntilItsListIsFull() async {
    let store = Self.store { Fixtures.issuesOpened(size: tall, program: $0) }
    let effect = await store.send(Fixtures.loaded(store.state, .success(Fixtures.firstPage())))
    #expect(store.state.list.items.count == 30, "30 rows in a 38-row body")
    #expect(store.state.list.state.isPaging)
    #expect(effect.runIDs.compactMap { $0 } == [store.state.list.pageID])
    let next = await store.send(
      Fixtures.pageLoaded(store.state, .success(Fixtures.secondPage())))
    #expect(next.runIDs.compactMap { $0 }.isEmpty, "60 rows fill it: no third page")
    #expect(store.state.list.state == .success(store.state.list.state.value ?? IssuePage()))
    let frame = store.view(in: tall)
    #expect(frame.text(ofRow: 38).contains("#"), "the last body row shows an issue")
    #expect(frame.text(ofRow: 0).contains("1/60+"))
    await store.finish()
  }

  @Test func aListThatFillsTheScreenAsksForNothingMore() async {
    let store = Self.store { Fixtures.issuesOpened(size: Size(width: 80, height: 24), program: $0) }
    let effect = await store.send(Fixtures.loaded(store.state, .success(Fixtures.firstPage())))
    #expect(effect.runIDs.compactMap { $0 }.isEmpty)
    #expect(!store.state.list.state.isPaging)
    await store.finish()
  }

  @Test func repositoriesFillTheirViewportPastTheDemosFiveRowPages() async {
    let store = Self.store { program in
      var state = program.initialState()
      // A fixture: sized and started, the first load's effect dropped; its answer is the step.
      program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
      _ = program.start(&state)
      return state
    }
    let root = store.state.navigation.root.id
    let effect = await store.send(
      .screen(root, .repositories(.loaded(generation: 1, .success(Fixtures.repositoriesPage)))))
    let repositories = Self.repositories(store.state)
    #expect(repositories?.state.isPaging == true)
    #expect(effect.runIDs.compactMap { $0 } == [repositories?.pageID].compactMap { $0 })
    await store.finish()
  }

  @Test func growingTheTerminalPagesAgain() async {
    let store = Self.store { Fixtures.loadedState(size: Size(width: 80, height: 24), program: $0) }
    #expect(!store.state.list.state.isPaging)
    let effect = await store.send(.input(.resize(tall)))
    #expect(store.state.list.state.isPaging)
    #expect(effect.runIDs.compactMap { $0 }.contains(store.state.list.pageID))
    await store.finish()
  }

  @Test func theHeaderShowsThePositionAndWhetherMoreExist() async {
    let size = Size(width: 80, height: 24)
    let store = Self.store { Fixtures.loadedState(size: size, program: $0) }
    let list = store.state.issuesID
    #expect(store.view(in: size).text(ofRow: 0).contains(" 1/30+ "))
    await store.press(.down, .down) {
      $0.modify(list, as: IssueListScreen.self) { $0.selectRow(2) }
    }
    #expect(store.view(in: size).text(ofRow: 0).contains(" 3/30+ "))
    let last = IssuePage(items: Array(Fixtures.allIssues.prefix(12)), nextCursor: nil)
    await store.press(.character("r"))
    await store.send(Fixtures.loaded(store.state, .success(last)))
    #expect(store.view(in: size).text(ofRow: 0).contains(" 3/12 "))
    await store.finish()
  }

  @Test func theHeaderShowsNoPositionBeforeRowsArrive() {
    let size = Size(width: 80, height: 24)
    let state = Fixtures.state(.initialLoading, size: size)
    let header = program.view(state, in: size).text(ofRow: 0)
    #expect(header.range(of: #"\d+/\d+"#, options: .regularExpression) == nil, "\(header)")
  }

  /// The issue selected before `r`, after it, on the same screen row, though three new issues
  /// arrived above it.
  @Test func refreshKeepsTheSelectedIssueOnItsScreenRow() async {
    let size = Size(width: 80, height: 24)
    let store = Self.store { program in
      var state = Fixtures.loadedState(size: size, program: program)
      // A fixture: scrolled, the selection off the top, and a refresh asked for.
      program.press(
        Array(repeating: .down, count: 25) + Array(repeating: .up, count: 5), on: &state)
      return state
    }
    let selected = store.state.list.selectedItem
    let row = store.state.list.viewport.selectionScreenRow
    #expect(store.state.list.viewport.scrollOffset > 0, "the fixture is scrolled")
    await store.press(.character("r"))
    let newer = (1...3).map { offset in
      var issue = Fixtures.allIssues[0]
      issue.number += offset * 1000
      return issue
    }
    let page = IssuePage(items: newer + Fixtures.firstPage().items, nextCursor: PageCursor("30"))
    await store.send(Fixtures.loaded(store.state, .success(page)))
    #expect(store.state.list.selectedItem == selected)
    #expect(store.state.list.viewport.selectionScreenRow == row)
    let frame = store.view(in: size)
    let number = "#\(selected?.number ?? 0) "
    // Under the header and the query bar, and the column names where they are shown.
    let top = frame.text(ofRow: 2).contains("Title") ? 3 : 2
    #expect(frame.text(ofRow: top + row).contains(number), "drawn on the row it was on")
    await store.finish()
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
