import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import MarkdownView
@testable import TriageApp

/// An issue is laid out once per (content, width) and kept (issue 15, item 5). The view stays
/// pure: every frame of a program that has laid the issue out before is the frame a fresh
/// program draws, and every kept document is the one a fresh layout gives.
///
/// The steps only bring the issue to the states it is drawn in, so they are applied, not sent:
/// what each test checks is the layouts kept and the frames, which no state change says.
@Suite struct IssueLayoutCacheTests {
  let size = Size(width: 80, height: 24)

  /// Markdown of about `bytes` bytes, with every block kind the layout knows.
  static func markdown(bytes: Int, seed: Int) -> String {
    let blocks = [
      "## Heading \(seed)", "A paragraph with **bold**, `code` and [a link](https://example.com).",
      "- a list item that is long enough to wrap at the narrowest width used here, and more",
      "> a quote", "```\nlet code = \(seed)\n```", "日本語の段落です。全角文字は二桁の幅です。",
    ]
    var text = ""
    var index = seed
    while text.utf8.count < bytes {
      text += blocks[index % blocks.count] + "\n\n"
      index += 1
    }
    return text
  }

  static func comments(_ range: Range<Int>, bytes: Int = 600) -> [IssueDomain.Comment] {
    range.map { index in
      IssueDomain.Comment(
        id: index + 1, author: User(login: "hubot"), body: markdown(bytes: bytes, seed: index),
        createdAt: referenceDate.addingTimeInterval(-Double(index) * 60))
    }
  }

  /// The Issue screen of the first issue, with `body` and the first page of comments.
  static func issueState(
    program: TriageProgram, size: Size, body: String, comments: [IssueDomain.Comment],
    next: PageCursor? = nil
  ) -> AppState {
    var state = Fixtures.loadedState(size: size)
    program.press(.enter, on: &state)
    var issue = Fixtures.allIssues[0]
    issue.body = body
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    let page = TimelinePage(comments: CommentPage(items: comments, nextCursor: next))
    program.apply(
      .screen(
        state.top.id,
        .issue(.commentsLoaded(generation: state.detail?.generation ?? 0, .success(page)))),
      to: &state)
    return state
  }

  /// What the screen's layout effect does with a text too long for the loop: lays the
  /// document out off the loop, keeps it, then `laidOut`.
  static func layOutOffLoop(_ state: inout AppState, program: TriageProgram) {
    guard let screen = state.detail,
      let key = IssueDetailView.key(
        for: screen, width: AppLayout(size: state.size).body.width, now: state.now,
        theme: program.theme, describe: program.environment.describe)
    else { return }
    _ = IssueDetailView.document(
      key, theme: program.theme, cache: program.caches.issueLayouts, budget: .max)
    program.apply(.screen(state.top.id, .issue(.laidOut)), to: &state)
  }

  /// The same state drawn by a program that has drawn nothing before.
  func freshView(_ state: AppState, in size: Size) -> Canvas {
    TriageProgram.onRepositories(environment: Fixtures.environment()).view(state, in: size)
  }

  func freshLines(_ state: AppState, program: TriageProgram, width: Int) -> [MarkdownText.Line] {
    guard let screen = state.detail else { return [] }
    return IssueDetailView.lines(
      for: screen, width: width, now: state.now, theme: program.theme,
      describe: program.environment.describe)
  }

  func cachedLines(_ state: AppState, program: TriageProgram, width: Int) -> [MarkdownText.Line] {
    guard let screen = state.detail else { return [] }
    return IssueDetailView.lines(
      for: screen, width: width, now: state.now, theme: program.theme,
      describe: program.environment.describe, cache: program.caches.issueLayouts)
  }

