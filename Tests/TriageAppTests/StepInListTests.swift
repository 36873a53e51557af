import IssueDomain
import Localization
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// `J` and `K` on an issue opened from a list: the list's next or previous row opens in the
/// issue's place, and Back returns to the list with that row selected. A page reached any other
/// way has no such keys.
struct StepInListTests {
  static let size = Size(width: 80, height: 24)

  static func number(_ state: AppState) -> Int? {
    state.top.screen.as(IssueScreen.self)?.number
  }

  static func opened(_ program: TriageProgram = Fixtures.program) -> TestStore<TriageProgram> {
    var state = Fixtures.loadedState(size: size, program: program)
    program.press(.enter, on: &state)  // a fixture: the first row opened, its load not run
    return TestStore(program: program, initialState: state)
  }

  @Test func jOpensTheNextRowAndBackReturnsToItSelected() {
    let store = Self.opened()
    let rows = Fixtures.allIssues.map(\.number)
    #expect(Self.number(store.state) == rows[0])
    let depth = store.state.navigation.count
    store.reduce(keys: [.character("J")])
    #expect(Self.number(store.state) == rows[1])
    #expect(store.state.navigation.count == depth, "in the first page's place, not above it")
    store.reduce(keys: [.character("J")])
    #expect(Self.number(store.state) == rows[2])
    store.reduce(keys: [.character("K")])
    #expect(Self.number(store.state) == rows[1])
    store.reduce(keys: [.escape])
    #expect(store.state.top.screen.listPosition?.index == 1, "the row last opened is selected")
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
    let program = Fixtures.program
    let store = Self.opened(program)
    let rows = program.helpRows(store.state, size: Size(width: 120, height: 40))
    #expect(rows.contains { $0.keys == "J K" })
    // Reached through `:`, the page has no list to step through.
    store.reduce(keys: [.escape, .character(":")])
    store.reduce(keys: Array("#\(Fixtures.allIssues[3].number)").map { .character($0) } + [.enter])
    #expect(Self.number(store.state) == Fixtures.allIssues[3].number)
    let reached = program.helpRows(store.state, size: Size(width: 120, height: 40))
    #expect(!reached.contains { $0.keys == "J K" })
    await store.press(.character("J"))  // J does nothing here
    await store.finish()
  }

  @Test func inJapanese() async {
    let program = Fixtures.program(language: .japanese)
    let store = Self.opened(program)
    let top = store.state.top.id
    await store.press(.character("K")) {
      $0.status = StatusMessage(text: "一覧の先頭の行です", serial: 1, screen: top)
    }
    store.skipInFlightEffects()
    await store.finish()
  }
}
