import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import IssueFeature
@testable import PullRequestFeature
@testable import SharedWrites
@testable import TriageApp

/// The issue page's comment focus and a comment's writes, through the reducers: Tab and `]`
/// step through the comments drawn, Esc lets go, `e` and `D` act only on the account's own
/// comment (`e` on someone else's neither edits it nor the issue), a change is a projection
/// whose rollback is exact, and the server's answer replaces the comment.
@Suite struct CommentFocusTests {
  static let size = Size(width: 80, height: 24)
  static let reference = IssueReference(
    repository: DemoIssueRepository.busy, number: DemoTimeline.richIssue)

  static func focused(_ presses: [Key] = [.tab]) -> (TriageProgram, AppState) {
    let program = TimelineSnapshotTests.program(.english)
    var state = TimelineSnapshotTests.state(program: program, size: size)
    _ = program.reduce(&state, .write(.account(.success("OctoCat"))))
    for key in presses { _ = program.reduce(&state, .input(.key(key))) }
    return (program, state)
  }

  @Test func steppingGoesOnAndBackAndStaysAtTheEnds() {
    let anchors = [(id: 1, line: 10), (id: 2, line: 20), (id: 3, line: 30)]
    func step(_ from: Int?, _ by: Int, offset: Int = 0) -> Int? {
      IssueScreen.stepped(from: from, by: by, anchors: anchors, offset: offset, height: 8)?.id
    }
    #expect(step(nil, 1) == 1)
    #expect(step(nil, 1, offset: 15) == 2, "from no focus: the first on screen or below")
    #expect(step(nil, -1, offset: 15) == 2, "back: the last on screen or above")
    #expect(step(nil, -1, offset: 0) == 1)
    #expect(step(1, 1) == 2)
    #expect(step(3, 1) == 3, "stays at the end")
    #expect(step(1, -1) == 1, "stays at the start")
    #expect(IssueScreen.stepped(from: nil, by: 1, anchors: [], offset: 0, height: 8) == nil)
  }

  @Test func tabFocusesTheFirstCommentAndTheNextAndEscLetsGo() {
    let (program, first) = Self.focused()
    #expect(first.top.screen.focusedComment?.author.login == "octocat")
    var state = first
    _ = program.reduce(&state, .input(.key(.character("]"))))
    #expect(state.top.screen.focusedComment?.author.login == "hubot")
    _ = program.reduce(&state, .input(.key(.backTab)))
    #expect(state.top.screen.focusedComment?.id == first.top.screen.focusedComment?.id)
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(state.top.screen.focusedComment == nil)
    #expect(state.detail != nil, "Esc let the comment go, and stayed on the page")
  }

  @Test func theFirstFocusAsksForTheAccountOnce() {
    let program = TimelineSnapshotTests.program(.english)
    var state = TimelineSnapshotTests.state(program: program, size: Self.size)
    _ = program.reduce(&state, .input(.key(.tab)))
    #expect(state.writes.askedAccount)
    #expect(state.writes.pending.account == nil)
    _ = program.reduce(&state, .write(.account(.success("octocat"))))
    #expect(state.writes.pending.account == "octocat")
  }

  @Test func eOnSomeoneElsesCommentEditsNeitherItNorTheIssue() async {
    let (program, state) = Self.focused([.tab, .tab])
    let store = TestStore(program: program, initialState: state)
    // No composer, no editor, no delete asked.
    await store.press(.character("e"), .character("D"))
    await store.finish()
  }

  @Test func eOnTheAccountsOwnCommentOpensTheComposerOnItsText() {
    let (program, state) = Self.focused()
    var after = state
    _ = program.reduce(&after, .input(.key(.character("e"))))
    let composer = after.top.screen.as(ComposerScreen.self)
    #expect(composer?.editing?.id == state.top.screen.focusedComment?.id)
    #expect(composer?.text == state.top.screen.focusedComment?.body)
  }

  @Test func aDeleteIsShownAtOnceAndItsRollbackIsExact() {
    let (program, state) = Self.focused()
    let id = state.top.screen.focusedComment?.id ?? 0
    let loaded = state.detail?.comments.value?.items ?? []
    // The page less its footer, whose keys change once a 403 says the repository is read-only.
    let before = program.view(state, in: Self.size).lines.dropLast()
    var after = state
    _ = program.reduce(&after, .input(.key(.character("D"))))
    // The confirmation opens on Cancel: ← moves to Delete.
    _ = program.reduce(&after, .input(.key(.left)))
    _ = program.reduce(&after, .input(.key(.enter)))
    let change = after.writes.pending.commentChange(on: Self.reference)
    #expect(change == .delete(id: id))
    let shown = after.writes.pending.shown(loaded, on: Self.reference)
    #expect(!shown.contains { $0.comment?.id == id }, "gone at once")
    guard let serial = after.writes.pending.entries[Self.reference]?.serial else {
      Issue.record("nothing pending")
      return
    }
    _ = program.reduce(
      &after,
      .write(
        .finished(
          Self.reference, serial: serial,
          .failure(WriteFailure(.forbidden, cause: .notPermitted)))))
    #expect(after.writes.pending.shown(loaded, on: Self.reference) == loaded, "rolled back")
    _ = program.reduce(&after, .input(.key(.escape)))  // the alert
    #expect(program.view(after, in: Self.size).lines.dropLast() == before, "the page it had")
  }

