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

  /// #12 with its conversation and the account known, `presses` pressed: the first comment
  /// (the account's own) focused by default.
  static func focused(
    _ presses: [Key] = [.tab], program: TriageProgram = TimelineSnapshotTests.program(.english)
  ) -> (TriageProgram, AppState) {
    var state = TimelineSnapshotTests.state(program: program, size: size)
    program.apply(.write(.account(.success("OctoCat"))), to: &state)
    program.press(presses, on: &state)
    return (program, state)
  }

  /// The comments of the issue page on top, in the order they are drawn.
  static func comments(_ state: AppState) -> [IssueDomain.Comment] {
    state.detail?.comments.value?.comments ?? []
  }

  /// What focusing comment `id` (or none) on the issue page on top states, the page scrolled
  /// to `offset` when the step brought the comment's byline into view.
  static func focus(_ id: Int?, scrolledTo offset: Int? = nil, _ state: inout AppState) {
    state.modifyTop(as: IssueScreen.self) { screen in
      screen.focusComment(id)
      if let offset { screen.scrollOffset = offset }
    }
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

  @Test func tabFocusesTheFirstCommentAndTheNextAndEscLetsGo() async throws {
    let (program, state) = Self.focused([])
    let comments = Self.comments(state)
    try #require(comments.count >= 2)
    let store = TestStore(program: program, initialState: state)
    // The first comment's byline, below the body, is scrolled to with the line above it.
    await store.press(.tab) { Self.focus(comments[0].id, scrolledTo: 28, &$0) }
    #expect(store.state.top.screen.focusedComment?.author.login == "octocat")
    await store.press(.character("]")) { Self.focus(comments[1].id, &$0) }
    #expect(store.state.top.screen.focusedComment?.author.login == "hubot")
    await store.press(.backTab) { Self.focus(comments[0].id, &$0) }
    await store.press(.escape) { Self.focus(nil, &$0) }
    #expect(store.state.detail != nil, "Esc let the comment go, and stayed on the page")
    await store.finish()
  }

  @Test func theFirstFocusAsksForTheAccountOnce() async throws {
    let program = TimelineSnapshotTests.program(.english)
    let state = TimelineSnapshotTests.state(program: program, size: Self.size)
    let comments = Self.comments(state)
    try #require(comments.count >= 2)
    let store = TestStore(program: program, initialState: state)
    await store.press(.tab) {
      Self.focus(comments[0].id, scrolledTo: 28, &$0)
      $0.writes.askedAccount = true
    }
    await store.receive({
      if case .write(.account(.success("octocat"))) = $0 { true } else { false }
    }) { $0.writes.pending.learnAccount("octocat") }
    // Known now: the next focus asks nothing.
    await store.press(.character("]")) { Self.focus(comments[1].id, &$0) }
    await store.finish()
  }

  @Test func eOnSomeoneElsesCommentEditsNeitherItNorTheIssue() async {
    let (program, state) = Self.focused([.tab, .tab])
    let store = TestStore(program: program, initialState: state)
    // No composer, no editor, no delete asked.
    await store.press(.character("e"), .character("D"))
    await store.finish()
  }

  @Test func eOnTheAccountsOwnCommentOpensTheComposerOnItsText() async throws {
    let (program, state) = Self.focused()
    let comment = try #require(state.top.screen.focusedComment)
    let store = TestStore(program: program, initialState: state)
    await store.press(.character("e")) {
      _ = program.push(&$0) { id in
        AnyScreen(
          ComposerScreen(
            repository: DemoIssueRepository.busy, number: DemoTimeline.richIssue, id: id,
            opensEditor: false,
            editing: CommentEditing(comment)))
      }
    }
    let composer = store.state.top.screen.as(ComposerScreen.self)
    #expect(composer?.editing?.id == comment.id)
    #expect(composer?.text == comment.body)
    await store.finish()
  }

  @Test func aDeleteIsShownAtOnceAndItsRollbackIsExact() async throws {
    let clock = EffectClock()
    let (program, focused) = Self.focused(program: Fixtures.program(clock: clock))
    var state = focused
    let id = try #require(state.top.screen.focusedComment?.id)
    let loaded = state.detail?.comments.value?.items ?? []
    // The page less its footer, whose keys change once a 403 says the repository is read-only.
    let before = program.view(state, in: Self.size).lines.dropLast()
    // A fixture: the confirmation, which opens on Cancel (DeleteConfirmationTests); ← moves to
    // Delete.
    program.press(.character("D"), .left, on: &state)
    let store = TestStore(program: program, initialState: state, clock: clock)
    let write = IssueWrite.commentChange(.delete(id: id))
    await store.press(.enter) {
      $0.alerts.dismissCurrent()
      $0.confirmation = nil
      _ = $0.writes.pending.begin(write, on: Self.reference)
    }
    #expect(store.state.writes.pending.commentChange(on: Self.reference) == .delete(id: id))
    let shown = store.state.writes.pending.shown(loaded, on: Self.reference)
    #expect(!shown.contains { $0.comment?.id == id }, "gone at once")
    let serial = try #require(store.state.writes.pending.entries[Self.reference]?.serial)
    let failure = WriteFailure(.forbidden, cause: .notPermitted)
    let page = store.state.top.id
    await store.send(.write(.finished(Self.reference, serial: serial, .failure(failure)))) {
      $0.writes.pending.fail(Self.reference, serial: serial, failure)
      $0.writes.pending.markReadOnly(DemoIssueRepository.busy)
      _ = $0.alerts.enqueue(
        Alert(
          title: "Access denied", message: "You can't change issues in this repository.",
          buttons: [.dismiss()]), from: page)
    }
    #expect(
      store.state.writes.pending.shown(loaded, on: Self.reference) == loaded, "rolled back")
    await store.press(.escape) { $0.alerts.dismissCurrent() }  // the alert
    #expect(store.view(in: Self.size).lines.dropLast() == before, "the page it had")
    // The delete's own request, waiting on the store's clock, is left unanswered: the 403
    // above stands in for its answer.
    store.skipInFlightEffects()
    await store.finish()
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
  @Test func aPullRequestsConversationFocusesItsCommentsWithBrackets() async throws {
    let program = Fixtures.program
    var state = PullRequestScreenTests.opened(133, size: Self.size, program: program)
    program.apply(.write(.account(.success("octocat"))), to: &state)  // a fixture
    let comments =
      state.top.screen.as(PullRequestScreen.self)?.conversation.comments.value?.comments ?? []
    let own = try #require(comments.firstIndex { $0.author.login == "octocat" })
    try #require(own > 0)
    func focus(_ id: Int?, scrolledTo offset: Int? = nil, _ state: inout AppState) {
      state.modifyTop(as: PullRequestScreen.self) { screen in
        screen.conversation.focusComment(id)
        if let offset { screen.conversation.scrollOffset = offset }
      }
    }
    let store = TestStore(program: program, initialState: state)
    // Each byline is scrolled to with the line above it.
    await store.press(.character("]")) { focus(comments[0].id, scrolledTo: 20, &$0) }
    #expect(store.state.top.screen.focusedComment?.author.login == "hubot")
    func offersEdit() -> Bool {
      program.footerBindings(store.state).contains {
        $0.action(as: WriteAction.self) == .editComment
      }
    }
    #expect(!offersEdit(), "not on someone else's")
    await store.press(Array(repeating: .character("]"), count: own)) {
      focus(comments[own].id, scrolledTo: 36, &$0)
    }
    #expect(store.state.top.screen.focusedComment?.author.login == "octocat")
    #expect(offersEdit())
    await store.press(.escape) { focus(nil, &$0) }
    #expect(store.state.top.screen.as(PullRequestScreen.self) != nil, "Esc let go, and stayed")
    await store.finish()
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
