import IssueDomain
import Localization
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// The loop never lays out more than `IssueDetailView.onLoopBytes` of Markdown afresh: a longer
/// body or comment is a placeholder line until the screen's effect has laid it out off the
/// loop, so `q` and Ctrl-C are read at once whatever arrived. Asserted on what the loop laid
/// out and what the frame shows, never on time.
@Suite struct LayoutOffTheLoopTests {
  static let size = Size(width: 80, height: 24)

  /// The first issue with the largest body kept, as the reducer leaves it: no effect has run.
  static func arrived(
    body: String, comments: [IssueDomain.Comment] = [], program: TriageProgram
  ) -> AppState {
    IssueLayoutCacheTests.issueState(
      program: program, size: size, body: body, comments: comments)
  }

  static let largestWord = String(repeating: "a", count: DocumentLimit.bytes)

  @Test func theLargestBodyIsLaidOutOffTheLoopWithAPlaceholderMeanwhile() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Self.arrived(body: Self.largestWord, program: program)
    let frame = program.view(state, in: Self.size)
    #expect(frame.contains("Laying out…"))
    #expect(!frame.contains("aaaaaaaaaa"))
    #expect(state.detail?.isLayingOut == true)
    #expect(
      program.caches.issueLayouts.blocks.computationCount == 0,
      "the body was not laid out on the loop")
    IssueLayoutCacheTests.layOutOffLoop(&state, program: program)
    let after = program.view(state, in: Self.size)
    #expect(after.contains("aaaaaaaaaa"))
    #expect(!after.contains("Laying out…"))
    #expect(state.detail?.isLayingOut == false)
  }

  /// A page of comments each within the budget, but past it together: the loop lays out what
  /// fits and leaves the rest to the effect.
  @Test func aPageOfCommentsIsLaidOutOnTheLoopOnlyAsFarAsTheBudget() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    // Six bytes a word: each comment is more than half the budget.
    let comments = (1...6).map { index in
      IssueDomain.Comment(
        id: index, author: User(login: "hubot"),
        body: String(repeating: "word\(index) ", count: IssueDetailView.onLoopBytes / 10),
        createdAt: referenceDate)
    }
    let state = Self.arrived(body: "Short.", comments: comments, program: program)
    #expect(state.detail?.isLayingOut == true)
    #expect(
      program.caches.issueLayouts.blocks.computationCount <= 2,
      "the body and at most one of the comments")
  }

  /// While the largest body waits to be laid out, q and Ctrl-C quit.
  @Test(arguments: [Key.character("q"), .ctrl("c")])
  func quitKeysQuitWhileTheLargestBodyIsLaidOut(key: Key) async {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    let state = Self.arrived(body: Self.largestWord, program: program)
    #expect(state.detail?.isLayingOut == true)
    let store = TestStore(program: program, initialState: state)
    // The key quits, changing nothing.
    #expect(await store.press(key).quits)
    #expect(store.hasQuit)
    await store.finish()
  }
}