  @Test func theServersAnswerReplacesTheCommentAndADeletionRemovesIt() {
    let (_, state) = Self.focused()
    guard var screen = state.detail, let comment = screen.focusedCommentValue else {
      Issue.record("no focused comment")
      return
    }
    var edited = comment
    edited.body = "Edited on the server."
    screen.applyCommentChange(
      .edit(id: comment.id, body: "Edited on the server.", editedFrom: nil), edited)
    #expect(screen.focusedCommentValue?.body == "Edited on the server.")
    screen.applyCommentChange(.reaction(id: comment.id, .add(.rocket)), nil)
    #expect(screen.focusedCommentValue?.reactions[.rocket] == comment.reactions[.rocket] + 1)
    screen.applyCommentChange(.delete(id: comment.id), nil)
    #expect(screen.focusedCommentValue == nil)
  }

  /// A pull request's Conversation is the issue page: `]` and `[` focus its comments (Tab
  /// switches parts there), and the account's own offers `e` and `D`.
  @Test func aPullRequestsConversationFocusesItsCommentsWithBrackets() {
    let program = Fixtures.program
    var state = PullRequestScreenTests.opened(133, size: Self.size, program: program)
    _ = program.reduce(&state, .write(.account(.success("octocat"))))
    _ = program.reduce(&state, .input(.key(.character("]"))))
    #expect(state.top.screen.focusedComment?.author.login == "hubot")
    func offersEdit() -> Bool {
      program.footerBindings(state).contains { $0.action(as: WriteAction.self) == .editComment }
    }
    #expect(!offersEdit(), "not on someone else's")
    for _ in 0..<10 where state.top.screen.focusedComment?.author.login != "octocat" {
      _ = program.reduce(&state, .input(.key(.character("]"))))
    }
    #expect(state.top.screen.focusedComment?.author.login == "octocat")
    #expect(offersEdit())
    _ = program.reduce(&state, .input(.key(.escape)))
    #expect(state.top.screen.focusedComment == nil)
    #expect(state.top.screen.as(PullRequestScreen.self) != nil, "Esc let go, and stayed")
  }
}

/// The composer on a comment's text: its draft is that comment's, a draft of it replaces the
/// untouched text, an unchanged text is neither kept nor sent, and a changed one is kept by Esc.
@Suite struct CommentEditComposerTests {
  static let busy = DemoIssueRepository.busy
  static let editing = CommentEditing(
    id: 501, original: "Loaded.", editedFrom: CommentVersion(body: "Loaded.", updatedAt: nil))

  static func composer() -> ComposerScreen {
    ComposerScreen(
      repository: busy, number: 7, id: ScreenID(1), opensEditor: false, editing: editing)
  }

  @Test func itsDraftIsTheCommentsAndADraftReplacesTheUntouchedText() {
    var composer = Self.composer()
    #expect(composer.draftKey(host: "github.com").comment == 501)
    #expect(composer.text == "Loaded.")
    _ = composer.draftLoaded(
      CommentDraft(text: "Typed before."), editor: ExternalEditor(environment: [:]))
    #expect(composer.text == "Typed before.")
    #expect(composer.cancel() == .save(CommentDraft(text: "Typed before.")))
  }

  @Test func anUnchangedTextIsNeitherKeptNorSent() {
    var composer = Self.composer()
    _ = composer.draftLoaded(nil, editor: ExternalEditor(environment: [:]))
    #expect(!composer.hasText)
    #expect(composer.unsentDraft(host: "github.com") == nil)
    #expect(composer.cancel() == .delete, "a stale draft of it goes")
  }

  @Test func aSaveSendsTheEditWithItsVersion() {
    var composer = Self.composer()
    _ = composer.draftLoaded(nil, editor: ExternalEditor(environment: [:]))
    composer.edit(.paste(" More."), in: Size(width: 40, height: 5))
    #expect(composer.submit(language: .english) == "Loaded. More.")
    #expect(
      Self.editing.change(body: "Loaded. More.")
        == .edit(id: 501, body: "Loaded. More.", editedFrom: Self.editing.editedFrom))
  }
}
