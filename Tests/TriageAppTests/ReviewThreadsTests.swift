import Foundation
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import PullRequestFeature
@testable import TriageApp

/// Review threads beside their code, on `demo/busy#133`'s threads of every kind: each under
/// its line (or at its file's end when outdated), collapsed to one row; `}` and `{` select them
/// in the diff's order, Enter opens and folds the selected one. Snapshotted at three sizes in
/// both languages and in screen-reader mode.
@Suite(.timeLimit(.minutes(1))) struct ReviewThreadsTests {
  typealias Pages = PullRequestScreenTests

  /// #133 opened, its Files part shown, with the demo's threads delivered as two pages.
  static func opened(size: Size, program: TriageProgram) -> AppState {
    var state = Pages.opened(133, size: size, program: program)
    let id = state.top.id
    let threads = DemoReviewThreads.threads(133, now: referenceDate)
    program.apply(
      .screen(
        id,
        PullRequestScreen.Event.threadsLoaded(
          generation: 1,
          .success(ReviewThreadPage(items: Array(threads.prefix(4)), nextCursor: PageCursor("4"))))),
      to: &state)
    program.apply(
      .screen(
        id,
        PullRequestScreen.Event.threadsLoaded(
          generation: 1,
          .success(ReviewThreadPage(items: Array(threads.dropFirst(4)), nextCursor: nil)))),
      to: &state)
    program.press([.character("2")], on: &state)
    return state
  }

  static func frame(_ program: TriageProgram, _ state: AppState) -> [String] {
    let canvas = program.view(state, in: state.size)
    return (0..<canvas.size.height).map { canvas.text(ofRow: $0) }
  }

  @Test func eachThreadIsUnderItsLineCollapsed() throws {
    let program = Fixtures.program
    let state = Self.opened(size: Size(width: 120, height: 40), program: program)
    let rows = Self.frame(program, state)
    func row(_ text: String) -> Int? { rows.firstIndex { $0.contains(text) } }
    let added = try #require(row("+  var profile: Profile?"))
    #expect(rows[added + 1].contains("▸ monalisa · 2 comments: Should this be optional?"))
    let range = try #require(row("+  var hasProfile"))
    #expect(rows[range + 1].contains("▸ tanaka · lines 12–13 · suggestion: Shorter"))
    let removed = try #require(row("-    show(profile)"))
    #expect(rows[removed + 1].contains("▸ kim-ji · 2 comments · resolved: Was this the crash?"))
    let outdated = try #require(row("Outdated: 1 thread whose lines have changed"))
    #expect(rows[outdated + 1].contains("▸ nguyen · outdated: Save before the theme changes"))
    #expect(outdated > removed && outdated < (row("renamed Sources/App/User.swift") ?? 0))
    #expect(Pages.screen(state)?.diffThreads.count == 6, "both pages")
    #expect(rows[2].contains("· 1 pending comment"), "the account's pending review: \(rows[2])")
  }

  @Test func bracesSelectThreadsInOrderAndEnterOpensAndFolds() throws {
    let program = Fixtures.program
    var state = Self.opened(size: Size(width: 100, height: 30), program: program)
    program.press([.character("}")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo1")
    program.press([.character("}"), .character("}")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo3", "the removed line's")
    program.press([.character("}")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo4", "then the outdated one")
    program.press([.enter], on: &state)
    let open = Self.frame(program, state).joined(separator: "\n")
    #expect(open.contains("▾ nguyen · outdated"))
    #expect(open.contains("+    store(self, now: true)"), "its hunk")
    #expect(open.contains("Save before the theme changes, or the old one comes back."))
    program.press([.character("}"), .character("}")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo6", "across files")
    program.press([.character("}")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo6", "the last stays")
    program.press([.character("{"), .character("{")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo4")
    program.press([.enter], on: &state)
    #expect(!Self.frame(program, state).joined().contains("▾ nguyen"), "folded again")
  }

  /// `threads.unresolved_first`: `}` and `{` pass the resolved threads (demo3, demo5) by while
  /// an unresolved one lies that way, and move to any thread once none does.
  @Test func unresolvedFirstPassesResolvedThreadsBy() throws {
    var environment = Fixtures.environment()
    environment.unresolvedThreadsFirst = true
    let program = TriageProgram.onRepositories(environment: environment)
    var state = Self.opened(size: Size(width: 100, height: 30), program: program)
    var visited: [String] = []
    for _ in 0..<5 {
      program.press([.character("}")], on: &state)
      visited.append(Pages.screen(state)?.selectedThread?.id ?? "none")
    }
    #expect(visited == ["PRRT_demo1", "PRRT_demo2", "PRRT_demo4", "PRRT_demo6", "PRRT_demo6"])
    program.press([.character("{"), .character("{")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo2", "demo4, then past demo3")
    // With only resolved threads behind the cursor, `{` still moves: to the resolved ones.
    program.press([.character("{"), .character("{")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo1", "none before demo1")
    program.press([.character("G")], on: &state)
    program.press([.character("{")], on: &state)
    #expect(Pages.screen(state)?.selectedThread?.id == "PRRT_demo6")
  }

  /// Off (the default), every thread is visited in the diff's order, resolved ones included.
  @Test func byDefaultResolvedThreadsAreVisitedToo() throws {
    let program = Fixtures.program
    var state = Self.opened(size: Size(width: 100, height: 30), program: program)
    var visited: [String] = []
    for _ in 0..<6 {
      program.press([.character("}")], on: &state)
      visited.append(Pages.screen(state)?.selectedThread?.id ?? "none")
    }
    #expect(visited == (1...6).map { "PRRT_demo\($0)" })
  }

  @Test func anOpenThreadShowsEveryCommentItsReactionsAndASuggestionAsADiff() throws {
    let program = Fixtures.program
    var state = Self.opened(size: Size(width: 100, height: 40), program: program)
    program.press([.character("}"), .enter], on: &state)
    var text = Self.frame(program, state).joined(separator: "\n")
    #expect(text.contains("Yes: a new account has no profile until its first save."))
    #expect(text.contains("👍 2  👀 1"))
    program.press([.enter, .character("}"), .enter], on: &state)
    text = Self.frame(program, state).joined(separator: "\n")
    #expect(text.contains("    -  /// A new account has no profile yet."), "the line it replaces")
    #expect(text.contains("    +  /// An account without a profile yet."), "what it proposes")
    #expect(!text.contains("```suggestion"))
  }

  @Test func withoutThreadsTheKeysAreNotOffered() {
    let program = Fixtures.program
    var state = Pages.opened(133, size: Size(width: 100, height: 30), program: program)
    program.press([.character("2")], on: &state)
    let keys = state.top.screen.base.bindings(program.keymapContext(state)).map(\.action.name)
    #expect(!keys.contains("next-thread") && !keys.contains("toggle-thread"))
    program.press([.character("}")], on: &state)
    #expect(Pages.screen(state)?.selectedThread == nil)
  }

  @Test(arguments: [Language.english, .japanese])
  func snapshots(language: Language) {
    let program = Fixtures.program(language: language)
    for size in Pages.sizes {
      var state = Self.opened(size: size, program: program)
      let name = "\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)"
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText, named: "collapsed-\(name)")
      program.press([.character("}"), .character("}"), .enter], on: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText, named: "suggestion-\(name)")
      program.press([.enter, .character("}"), .character("}"), .enter], on: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText, named: "outdated-\(name)")
    }
  }

  @Test func inScreenReaderModeTheThreadsReadAsText() {
    var theme = Theme.standard
    theme.screenReader = true
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(language: .english), theme: theme)
    let size = Size(width: 80, height: 24)
    var state = Self.opened(size: size, program: program)
    program.press([.character("}"), .enter], on: &state)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "screenReader")
  }
}
