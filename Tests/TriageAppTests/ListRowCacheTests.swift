import Foundation
import IssueDomain
import ScreenState
import TerminalUI
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

  @Test func agesMoveOnWithTheClockInRowsDrawnBefore() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    _ = program.reduce(&state, .now(referenceDate))
    let before = program.view(state, in: size)
    _ = program.reduce(&state, .now(referenceDate.addingTimeInterval(400 * 86_400)))
    let after = program.view(state, in: size)
    #expect(after == freshView(state))
    #expect(after != before)
    #expect(after.contains("13mo"))
  }

  @Test func anEditedIssueIsDrawnAgain() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    _ = program.view(state, in: size)
    var issues = Fixtures.firstPage().items
    issues[1].title = "A title edited on the server"
    issues[2].labels = []
    let page = IssuePage(items: issues, nextCursor: PageCursor("30"))
    _ = program.reduce(&state, .input(.key(.character("r"))))
    _ = program.reduce(&state, Fixtures.loaded(state, .success(page)))
    let edited = program.view(state, in: size)
    #expect(edited.contains("A title edited on the server"))
    #expect(edited == freshView(state))
  }

  @Test func theSelectionAndScrollingUseRowsDrawnBefore() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    for key in [Key.down, .down, .pageDown, .down, .up, .end, .home] {
      _ = program.reduce(&state, .input(.key(key)))
      #expect(program.view(state, in: size) == freshView(state), "after \(key)")
    }
  }

  @Test func aResizeDrawsRowsAtTheNewWidth() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    _ = program.view(state, in: size)
    let narrow = Size(width: 50, height: 24)
    _ = program.reduce(&state, .input(.resize(narrow)))
    #expect(
      program.view(state, in: narrow)
        == TriageProgram.onRepositories(environment: Fixtures.environment()).view(state, in: narrow)
    )
  }

  /// The query row and the footer are kept too (`QueryBarKey`, `FooterRowKey`): a new query,
  /// a count, or keys that change with the selected issue draw them again.
  @Test func theQueryRowAndTheFooterFollowTheQueryAndTheKeys() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Fixtures.loadedState(size: size)
    var frames: Set<String> = []
    for key in [Key.character("s"), .character("s"), .down, .down, .character("s"), .down] {
      _ = program.reduce(&state, .input(.key(key)))
      let frame = program.view(state, in: size)
      #expect(frame == freshView(state), "after \(key)")
      frames.insert(frame.text(ofRow: 1))
    }
    #expect(frames.count > 1, "the query row changed")
  }
}
