import FoundationEssentials
import IssueDomain
import IssueFeature
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The notices of what an issue didn't keep (its body cut, a comment cut, the comments past
/// the limit in all left to the web), and the placeholder of a body laid out off the loop, at
/// three sizes in both languages.
@Suite struct TruncationNoticeSnapshotTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  /// The first issue with a cut body, a cut comment, and a second comment that doesn't fit in
  /// what is left of the comments' limit, scrolled to the end.
  static func state(program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    // A fixture for the frames, through the real reducer.
    program.press(.enter, on: &state)
    var issue = Fixtures.allIssues[0]
    issue.body = "The crash log follows."
    issue.isBodyTruncated = true
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    let comments = [
      Comment(
        id: 1, author: User(login: "hubot"), body: "The full log is attached.",
        createdAt: referenceDate.addingTimeInterval(-3_600), isBodyTruncated: true),
      Comment(
        id: 2, author: User(login: "octocat"),
        body: String(repeating: "x", count: DocumentLimit.commentBytes),
        createdAt: referenceDate.addingTimeInterval(-60)),
    ]
    let page = CommentPage(items: comments, nextCursor: PageCursor("2"))
    program.apply(
      .screen(
        state.top.id,
        .issue(
          .commentsLoaded(
            generation: state.detail?.generation ?? 0, .success(TimelinePage(comments: page))))),
      to: &state)
    program.press(.end, on: &state)
    return state
  }

  @Test(arguments: [Language.english, .japanese], sizes)
  func truncationNotices(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let state = Self.state(program: program, size: size)
    #expect(state.detail?.comments.value?.comments.map(\.id) == [1])
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }

  /// The largest body kept, as the frame after it arrived draws it: laid out off the loop.
  @Test(arguments: [Language.english, .japanese], sizes)
  func layingOut(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    let state = IssueLayoutCacheTests.issueState(
      program: program, size: size, body: String(repeating: "a", count: DocumentLimit.bytes),
      comments: [])
    #expect(state.detail?.isLayingOut == true)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }
}
