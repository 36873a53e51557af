import Clocks
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import MarkdownView
import ScreenState
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import IssueFeature
@testable import TriageApp

/// The comment composer through the real reducer, on the demo backend with no latency: `c`,
/// the inline check, Enter sending once, Esc keeping a draft, Ctrl-E through the editor effect,
/// and drafts kept on failure and at exit, then offered back.
@Suite(.timeLimit(.minutes(1))) struct ComposerTests {
  /// The app on the demo with a real draft store in a fresh directory, and `editor`.
  struct App {
    let store: TestStore<TriageProgram>
    let repository: DemoIssueRepository
    let drafts: DraftStore
    let repositoryName: RepositoryName
    var program: TriageProgram { store.program }
    var state: AppState { store.state }

    init(
      editor: [String: String] = [:], size: Size = Size(width: 80, height: 24),
      language: Language = .english, repositoryName: RepositoryName = Fixtures.repositoryName
    ) async throws {
      repository = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
      // Not created yet: the store creates it, with its own modes.
      drafts = DraftStore(
        directory: try TemporaryDirectory(prefix: "triage-drafts").path(of: "drafts"))
      var environment = Fixtures.environment(repository, language: language)
      environment.drafts = drafts
      environment.editor = ExternalEditor(environment: editor)
      let program = TriageProgram.onRepositories(
        environment: environment, initialRepository: repositoryName)
      self.repositoryName = repositoryName
      var initial = program.initialState()
      program.apply(.input(.resize(size)), .now(referenceDate), to: &initial)
      store = TestStore(program: program, initialState: initial, exhaustivity: .off)
      await store.start()
    }

    /// The first issue of `demo/busy`, opened and loaded, scrolled to its end (so every
    /// comment is loaded and a new one is in view).
    func openFirstIssue() async {
      await store.press(.enter)
      await store.press(.end, .end, .end, .end)
    }

    var composer: ComposerScreen? { state.top.screen.as(ComposerScreen.self) }
    var key: DraftKey {
      DraftKey(host: "github.com", repository: repositoryName, number: number)
    }
    var number: Int {
      state.navigation.entries.lazy.compactMap { $0.screen.focusedIssue }.last?.number ?? -1
    }
    /// The screen's text, row by row.
    var frame: String {
      let canvas = program.view(state, in: state.size)
      return (0..<canvas.size.height).map { canvas.text(ofRow: $0) }.joined(separator: "\n")
    }
    /// The comments the demo's server holds for the issue: what was really written.
    var storedComments: [IssueDomain.Comment] {
      repository.writes.comments(ofIssue: number, in: repositoryName)
    }
  }

  @Test func cOpensTheComposerAndABlankCommentIsAnInlineErrorNeverSent() async throws {
    let app = try await App()
    await app.openFirstIssue()
    #expect(app.state.detail?.state.value != nil)
    await app.store.press(.character("c"))
    #expect(app.composer != nil)
    await app.store.type("   ")
    await app.store.press(.enter)
    #expect(app.composer?.inlineMessage == "Comment is required.")
    #expect(app.state.writes.pending.entries.isEmpty, "nothing was sent")
    #expect(app.frame.contains("Comment is required."))
    #expect(app.storedComments.isEmpty)
  }

  @Test func cOnAListOpensTheComposerForTheSelectedIssueAndOnlyWhereWritesWork() async throws {
    let app = try await App()
    await app.store.press(.down)
    let selected = try #require(app.state.top.screen.focusedIssue)
    #expect(app.frame.contains(" c comment"))
    await app.store.press(.character("c"))
    #expect(app.composer?.number == selected.number)
    #expect(app.composer?.repository == Fixtures.repositoryName)
    await app.store.press(.escape)
    // A backend that can't write offers no c, and c does nothing: no change, no effect.
    var readOnly = app.program
    readOnly.environment.canWrite = false
    #expect(!readOnly.view(app.state, in: app.state.size).contains(" c comment"))
    let store = TestStore(program: readOnly, initialState: app.state)
    await store.press(.character("c"))
    await store.finish()
  }

  @Test func aPastePastGitHubsLimitIsRefusedWholeAndSaysWhy() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("kept")
    let huge = String(repeating: "x", count: CommentText.maximumLength)
    await app.store.send(.input(.paste(huge)))
    #expect(app.composer?.text == "kept", "nothing of it was taken")
    #expect(app.frame.contains("Comments are limited to 65,536 characters"))
  }

  @Test func enterTwiceSendsOnceAndTheCommentShowsPendingThenStored() async throws {
    let app = try await App()
    await app.openFirstIssue()
    let number = app.number
    await app.store.press(.character("c"))
    await app.store.type("Thanks, looking.")
    // The composer's own reducer: a second Enter after the first sends nothing.
    var composer = try #require(app.composer)
    let context = app.program.context(app.state)
    #expect(composer.perform(.send, context).requests.count == 2)
    #expect(composer.perform(.send, context).requests.isEmpty)
    // Through the app, on a backend that answers on the store's clock, so the write is
    // pending: Enter twice, End, then c, as one step. The first Enter closes the composer and
    // begins the one write; the second sends nothing, End scrolls to the pending comment, and
    // c opens no composer while a write to the issue is pending: it says why.
    let clock = EffectClock()
    var environment = Fixtures.environment(Fixtures.repository(clock: clock))
    environment.drafts = app.drafts
    let program = TriageProgram.onRepositories(
      environment: environment, initialRepository: app.repositoryName)
    let composerID = app.state.top.id
    let issueID = app.state.navigation.entries[app.state.navigation.count - 2].id
    let attempt = try CommentAttempt(
      body: "Thanks, looking.", to: number, in: app.repositoryName, author: nil,
      startedAt: referenceDate)
    let store = TestStore(program: program, initialState: app.state, clock: clock)
    await store.press(.enter, .enter, .end, .character("c")) {
      _ = program.pop(composerID, &$0)
      _ = $0.writes.pending.begin(
        .comment(attempt), on: IssueReference(repository: app.repositoryName, number: number))
      $0.modify(issueID, as: IssueScreen.self) { $0.scrollOffset = 29 }
      $0.status = StatusMessage(
        text: "#\(number): the last change is still being saved", serial: 1, screen: issueID)
    }
    let frame = store.view(in: store.state.size).lines.joined(separator: "\n")
    #expect(frame.contains("sending…"), "the comment shows at once, marked pending")
    #expect(!frame.contains(" c comment"), "no c while the comment is pending")
    // The send and the status's expiry, on the store's clock: neither is this test's.
    store.skipInFlightEffects()
    await store.finish()
  }

  @Test func aSentCommentIsStoredOnceAndItsDraftDeleted() async throws {
    let app = try await App()
    await app.openFirstIssue()
    let count = try #require(app.state.detail?.state.value?.commentCount)
    await app.store.press(.character("c"))
    await app.store.type("Stored once")
    await app.store.press(.enter, .enter)
    let loaded = try #require(app.state.detail?.state.value)
    #expect(
      app.state.writes.pending.shown(loaded, in: app.state.detail?.repository).commentCount
        == count + 1,
      "the meta line counts it")
    let stored = app.storedComments
    #expect(stored.map(\.body) == ["Stored once"])
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(try app.drafts.load(app.key) == nil, "a successful send deletes the draft")
    #expect(app.state.detail?.comments.value?.comments.last?.body == "Stored once")
    #expect(!app.frame.contains("sending…"))
  }

  @Test func aRefreshDuringThePendingWriteShowsTheCommentOnce() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Shown once")
    // The server stores the comment, but its answer has not reached the app yet…
    // Unchecked: the runtime's part, the send run and its answer held back past the refresh.
    let sending = app.store.reduce(keys: [.enter])
    let answers = await app.store.results(of: sending)
    #expect(app.state.writes.pending.entries.count == 1, "still pending")
    // …when a refresh brings the comments, the stored one among them.
    await app.store.press(.character("r"))
    await app.store.press(.end, .end, .end)
    func occurrences() -> Int {
      guard let issue = app.state.detail else { return -1 }
      let lines = IssueDetailView.lines(
        for: issue, width: 78, now: referenceDate, theme: app.program.theme,
        describe: app.program.environment.describe, writes: app.state.writes.pending)
      return lines.filter { $0.text.contains("Shown once") }.count
    }
    #expect(occurrences() == 1, "stored and pending are one comment")
    for action in answers { await app.store.send(action) }
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(occurrences() == 1, "the answer doesn't add it again")
    #expect(app.storedComments.filter { $0.body == "Shown once" }.count == 1)
  }

  @Test func escKeepsTheTextAsADraftAndTheNextCOffersItBack() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Half a thought")
    await app.store.press(.escape)
    #expect(app.composer == nil)
    #expect(try app.drafts.load(app.key) == "Half a thought")
    #expect(app.frame.contains("Draft kept: c restores it."), "closing on a text says it was kept")
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "Half a thought")
    #expect(app.composer?.restoredDraft == true)
    #expect(app.frame.contains("Restored your unsent draft"))
    // Emptied and closed: the draft goes.
    await app.store.press(Array(repeating: Key.backspace, count: 14) + [.escape])
    #expect(try app.drafts.load(app.key) == nil)
  }

  @Test func ctrlEHandsTheTextToTheEditorAndTakesItBack() async throws {
    let script = try Self.editorScript(
      "printf 'edited: ' | cat - \"$1\" > \"$1.new\" && mv \"$1.new\" \"$1\"")
    let app = try await App(editor: ["EDITOR": script])
    await app.openFirstIssue()
    // With $EDITOR set, c runs it at once (on the empty text), once its draft is read.
    let opened = await app.store.press(.character("c"))
    #expect(opened.terminalJobCount == 0, "the draft is read first")
    #expect(app.composer?.text == "edited: ")
    await app.store.type("more")
    // Ctrl-E: the composer waits while the editor has the text, then takes the editor's.
    let editing = TestStore(program: app.program, initialState: app.state)
    let editor = app.program.environment.editor
    let effect = await editing.press(.ctrl("e")) {
      $0.modifyTop(as: ComposerScreen.self) { _ = $0.runEditor(editor) }
    }
    #expect(effect.terminalJobCount == 1)
    #expect(editing.state.top.screen.as(ComposerScreen.self)?.phase == .inEditor)
    await editing.receive({
      guard case .screen(_, let event) = $0,
        case .editorFinished? = event as? ComposerScreen.Event
      else { return false }
      return true
    }) {
      $0.modifyTop(as: ComposerScreen.self) {
        $0.editorFinished(.edited("edited: edited: more"), language: .english)
      }
    }
    let composer = editing.state.top.screen.as(ComposerScreen.self)
    #expect(composer?.text == "edited: edited: more")
    #expect(composer?.phase == .editing)
    await editing.finish()
  }

  @Test func anEditorThatFailsLeavesTheTextAndSaysWhy() async throws {
    let app = try await App(editor: ["VISUAL": "exit 3"])
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    #expect(app.composer?.inlineMessage == "The editor exited with status 3; the text is unchanged")
    await app.store.type("kept")
    await app.store.press(.ctrl("e"))
    #expect(app.composer?.text == "kept")
  }

  @Test func aFailedSendKeepsTheDraftAndRetryStoresItOnce() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Through a 502")
    app.repository.switches.armedFault = .serverError
    await app.store.press(.enter)
    #expect(app.state.writes.pending.banner != nil, "the banner offers Retry")
    #expect(try app.drafts.load(app.key) == "Through a 502", "the failed comment is a draft")
    #expect(app.storedComments.isEmpty)
    await app.store.press(.character("R"))
    #expect(app.storedComments.map(\.body) == ["Through a 502"])
    #expect(try app.drafts.load(app.key) == nil)
  }

  /// Found by `WriteAndDraftPropertyTests`: the text a failed comment's draft was edited into
  /// and closed on is the newest, so neither the quit nor Retry of the older comment takes it.
  @Test func aDraftEditedAfterAFailedSendOutlivesTheQuitAndTheRetry() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("First try")
    app.repository.switches.armedFault = .serverError
    await app.store.press(.enter)
    #expect(app.state.writes.pending.banner != nil)
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "First try")
    await app.store.type(", then more")
    await app.store.press(.escape)
    #expect(try app.drafts.load(app.key) == "First try, then more")
    #expect(
      app.program.unsentDrafts(app.state) == [app.key: "First try, then more"],
      "a quit now keeps the newer text, not the comment the banner still holds")
    await app.store.press(.character("R"))
    #expect(app.storedComments.map(\.body) == ["First try"])
    #expect(
      try app.drafts.load(app.key) == "First try, then more",
      "the re-send neither overwrote nor deleted it")
  }

  @Test func aStoredButTimedOutCommentIsFoundByTheCheckNotCalledLost() async throws {
    // demo/slow stores the first write, then its answer times out.
    let app = try await App(repositoryName: DemoIssueRepository.slow)
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Was it sent?")
    await app.store.press(.enter)
    #expect(app.state.writes.pending.banner == nil, "timed out, then found: no banner")
    #expect(app.state.status?.text == "Saved: comment on #\(app.number)")
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "once")
    #expect(try app.drafts.load(app.key) == nil, "the draft went with the comment")
  }

  /// The look after the timeout failed too: the banner says it may not have been saved, and
  /// the restored draft, sent again rather than with R, is looked for first.
  @Test func theRestoredDraftOfAnUncertainCommentIsCheckedNotPostedAgain() async throws {
    let app = try await App(repositoryName: DemoIssueRepository.slow)
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Was it sent?")
    await Self.timeOutThenFailTheCheck(app)
    #expect(app.frame.contains("May not have been saved"), "\(app.frame)")
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "yet the server has it")
    // The user sends the restored draft again rather than pressing R.
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "Was it sent?")
    await app.store.press(.enter)
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "found, not posted twice")
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(try app.drafts.load(app.key) == nil)
  }

  /// Enter on the composer, on demo/slow (which stores the comment, then times out), with the
  /// look that follows failing too: offline, a failure a second look wouldn't get past (a
  /// passing one, a 5xx, is looked past at once).
  static func timeOutThenFailTheCheck(_ app: App) async {
    // Unchecked: the runtime's part, so that the fault is armed between the send's answer and
    // the look it starts; what they leave is expected below and by the tests that call this.
    let send = app.store.reduce(keys: [.enter])
    for answer in await app.store.results(of: send) {
      app.repository.switches.armedFault = .offline
      // Unchecked: the send's answer, as above.
      let check = app.store.reduce(answer)
      for checked in await app.store.results(of: check) {
        app.store.reduce(checked)  // Unchecked: the look's answer, as above.
      }
    }
    #expect(app.state.writes.pending.banner?.failure.mayHaveBeenApplied == true)
  }

  /// Found by `WriteAndDraftPropertyTests`: Dismiss doesn't make the stored-but-timed-out
  /// comment's restored draft a new comment.
  @Test func theRestoredDraftIsCheckedEvenAfterItsBannerWasDismissed() async throws {
    let app = try await App(repositoryName: DemoIssueRepository.slow)
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Was it sent?")
    await Self.timeOutThenFailTheCheck(app)
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "stored, then timed out")
    await app.store.press(.character("D"))
    #expect(app.state.writes.pending.banner == nil)
    // `c` looks before offering the draft, and finds the comment: the draft goes.
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "", "not offered as unsent")
    #expect(app.composer?.foundPosted == true)
    #expect(try app.drafts.load(app.key) == nil)
    await app.store.press(.enter)
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "found, not posted twice")
    #expect(app.state.writes.pending.entries.isEmpty)
  }

  @Test func quittingOrCtrlCKeepsTheOpenComposerAndAPendingComment() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Unsent at quit")
    // Ctrl-C changes nothing and only quits: the runtime ends before any other effect runs.
    let quitting = TestStore(program: app.program, initialState: app.state)
    let quit = await quitting.press(.ctrl("c"))
    #expect(quit.quits)
    #expect(quitting.hasQuit)
    #expect(app.program.keepUnsentDrafts(quitting.state) == [app.key])
    #expect(try app.drafts.load(app.key) == "Unsent at quit")
    await quitting.finish()
    // A comment still in flight at the end is kept too.
    try app.drafts.delete(app.key)
    await app.store.press(.escape)
    try app.drafts.delete(app.key)
    await app.store.press(.character("c"))
    await app.store.type("In flight")
    // Unchecked: the runtime's part, the send still in flight when the program ends.
    _ = app.store.reduce(keys: [.enter])
    #expect(app.program.unsentDrafts(app.state) == [app.key: "In flight"])
    // A 401 mid-session signs out: the comment in flight is saved before the screens go.
    let key = app.key
    try app.drafts.delete(key)
    _ = await app.store.results(of: app.store.reduce { $0.signOut(message: nil, &$1) })
    #expect(try app.drafts.load(key) == "In flight")
  }

  @Test func escThenAnImmediateQuitStillKeepsTheDraft() async throws {
    let app = try await App()
    await app.openFirstIssue()
    await app.store.press(.character("c"))
    await app.store.type("Closed, then quit")
    // Esc's own save is an effect; the program ends before it runs.
    // Unchecked: the runtime's part, the quit coming before Esc's save could run.
    _ = app.store.reduce(keys: [.escape, .character("q")])
    #expect(app.composer == nil)
    #expect(app.program.keepUnsentDrafts(app.state) == [app.key])
    #expect(try app.drafts.load(app.key) == "Closed, then quit")
    // Sent afterwards, it is no longer kept at the end.
    await app.store.press(.character("c"), .enter)
    #expect(app.program.unsentDrafts(app.state).isEmpty)
    #expect(try app.drafts.load(app.key) == nil)
  }

  /// An executable shell script with `body`, in a fresh directory.
  static func editorScript(_ body: String) throws -> String {
    try TemporaryDirectory(prefix: "triage-editor").writeScript(body, at: "editor.sh")
  }
}
