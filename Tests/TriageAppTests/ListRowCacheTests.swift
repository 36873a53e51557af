import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The list rows a program remembers (`ListRowCaches`) never show anything a fresh program
/// wouldn't: every frame here is compared with the same state drawn by a program that has
/// drawn nothing before.
@Suite struct ListRowCacheTests {
  let size = Size(width: 80, height: 24)

  private func freshView(_ state: AppState) -> Canvas {
    TriageProgram.onRepositories(environment: Fixtures.environment()).view(state, in: size)
  }

  @Test func agesMoveOnWithTheClockInRowsDrawnBefore() async {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    await store.send(.now(referenceDate)) { $0.now = referenceDate }
    let before = store.view(in: size)
    let later = referenceDate.addingTimeInterval(400 * 86_400)
    await store.send(.now(later)) { $0.now = later }
    let after = store.view(in: size)
    #expect(after == freshView(store.state))
    #expect(after != before)
    #expect(after.contains("13mo"))
    await store.finish()
  }

  @Test func anEditedIssueIsDrawnAgain() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    _ = program.view(state, in: size)
    var issues = Fixtures.firstPage().items
    issues[1].title = "A title edited on the server"
    issues[2].labels = []
    let page = IssuePage(items: issues, nextCursor: PageCursor("30"))
    // A fixture: the list refreshed with the edited page (the list's tests check the steps);
    // what is checked is the frame the rows drawn before make.
    program.press(.character("r"), on: &state)
    program.apply(Fixtures.loaded(state, .success(page)), to: &state)
    let edited = program.view(state, in: size)
    #expect(edited.contains("A title edited on the server"))
    #expect(edited == freshView(state))
  }

  @Test func theSelectionAndScrollingUseRowsDrawnBefore() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    for key in [Key.down, .down, .pageDown, .down, .up, .end, .home] {
      // A fixture: each move is the list's tests'; what is checked is the frame after it.
      program.press(key, on: &state)
      #expect(program.view(state, in: size) == freshView(state), "after \(key)")
    }
  }

  @Test func aResizeDrawsRowsAtTheNewWidth() async {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    let store = TestStore(program: program, initialState: Fixtures.loadedState(size: size))
    _ = store.view(in: size)
    let narrow = Size(width: 50, height: 24)
    await store.send(.input(.resize(narrow))) { $0.size = narrow }
    #expect(
      store.view(in: narrow)
        == TriageProgram.onRepositories(environment: Fixtures.environment())
        .view(store.state, in: narrow))
    await store.finish()
  }

  /// The query row and the footer are kept too (`QueryBarKey`, `FooterRowKey`): a new query,
  /// a count, or keys that change with the selected issue draw them again.
  @Test func theQueryRowAndTheFooterFollowTheQueryAndTheKeys() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    var frames: Set<String> = []
    for key in [Key.character("s"), .character("s"), .down, .down, .character("s"), .down] {
      // A fixture: each key's change is the list's tests'; what is checked is the frame after.
      program.press(key, on: &state)
      let frame = program.view(state, in: size)
      #expect(frame == freshView(state), "after \(key)")
      frames.insert(frame.text(ofRow: 1))
    }
    #expect(frames.count > 1, "the query row changed")
  }
}
