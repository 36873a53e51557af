import IssueDomain
import Localization
import SharedWrites
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import TriageApp

/// A focused comment on the demo's #12 (its first comment is the signed-in account's), at
/// 40×12, 80×24 and 120×40 in English and Japanese: the focus marked, `e` and `D` in the footer;
/// the delete's confirmation; the composer on the comment's text; and `+`'s choice over the
/// comment's counts, as emoji and by GitHub's names.
@Suite struct CommentFocusSnapshotTests {
  enum Shot: String, CaseIterable, Sendable {
    case focused, deleteConfirmation, editing, reactions
  }

  /// #12 with its conversation, the first comment focused and the account known.
  static func focused(program: TriageProgram, size: Size) -> AppState {
    var state = TimelineSnapshotTests.state(program: program, size: size)
    program.apply(.write(.account(.success("octocat"))), .input(.key(.tab)), to: &state)
    return state
  }

  static func state(_ shot: Shot, program: TriageProgram, size: Size) -> AppState {
    var state = focused(program: program, size: size)
    switch shot {
    case .focused: break
    case .deleteConfirmation: program.press(.character("D"), on: &state)
    case .editing: program.press(.character("e"), on: &state)
    case .reactions:
      program.press(.character("+"), on: &state)
      guard case .reactions(let choice)? = state.writes.overlay else { return state }
      program.apply(.write(.myReactions(serial: choice.serial, .success([.heart: 55]))), to: &state)
    }
    return state
  }

  @Test(arguments: [Language.english, .japanese], TimelineSnapshotTests.sizes)
  func snapshots(language: Language, size: Size) {
    let name = "\(language)-\(size.width)x\(size.height)"
    for shot in Shot.allCases {
      let program = TimelineSnapshotTests.program(language)
      assertSnapshot(
        of: program.view(Self.state(shot, program: program, size: size), in: size),
        as: .canvasText, named: "\(shot.rawValue)-\(name)")
    }
    let ascii = TimelineSnapshotTests.program(language, emoji: false)
    let frame = ascii.view(Self.state(.reactions, program: ascii, size: size), in: size)
      .withASCIIGlyphs()
    assertSnapshot(of: frame, as: .canvasText, named: "reactions-ascii-\(name)")
  }

  /// In screen-reader mode the mark is words, and the terminal's cursor is on the byline.
  @Test func inScreenReaderModeTheFocusIsSaidAndTheCursorIsOnIt() {
    var theme = Theme.standard
    theme.screenReader = true
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(language: .english), theme: theme)
    let size = Size(width: 80, height: 24)
    let canvas = program.view(Self.focused(program: program, size: size), in: size)
    let row = canvas.lines.firstIndex { $0.contains("Focused: octocat") }
    #expect(row != nil)
    #expect(canvas.cursor?.y == row)
    assertSnapshot(of: canvas, as: .canvasText, named: "screenReader")
  }

  @Test func theShotsAreWhatTheyClaim() throws {
    let program = TimelineSnapshotTests.program(.english)
    let size = Size(width: 80, height: 24)
    let focused = Self.state(.focused, program: program, size: size)
    let comment = try #require(focused.top.screen.focusedComment)
    #expect(comment.author.login == "octocat")
    #expect(focused.writes.pending.isOwn(comment))
    let confirming = Self.state(.deleteConfirmation, program: program, size: size)
    #expect(
      confirming.confirmation?.request.as(WriteRequest.self)
        == .changeComment(
          IssueReference(repository: DemoIssueRepository.busy, number: DemoTimeline.richIssue),
          .delete(id: comment.id)))
    if case .reactions(let choice)? = Self.state(.reactions, program: program, size: size)
      .writes.overlay
    {
      #expect(choice.comment?.id == comment.id, "the comment's, not the body's")
    } else {
      Issue.record("the reaction choice isn't open")
    }
  }
}
