import Destinations
import IssueData
import IssueDomain
import Localization
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// `J` and `K` on an issue opened from a list: the list's next or previous row opens in the
/// issue's place, and Back returns to the list with that row selected. A page reached any other
/// way has no such keys.
struct StepInListTests {
  static let size = Size(width: 80, height: 24)

  static func number(_ state: AppState) -> Int? {
    state.top.screen.as(IssueScreen.self)?.number
  }

  /// The list loaded and its first row opened, the demo backend sleeping on the store's clock
  /// so that what a step starts waits there.
  static func opened(_ language: Language = .english) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock, language: language)
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.enter, on: &state)  // a fixture: the first row opened, its load not run
    return TestStore(program: program, initialState: state, clock: clock)
  }

  /// What a step to the list's row `row` states: the page goes, the list's selection moves
  /// there, and that row's issue opens in the page's place, its list remembered.
  static func stepped(
    to row: Int, from list: ScreenID, _ program: TriageProgram, _ state: inout AppState
  ) {
    _ = program.pop(state.top.id, &state)
    state.modify(list, as: IssueListScreen.self) { $0.selectRow(row) }
    let number = Fixtures.allIssues[row].number
    _ = program.push(&state) {
      program.screen(for: .issue(DemoIssueRepository.busy, number: number), id: $0)
    }
    state.listOrigins[state.top.id] = list
  }

  @Test func jOpensTheNextRowAndBackReturnsToItSelected() async {
    let store = Self.opened()
    let program = store.program
    let list = store.state.issuesID
    let rows = Fixtures.allIssues.map(\.number)
    #expect(Self.number(store.state) == rows[0])
    let depth = store.state.navigation.count
    await store.press(.character("J")) { Self.stepped(to: 1, from: list, program, &$0) }
    #expect(Self.number(store.state) == rows[1])
    #expect(store.state.navigation.count == depth, "in the first page's place, not above it")
    await store.press(.character("J")) { Self.stepped(to: 2, from: list, program, &$0) }
    await store.press(.character("K")) { Self.stepped(to: 1, from: list, program, &$0) }
    #expect(Self.number(store.state) == rows[1])
    await store.press(.escape) { _ = program.pop($0.top.id, &$0) }
    #expect(store.state.top.screen.listPosition?.index == 1, "the row last opened is selected")
    store.skipInFlightEffects()  // the pages' loads, on the store's clock
    await store.finish()
  }

  @Test func kOnTheFirstRowSaysSoAndStays() async {
    let store = Self.opened()
    let top = store.state.top.id
    await store.press(.character("K")) {
      $0.status = StatusMessage(text: "The first row of the list", serial: 1, screen: top)
    }
    store.skipInFlightEffects()  // the status's expiry: StatusLineTests follow it
    await store.finish()
  }

  @Test func theKeysAreInTheHelpOnlyWhenOpenedFromAList() async {
    let opened = Self.opened()
    let program = opened.program
    let rows = program.helpRows(opened.state, size: Size(width: 120, height: 40))
    #expect(rows.contains { $0.keys == "J K" })
    await opened.finish()
    // A fixture: the page reached through `:` instead, which has no list to step through.
    var state = opened.state
    program.press(
      [.escape, .character(":")] + Key.characters(of: "#\(Fixtures.allIssues[3].number)")
        + [.enter], on: &state)
    #expect(Self.number(state) == Fixtures.allIssues[3].number)
    let reached = program.helpRows(state, size: Size(width: 120, height: 40))
    #expect(!reached.contains { $0.keys == "J K" })
    let store = TestStore(program: program, initialState: state, clock: opened.clock)
    await store.press(.character("J"))  // J does nothing here
    await store.finish()
  }

  @Test func inJapanese() async {
    let store = Self.opened(.japanese)
    let top = store.state.top.id
    await store.press(.character("K")) {
      $0.status = StatusMessage(text: "一覧の先頭の行です", serial: 1, screen: top)
    }
    store.skipInFlightEffects()
    await store.finish()
  }
}
