import AppCore
import Foundation
import IssueDomain
import IssueFeature
import ScreenState
import TerminalUI
import TriageApp

/// Issue 15, item 5: a scroll step on an issue at GitHub's largest (a 64 KiB body and 30
/// comments of 64 KiB) must cost at most twice the same step on a small issue, because the
/// document is laid out once per (content, width) and a frame draws only its visible slice.
@MainActor
enum LargeIssue {
  static let size = Size(width: 120, height: 40)

  /// Markdown of about `bytes` bytes, with the blocks issue bodies have: headings, paragraphs,
  /// lists, quotes, fenced code, links, and some CJK.
  static func markdown(bytes: Int, seed: Int) -> String {
    let blocks = [
      "## Steps to reproduce \(seed)",
      "Open the settings with an empty profile, then press **Save**: the app crashes with "
        + "`EXC_BAD_ACCESS`. See [the log](https://example.com/log/\(seed)) for details.",
      "- first item of a list that is long enough to wrap at eighty columns, and then some more",
      "- [ ] a task\n- [x] a finished task",
      "> A quoted reply that also wraps, because quotes are drawn with a bar on every line.",
      "```swift\nlet value = try await client.issues(in: repository, state: .open)\n"
        + "print(value.count)\n```",
      "日本語のタイトルが正しく表示されない。全角文字は二桁の幅で数えます。",
      "1. numbered\n2. items",
    ]
    var text = ""
    var index = seed
    while text.utf8.count < bytes {
      text += blocks[index % blocks.count] + "\n\n"
      index += 1
    }
    return text
  }

  /// The Issue screen of `number` with its body and comments loaded, at `size`.
  static func state(bodyBytes: Int, commentCount: Int, commentBytes: Int) -> AppState {
    state(
      body: markdown(bytes: bodyBytes, seed: 0), commentCount: commentCount,
      commentBytes: commentBytes)
  }

  /// The same with `body` as the issue's body.
  static func state(body: String, commentCount: Int, commentBytes: Int) -> AppState {
    let program = Scenario.program
    var state = Scenario.issuesScreen(rows: 10, size: size)
    _ = program.reduce(&state, .input(.key(.enter)))
    guard let screen = state.top.screen.as(IssueScreen.self) else { return state }
    let id = state.top.id
    let issue = Issue(
      number: screen.number, title: "A large issue", state: .open,
      author: User(login: "octocat"), labels: [Label(name: "bug")], commentCount: commentCount,
      createdAt: Scenario.now.addingTimeInterval(-86_400),
      body: body, url: "https://github.com/demo/busy/issues/1")
    let comments = (0..<commentCount).map { index in
      Comment(
        id: index + 1, author: User(login: "hubot"),
        body: markdown(bytes: commentBytes, seed: index + 1),
        createdAt: Scenario.now.addingTimeInterval(-3_600))
    }
    let page = TimelinePage(items: comments.map(TimelineEntry.comment), nextCursor: nil)
    let loaded = program.reduce(
      &state,
      .screen(id, IssueScreen.Event.loaded(generation: screen.generation, .success(issue))))
    // A body past what the loop lays out is laid out off it first, as the runtime would.
    OffLoopLayout.settle(loaded, &state, program: program)
    let commentsLoaded = program.reduce(
      &state,
      .screen(
        id, IssueScreen.Event.commentsLoaded(generation: screen.generation, .success(page))))
    OffLoopLayout.settle(commentsLoaded, &state, program: program)
    for _ in 0..<5 { _ = program.reduce(&state, .input(.key(.down))) }
    return state
  }

  /// Measures a scroll step (key → reduce → view → diff) on a small and a GitHub-largest issue,
  /// and returns the ratio of their medians.
  @discardableResult
  static func run() -> Double {
    let program = Scenario.program
    var medians: [Double] = []
    for (name, body, count, commentBytes) in [
      ("small issue (2 KiB body, 3 comments of 1 KiB)", 2_048, 3, 1_024),
      ("largest issue (64 KiB body, 30 comments of 64 KiB)", 65_536, 30, 65_536),
    ] {
      var state = state(bodyBytes: body, commentCount: count, commentBytes: commentBytes)
      var previous = program.view(state, in: size)
      var down = true
      Bench.measure("issue scroll step, \(name)", samples: 21, batch: 20) {
        _ = program.reduce(&state, .input(.key(down ? .down : .up)))
        down.toggle()
        let canvas = program.view(state, in: size)
        _ = canvas.cells == previous.cells
        previous = canvas
      }
      medians.append(Bench.results.last?.median ?? 0)
    }
    let ratio = medians[1] / max(1, medians[0])
    FileHandle.standardError.write(
      Data(String(format: "largest / small issue scroll step: %.2f× (goal ≤ 2×)\n", ratio).utf8))
    return ratio
  }
}
