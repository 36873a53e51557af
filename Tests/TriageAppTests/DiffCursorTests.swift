import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import PullRequestFeature
@testable import TriageApp

/// The diff's line cursor: ↑↓ a line at a time with the page following, stopping on code and
/// threads' rows only; a range from Space, let go by Space or Esc (which then doesn't go back);
/// a thread under the cursor selected for Enter.
@Suite(.timeLimit(.minutes(1))) struct DiffCursorTests {
  typealias Pages = PullRequestScreenTests

  @Test func theCursorStopsOnCodeAndThePageFollowsIt() throws {
    let program = Fixtures.program
    var state = Pages.opened(133, size: Size(width: 80, height: 12), program: program)
    program.press([.character("2")], on: &state)
    #expect(Pages.screen(state)?.cursor == DiffPosition(file: 0, row: 2), "the first line")
    program.press(Array(repeating: .character("j"), count: 8), on: &state)
    // Eight lines on: the second hunk's header is passed over.
    let screen = try #require(Pages.screen(state))
    #expect(screen.cursor == DiffPosition(file: 0, row: 11))
    #expect(screen.diff.row > 0, "the page followed")
    program.press(Array(repeating: .character("k"), count: 20), on: &state)
    #expect(Pages.screen(state)?.cursor == DiffPosition(file: 0, row: 2))
    #expect(Pages.screen(state)?.diff == DiffPosition(file: 0, row: 2), "up to the cursor")
  }

  @Test func spaceStartsARangeAndSpaceOrEscLetsItGo() throws {
    let program = Fixtures.program
    var state = Pages.opened(133, size: Size(width: 80, height: 24), program: program)
    program.press(
      [.character("2"), .character("j"), .character(" "), .character("j"), .character("j")],
      on: &state)
    #expect(Pages.screen(state)?.rangeRows == 3...5)
    program.press([.character(" ")], on: &state)
    #expect(Pages.screen(state)?.rangeRows == nil)
    program.press([.character(" "), .character("j"), .escape], on: &state)
    #expect(Pages.screen(state)?.rangeRows == nil)
    #expect(Pages.screen(state) != nil, "Esc let the range go and stayed")
    program.press([.character(" "), .character("]")], on: &state)
    #expect(Pages.screen(state)?.rangeRows == nil, "a range stays in its file")
  }

  @Test func aThreadUnderTheCursorIsSelected() throws {
    let program = Fixtures.program
    var state = ReviewThreadsTests.opened(size: Size(width: 100, height: 30), program: program)
    program.press([.character("j")], on: &state)
    #expect(Pages.screen(state)?.selectedThread == nil, "on code")
    program.press([.character("j"), .character("j")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo1", "on monalisa's thread")
    program.press([.enter], on: &state)
    #expect(Pages.screen(state)?.openThreads == ["PRRT_demo1"])
    program.press([.character("j")], on: &state)
    #expect(Pages.screen(state)?.selectedThread == nil, "its comments are passed over")
    #expect(Pages.screen(state)?.cursor.row == 11, "to the next line of code, under the five")
  }

  @Test(arguments: [Language.english, .japanese])
  func aRangeSnapshots(language: Language) {
    let program = Fixtures.program(language: language)
    for size in Pages.sizes {
      var state = Pages.opened(133, size: size, program: program)
      program.press(
        [
          .character("2"), .character("j"), .character("j"), .character(" "), .character("j"),
          .character("j"),
        ], on: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: "range-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
    }
  }
}