  @Test func everyFrameIsWhatAFreshProgramDraws() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Self.issueState(
      program: program, size: size, body: Self.markdown(bytes: 4_000, seed: 0),
      comments: Self.comments(0..<3), next: PageCursor("3"))
    func check(_ step: String) {
      let width = AppLayout(size: state.size).body.width
      #expect(program.view(state, in: state.size) == freshView(state, in: state.size), "\(step)")
      #expect(
        cachedLines(state, program: program, width: width)
          == freshLines(state, program: program, width: width), "\(step)")
    }
    check("loaded")
    for key in [Key.down, .down, .pageDown, .up, .home] {
      program.press(key, on: &state)
      check("after \(key)")
    }
    // The end comes into view: the next comments page is asked for, then arrives.
    program.press(.end, on: &state)
    check("loading more comments")
    program.apply(
      .screen(
        state.top.id,
        .issue(
          .moreCommentsLoaded(
            generation: state.detail?.generation ?? 0,
            .success(TimelinePage(comments: CommentPage(items: Self.comments(3..<5))))))),
      to: &state)
    check("more comments")
    program.apply(.now(referenceDate.addingTimeInterval(40 * 86_400)), to: &state)
    check("a later now")
    #expect(program.view(state, in: state.size).contains("40d ago"))
    program.apply(.input(.resize(Size(width: 53, height: 20))), to: &state)
    check("narrower")
    program.apply(.input(.resize(size)), to: &state)
    check("back to the first width")
  }

  @Test func aRefreshWithAnEditedBodyIsLaidOutAgain() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Self.issueState(
      program: program, size: size, body: "The body before the edit.", comments: [])
    #expect(program.view(state, in: size).contains("The body before the edit."))
    program.press(.character("r"), on: &state)
    var issue = Fixtures.allIssues[0]
    issue.body = "The body after the edit."
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    program.apply(
      .screen(
        state.top.id,
        .issue(
          .commentsLoaded(
            generation: state.detail?.generation ?? 0,
            .failure(.network(.offline))))), to: &state)
    let frame = program.view(state, in: size)
    #expect(frame.contains("The body after the edit."))
    #expect(frame.contains("r: retry"), "the comments' failure line")
    #expect(frame == freshView(state, in: size))
  }

  /// A large issue is laid out once; scrolling it (reducer and view) lays out nothing again.
  @Test func scrollingALargeIssueLaysOutNothingAgain() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Self.issueState(
      program: program, size: size, body: Self.markdown(bytes: 64 * 1024, seed: 0),
      comments: Self.comments(0..<5, bytes: 8 * 1024))
    #expect(state.detail?.isLayingOut == true, "the body is too long to lay out on the loop")
    Self.layOutOffLoop(&state, program: program)
    _ = program.view(state, in: size)
    let documents = program.caches.issueLayouts.documents.computationCount
    let blocks = program.caches.issueLayouts.blocks.computationCount
    #expect(blocks == 6, "the body and five comments")
    for key in [Key.down, .down, .pageDown, .pageDown, .up, .end, .home] {
      program.press(key, on: &state)
      _ = program.view(state, in: size)
    }
    #expect(state.detail?.scrollOffset == 0)
    #expect(program.caches.issueLayouts.documents.computationCount == documents)
    #expect(program.caches.issueLayouts.blocks.computationCount == blocks)
  }

  /// A new page of comments lays out those comments only; the body and the earlier comments
  /// are kept.
  @Test func aNewPageOfCommentsLaysOutOnlyItsComments() {
    let program = TriageProgram.onRepositories(environment: Fixtures.environment())
    var state = Self.issueState(
      program: program, size: size, body: Self.markdown(bytes: 2_000, seed: 0),
      comments: Self.comments(0..<2), next: PageCursor("2"))
    _ = program.view(state, in: size)
    let blocks = program.caches.issueLayouts.blocks.computationCount
    program.press(.end, on: &state)
    program.apply(
      .screen(
        state.top.id,
        .issue(
          .moreCommentsLoaded(
            generation: state.detail?.generation ?? 0,
            .success(TimelinePage(comments: CommentPage(items: Self.comments(2..<5))))))),
      to: &state)
    _ = program.view(state, in: size)
    #expect(program.caches.issueLayouts.blocks.computationCount == blocks + 3)
  }
}
