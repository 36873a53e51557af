import Clocks
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import TerminalUI
import Testing

@testable import IssueData
@testable import TriageApp

/// The comment composer through the real reducer, on the demo backend with no latency: `c`,
/// the inline check, Enter sending once, Esc keeping a draft, Ctrl-E through the editor effect,
/// and drafts kept on failure and at exit, then offered back.
@Suite(.timeLimit(.minutes(1))) struct ComposerTests {
  /// The app on the demo with a real draft store in a fresh directory, and `editor`.
  struct App {
    let program: TriageProgram
    let repository: DemoIssueRepository
    let drafts: DraftStore
    let repositoryName: RepositoryName
    var state: AppState

    init(
      editor: [String: String] = [:], size: Size = Size(width: 80, height: 24),
      language: Language = .english, repositoryName: RepositoryName = Fixtures.repositoryName
    ) async {
      repository = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
      drafts = DraftStore(
        directory: FileManager.default.temporaryDirectory
          .appendingPathComponent("triage-drafts-\(UUID().uuidString)").path)
      var environment = Fixtures.environment(repository, language: language)
      environment.drafts = drafts
      environment.editor = ExternalEditor(environment: editor)
      program = TriageProgram.onRepositories(
        environment: environment, initialRepository: repositoryName)
      self.repositoryName = repositoryName
      state = program.initialState()
      _ = program.reduce(&state, .input(.resize(size)))
      _ = program.reduce(&state, .now(Fixtures.referenceDate))
      for action in await program.start(&state).results() {
        await program.settle(action, on: &state)
      }
    }

    /// The first issue of `demo/busy`, opened and loaded, scrolled to its end (so every
    /// comment is loaded and a new one is in view).
    mutating func openFirstIssue() async {
      await program.settle([.enter], on: &state)
      await program.settle([.end, .end, .end, .end], on: &state)
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
    var app = await App()
    await app.openFirstIssue()
    #expect(app.state.detail?.state.value != nil)
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer != nil)
    await app.program.type("   ", on: &app.state)
    await app.program.settle([.enter], on: &app.state)
    #expect(app.composer?.inlineMessage == "Comment is required.")
    #expect(app.state.writes.pending.entries.isEmpty, "nothing was sent")
    #expect(app.frame.contains("Comment is required."))
    #expect(app.storedComments.isEmpty)
  }

  @Test func cOnAListOpensTheComposerForTheSelectedIssueAndOnlyWhereWritesWork() async throws {
    var app = await App()
    await app.program.settle([.down], on: &app.state)
    let selected = try #require(app.state.top.screen.focusedIssue)
    #expect(app.frame.contains(" c comment"))
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer?.number == selected.number)
    #expect(app.composer?.repository == Fixtures.repositoryName)
    await app.program.settle([.escape], on: &app.state)
    // A backend that can't write offers no c, and c does nothing.
    var readOnly = app.program
    readOnly.environment.canWrite = false
    #expect(!readOnly.view(app.state, in: app.state.size).contains(" c comment"))
    _ = readOnly.press([.character("c")], on: &app.state)
    #expect(app.composer == nil)
  }

  @Test func aPastePastGitHubsLimitIsRefusedWholeAndSaysWhy() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("kept", on: &app.state)
    let huge = String(repeating: "x", count: CommentText.maximumLength)
    await app.program.settle(.input(.paste(huge)), on: &app.state)
    #expect(app.composer?.text == "kept", "nothing of it was taken")
    #expect(app.frame.contains("Comments are limited to 65,536 characters"))
  }

  @Test func enterTwiceSendsOnceAndTheCommentShowsPendingThenStored() async throws {
    var app = await App()
    await app.openFirstIssue()
    let number = app.number
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Thanks, looking.", on: &app.state)
    // The composer's own reducer: a second Enter after the first sends nothing.
    var composer = try #require(app.composer)
    let context = app.program.context(app.state)
    #expect(composer.perform(.send, context).requests.count == 2)
    #expect(composer.perform(.send, context).requests.isEmpty)
    // Through the app: Enter is reduced without its effect running, so the write is pending.
    _ = app.program.press([.enter, .enter], on: &app.state)
    _ = app.program.press([.end], on: &app.state)
    #expect(app.composer == nil, "the composer closed on the first Enter")
    #expect(app.state.writes.pending.entries.count == 1)
    #expect(app.frame.contains("sending…"), "the comment shows at once, marked pending")
    #expect(!app.frame.contains(" c comment"), "no c while the comment is pending")
    _ = app.program.press([.character("c")], on: &app.state)
    #expect(app.composer == nil, "c does nothing while a write to the issue is pending")
    _ = number
  }

  @Test func aSentCommentIsStoredOnceAndItsDraftDeleted() async throws {
    var app = await App()
    await app.openFirstIssue()
    let count = try #require(app.state.detail?.state.value?.commentCount)
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Stored once", on: &app.state)
    await app.program.settle([.enter, .enter], on: &app.state)
    #expect(app.state.detail?.state.value?.commentCount == count + 1, "the meta line counts it")
    let stored = app.storedComments
    #expect(stored.map(\.body) == ["Stored once"])
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(try app.drafts.load(app.key) == nil, "a successful send deletes the draft")
    #expect(app.state.detail?.comments.value?.items.last?.body == "Stored once")
    #expect(!app.frame.contains("sending…"))
  }

  @Test func aRefreshDuringThePendingWriteShowsTheCommentOnce() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Shown once", on: &app.state)
    // The server stores the comment, but its answer has not reached the app yet…
    let sending = app.program.press([.enter], on: &app.state)
    let answers = await sending.results()
    #expect(app.state.writes.pending.entries.count == 1, "still pending")
    // …when a refresh brings the comments, the stored one among them.
    await app.program.settle([.character("r")], on: &app.state)
    await app.program.settle([.end, .end, .end], on: &app.state)
    func occurrences() -> Int {
      guard let issue = app.state.detail else { return -1 }
      let lines = IssueDetailView.lines(
        for: issue, width: 78, now: Fixtures.referenceDate, theme: app.program.theme,
        describe: app.program.environment.describe, writes: app.state.writes.pending)
      return lines.filter { $0.text.contains("Shown once") }.count
    }
    #expect(occurrences() == 1, "stored and pending are one comment")
    for action in answers { await app.program.settle(action, on: &app.state) }
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(occurrences() == 1, "the answer doesn't add it again")
    #expect(app.storedComments.filter { $0.body == "Shown once" }.count == 1)
  }

  @Test func escKeepsTheTextAsADraftAndTheNextCOffersItBack() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Half a thought", on: &app.state)
    await app.program.settle([.escape], on: &app.state)
    #expect(app.composer == nil)
    #expect(try app.drafts.load(app.key) == "Half a thought")
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer?.text == "Half a thought")
    #expect(app.composer?.restoredDraft == true)
    #expect(app.frame.contains("Restored your unsent draft"))
    // Emptied and closed: the draft goes.
    await app.program.settle(Array(repeating: Key.backspace, count: 14) + [.escape], on: &app.state)
    #expect(try app.drafts.load(app.key) == nil)
  }

  @Test func ctrlEHandsTheTextToTheEditorAndTakesItBack() async throws {
    let script = try Self.editorScript(
      "printf 'edited: ' | cat - \"$1\" > \"$1.new\" && mv \"$1.new\" \"$1\"")
    var app = await App(editor: ["EDITOR": script])
    await app.openFirstIssue()
    // With $EDITOR set, c runs it at once (on the empty text).
    let opened = app.program.press([.character("c")], on: &app.state)
    #expect(opened.terminalJobCount == 0, "the draft is read first")
    for action in await opened.results() { await app.program.settle(action, on: &app.state) }
    #expect(app.composer?.text == "edited: ")
    await app.program.type("more", on: &app.state)
    let effect = app.program.press([.ctrl("e")], on: &app.state)
    #expect(effect.terminalJobCount == 1)
    #expect(app.composer?.phase == .inEditor)
    for action in await effect.results() { await app.program.settle(action, on: &app.state) }
    #expect(app.composer?.text == "edited: edited: more")
    #expect(app.composer?.phase == .editing)
  }

  @Test func anEditorThatFailsLeavesTheTextAndSaysWhy() async throws {
    var app = await App(editor: ["VISUAL": "exit 3"])
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer?.inlineMessage == "The editor exited with status 3; the text is unchanged")
    await app.program.type("kept", on: &app.state)
    await app.program.settle([.ctrl("e")], on: &app.state)
    #expect(app.composer?.text == "kept")
  }

  @Test func aFailedSendKeepsTheDraftAndRetryStoresItOnce() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Through a 502", on: &app.state)
    app.repository.switches.armedFault = .serverError
    await app.program.settle([.enter], on: &app.state)
    #expect(app.state.writes.pending.banner != nil, "the banner offers Retry")
    #expect(try app.drafts.load(app.key) == "Through a 502", "the failed comment is a draft")
    #expect(app.storedComments.isEmpty)
    await app.program.settle([.character("R")], on: &app.state)
    #expect(app.storedComments.map(\.body) == ["Through a 502"])
    #expect(try app.drafts.load(app.key) == nil)
  }

  /// Found by `WriteAndDraftPropertyTests`: the text a failed comment's draft was edited into
  /// and closed on is the newest, so neither the quit nor Retry of the older comment takes it.
  @Test func aDraftEditedAfterAFailedSendOutlivesTheQuitAndTheRetry() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("First try", on: &app.state)
    app.repository.switches.armedFault = .serverError
    await app.program.settle([.enter], on: &app.state)
    #expect(app.state.writes.pending.banner != nil)
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer?.text == "First try")
    await app.program.type(", then more", on: &app.state)
    await app.program.settle([.escape], on: &app.state)
    #expect(try app.drafts.load(app.key) == "First try, then more")
    #expect(
      app.program.unsentDrafts(app.state) == [app.key: "First try, then more"],
      "a quit now keeps the newer text, not the comment the banner still holds")
    await app.program.settle([.character("R")], on: &app.state)
    #expect(app.storedComments.map(\.body) == ["First try"])
    #expect(
      try app.drafts.load(app.key) == "First try, then more",
      "the re-send neither overwrote nor deleted it")
  }

  @Test func theRestoredDraftOfAStoredButTimedOutCommentIsCheckedNotPostedAgain() async throws {
    // demo/slow stores the first write, then its answer times out.
    var app = await App(repositoryName: DemoIssueRepository.slow)
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Was it sent?", on: &app.state)
    await app.program.settle([.enter], on: &app.state)
    #expect(app.state.writes.pending.banner != nil, "timed out: the banner offers Retry")
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "yet the server has it")
    // The user sends the restored draft again rather than pressing R.
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer?.text == "Was it sent?")
    await app.program.settle([.enter], on: &app.state)
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "found, not posted twice")
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(try app.drafts.load(app.key) == nil)
  }

  /// Found by `WriteAndDraftPropertyTests`: Dismiss doesn't make the stored-but-timed-out
  /// comment's restored draft a new comment.
  @Test func theRestoredDraftIsCheckedEvenAfterItsBannerWasDismissed() async throws {
    var app = await App(repositoryName: DemoIssueRepository.slow)
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Was it sent?", on: &app.state)
    await app.program.settle([.enter], on: &app.state)
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "stored, then timed out")
    await app.program.settle([.character("D")], on: &app.state)
    #expect(app.state.writes.pending.banner == nil)
    await app.program.settle([.character("c")], on: &app.state)
    #expect(app.composer?.text == "Was it sent?")
    await app.program.settle([.enter], on: &app.state)
    #expect(app.storedComments.map(\.body) == ["Was it sent?"], "found, not posted twice")
    #expect(app.state.writes.pending.entries.isEmpty)
    #expect(try app.drafts.load(app.key) == nil)
  }

  @Test func quittingOrCtrlCKeepsTheOpenComposerAndAPendingComment() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Unsent at quit", on: &app.state)
    let quit = app.program.press([.ctrl("c")], on: &app.state)
    #expect(quit.quits)
    #expect(app.program.keepUnsentDrafts(app.state) == [app.key])
    #expect(try app.drafts.load(app.key) == "Unsent at quit")
    // A comment still in flight at the end is kept too.
    try app.drafts.delete(app.key)
    _ = app.program.press([.escape], on: &app.state)
    try app.drafts.delete(app.key)
    await app.program.settle([.character("c")], on: &app.state)
    _ = app.program.press("In flight".map { Key.character($0) } + [.enter], on: &app.state)
    #expect(app.program.unsentDrafts(app.state) == [app.key: "In flight"])
    // A 401 mid-session signs out: the comment in flight is saved before the screens go.
    let key = app.key
    try app.drafts.delete(key)
    _ = await app.program.signOut(message: nil, &app.state).results()
    #expect(try app.drafts.load(key) == "In flight")
  }

  @Test func escThenAnImmediateQuitStillKeepsTheDraft() async throws {
    var app = await App()
    await app.openFirstIssue()
    await app.program.settle([.character("c")], on: &app.state)
    await app.program.type("Closed, then quit", on: &app.state)
    // Esc's own save is an effect; the program ends before it runs.
    _ = app.program.press([.escape, .character("q")], on: &app.state)
    #expect(app.composer == nil)
    #expect(app.program.keepUnsentDrafts(app.state) == [app.key])
    #expect(try app.drafts.load(app.key) == "Closed, then quit")
    // Sent afterwards, it is no longer kept at the end.
    await app.program.settle([.character("c"), .enter], on: &app.state)
    #expect(app.program.unsentDrafts(app.state).isEmpty)
    #expect(try app.drafts.load(app.key) == nil)
  }

  /// An executable shell script with `body`, in a fresh directory.
  static func editorScript(_ body: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("triage-editor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("editor.sh").path
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    return path
  }
}
