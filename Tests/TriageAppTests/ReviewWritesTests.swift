import Clocks
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import SharedWrites
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import PullRequestFeature
@testable import ReviewFeature
@testable import TriageApp

/// Reviewing in the diff, through the app on the demo's `demo/busy#133`: a range commented on
/// into the pending review, a suggestion, a thread resolved, a file viewed, the pending review
/// submitted or discarded, and the demo's refusals, each said and rolled back.
@Suite(.timeLimit(.minutes(1))) struct ReviewWritesTests {
  struct App {
    let store: TestStore<TriageProgram>
    let repository: DemoIssueRepository
    let drafts: DraftStore
    var program: TriageProgram { store.program }
    var state: AppState { store.state }
    var screen: PullRequestScreen? { state.top.screen.as(PullRequestScreen.self) }
    var composer: ComposerScreen? { state.top.screen.as(ComposerScreen.self) }
    var frame: String {
      let canvas = program.view(state, in: state.size)
      return (0..<canvas.size.height).map { canvas.text(ofRow: $0) }.joined(separator: "\n")
    }

    init(
      size: Size = Size(width: 100, height: 30), language: Language = .english,
      screenReader: Bool = false, comments: ReviewCommentMode? = nil
    ) async throws {
      repository = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
      drafts = DraftStore(
        directory: try TemporaryDirectory(prefix: "triage-drafts").path(of: "drafts"))
      var environment = Fixtures.environment(repository, language: language)
      environment.drafts = drafts
      environment.reviewComments = comments
      var theme = Theme.standard
      theme.screenReader = screenReader
      let program = TriageProgram.onRepositories(
        environment: environment, theme: theme, initialRepository: DemoIssueRepository.busy)
      var initial = program.initialState()
      program.apply(.input(.resize(size)), .now(referenceDate), to: &initial)
      store = TestStore(program: program, initialState: initial, exhaustivity: .off)
      await store.start()
    }

    /// `name#number`'s Files part, through the `:` prompt.
    func open(_ name: String = "demo/busy#133") async {
      await store.type(":")
      await store.type(name)
      await store.press(.enter)
      await store.press(.character("2"))
    }

    /// The cursor down `count` lines.
    func down(_ count: Int) async {
      for _ in 0..<count { await store.press(.character("j")) }
    }

    func threads(_ name: RepositoryName = DemoIssueRepository.busy, _ number: Int = 133)
      -> [ReviewThread]
    {
      repository.servedThreads(number, in: name)
    }
  }

  @Test func aRangeGoesIntoThePendingReviewOnceAndShows() async throws {
    let app = try await App()
    await app.open()
    #expect(app.screen?.review?.pendingReviewID == DemoIssueRepository.demoPendingReview)
    await app.down(4)
    await app.store.press(.character(" "))
    await app.down(1)
    await app.store.press(.character("c"))
    let composer = try #require(app.composer)
    #expect(
      composer.reviewComment?.place
        == .lines(
          path: "Sources/App/Settings.swift", line: 13, side: .right, startLine: 12,
          startSide: .right, commitID: DemoPullRequests.headSHA(133)))
    #expect(app.frame.contains("Sources/App/Settings.swift lines 12–13 · into your pending review"))
    await app.store.type("Both lines at once?")
    await app.store.press(.enter)
    let made = app.threads().filter { $0.comments.contains { $0.body == "Both lines at once?" } }
    #expect(made.count == 1, "sent once")
    #expect(made.first?.startLine == 12 && made.first?.line == 13)
    #expect(made.first?.comments.first?.isPending == true)
    #expect(app.frame.contains("▸ octocat · lines 12–13 · pending"))
    #expect(app.frame.contains("· 2 pending comments"))
    #expect(app.frame.contains("Added to your pending review of #133"))
  }

  @Test func sOpensTheComposerWithTheLinesInASuggestion() async throws {
    let app = try await App()
    await app.open()
    await app.down(4)
    await app.store.press(.character(" "))
    await app.down(1)
    await app.store.press(.character("S"))
    let composer = try #require(app.composer)
    #expect(
      composer.text
        == "```suggestion\n  /// A new account has no profile yet.\n  var hasProfile: Bool { profile != nil }\n```"
    )
    await app.store.press(.enter)
    let made = app.threads().last
    #expect(made?.comments.first?.body.hasPrefix("```suggestion\n") == true)
    #expect(app.frame.contains("▸ octocat · lines 12–13 · suggestion · pending"))
  }

  @Test func aSuggestionOnARemovedLineIsSaidAndOpensNothing() async throws {
    let app = try await App()
    await app.open()
    await app.down(1)
    await app.store.press(.character("S"))
    #expect(app.composer == nil)
    #expect(app.state.status?.text.contains("A suggestion changes the head's lines") == true)
  }

  @Test func cOnAThreadRepliesAndCtrlTMakesItASingleComment() async throws {
    let app = try await App()
    await app.open()
    await app.store.press(.character("}"))
    await app.store.press(.character("c"))
    let composer = try #require(app.composer)
    #expect(composer.reviewComment?.place == .reply(threadID: "PRRT_demo1"))
    await app.store.press(.ctrl("t"))
    #expect(app.frame.contains("Reply · single comment"))
    await app.store.type("Agreed.")
    await app.store.press(.enter)
    let thread = app.threads().first { $0.id == "PRRT_demo1" }
    #expect(thread?.comments.map(\.body).last == "Agreed.")
    #expect(thread?.comments.last?.isPending == false)
    #expect(app.state.status?.text == "Replied")
  }

  @Test func xResolvesAndXUnresolves() async throws {
    let app = try await App()
    await app.open()
    await app.store.press(.character("}"))
    await app.store.press(.character("x"))
    #expect(app.threads().first { $0.id == "PRRT_demo1" }?.isResolved == true)
    #expect(app.frame.contains("▸ monalisa · 2 comments · resolved: Should this"))
    await app.store.press(.character("x"))
    #expect(app.state.status?.text == "That thread is resolved already")
    await app.store.press(.character("X"))
    #expect(app.threads().first { $0.id == "PRRT_demo1" }?.isResolved == false)
  }

  @Test func aRefusedCommentIsUndoneAndSaid() async throws {
    let app = try await App()
    await app.open("demo/readonly#7")
    await app.down(1)
    await app.store.press(.character("c"))
    await app.store.type("Hm")
    await app.store.press(.enter)
    let alert = try #require(app.state.alerts.current?.alert)
    #expect(alert.title == "Comment not sent")
    #expect(alert.message.hasPrefix("You can't review pull requests in this repository."))
    #expect(app.state.featureWrites[PendingReviewWrites.self].entries.isEmpty, "rolled back")
    #expect(!app.frame.contains("▸ octocat"))
  }

  @Test func aCommentOnALineOutsideTheDiffIsSaidAndItsTextKept() async throws {
    let app = try await App()
    await app.open()
    // The renamed file, whose comments the demo refuses as outside the diff.
    for _ in 0..<5 { await app.store.press(.character("}")) }
    await app.store.press(.character("k"))
    await app.store.press(.character("c"))
    await app.store.press(.ctrl("t"))
    await app.store.type("Why the rename?")
    await app.store.press(.enter)
    let alert = try #require(app.state.alerts.current?.alert)
    #expect(alert.title == "Comment not sent")
    #expect(alert.message.hasPrefix("GitHub says that line isn't part of the diff"))
    #expect(alert.message.hasSuffix("c on the same line brings it back."))
    await app.store.press(.enter)
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "Why the rename?", "the draft of that line")
  }

  @Test func aPullRequestThatMovedIsSaidSo() async throws {
    let app = try await App()
    await app.open("demo/busy#7")
    await app.down(2)
    await app.store.press(.character("c"))
    await app.store.type("Hm")
    await app.store.press(.enter)
    let alert = try #require(app.state.alerts.current?.alert)
    #expect(alert.message.hasPrefix("The pull request moved on since its diff was read"))
  }

  @Test func zMarksTheFileViewedAndTheListCountsIt() async throws {
    let app = try await App(size: Size(width: 100, height: 30))
    await app.open()
    await app.store.press(.character("z"))
    #expect(app.screen?.review?.viewedPaths == ["Sources/App/Settings.swift"])
    await app.store.press(.character("F"))
    #expect(app.frame.contains("Files · 1 of 6 viewed"))
    #expect(app.frame.contains("Sources/App/Settings.swift") && app.frame.contains("viewed +4 −2"))
    await app.store.press(.escape)
    await app.store.press(.character("z"))
    #expect(app.screen?.review?.viewedPaths == [])
  }

  @Test func vSubmitsThePendingReviewWithItsComments() async throws {
    let app = try await App()
    await app.open()
    await app.store.press(.character("v"))
    #expect(app.frame.contains("4 Discard your pending review"))
    await app.store.press(.character("1"))
    await app.store.press(.enter)
    #expect(app.threads().flatMap(\.comments).allSatisfy { !$0.isPending }, "submitted with it")
    #expect(
      app.repository.pullRequests.applied(
        to: DemoPullRequests.pullRequest(
          app.repository.servedIssue(133, of: .busy)), in: DemoIssueRepository.busy
      ).reviewers.contains { $0.user.login == "octocat" && $0.standing == .approved })
    #expect(app.state.status?.text == "Approved #133")
    #expect(app.screen?.review?.pendingReviewID == nil)
  }

  @Test func discardingThePendingReviewAsksFirst() async throws {
    let app = try await App()
    await app.open()
    await app.store.press(.character("v"))
    await app.store.press(.character("4"))
    let confirmation = try #require(app.state.confirmation)
    #expect(confirmation.alert.title == "Discard your pending review of #133?")
    #expect(confirmation.alert.message == "Its comment goes, for good.")
    #expect(app.threads().contains { $0.id == "PRRT_demo6" }, "nothing sent before Confirm")
    await app.store.press(.enter)
    #expect(!app.threads().contains { $0.id == "PRRT_demo6" })
    #expect(app.state.status?.text == "Pending review discarded")
  }

  /// A range into the pending review, with the cursor on its new thread, opened.
  static func pendingReview(_ app: App, language: Language = .english) async {
    await app.open()
    await app.down(4)
    await app.store.press(.character(" "))
    await app.down(1)
    await app.store.press(.character("c"))
    await app.store.type(language == .japanese ? "両方の行を?" : "Both lines?")
    await app.store.press(.enter)
    await app.store.press(.character("}"))
    await app.store.press(.character("}"))
    await app.store.press(.enter)
  }

  @Test(arguments: [Language.english, .japanese])
  func snapshots(language: Language) async throws {
    for size in PullRequestScreenTests.sizes {
      let name = "\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)"
      let pending = try await App(size: size, language: language)
      await Self.pendingReview(pending, language: language)
      #expect(pending.screen?.openThreads.count == 1)
      #expect(pending.screen?.selectedThread.map { $0.id.hasPrefix("PRRT_demoNew") } == true)
      assertSnapshot(
        of: pending.program.view(pending.state, in: size), as: .canvasText,
        named: "pending-\(name)")
      let suggesting = try await App(size: size, language: language)
      await suggesting.open()
      await suggesting.down(4)
      await suggesting.store.press(.character(" "))
      await suggesting.down(1)
      await suggesting.store.press(.character("S"))
      assertSnapshot(
        of: suggesting.program.view(suggesting.state, in: size), as: .canvasText,
        named: "suggestion-\(name)")
      let viewed = try await App(size: size, language: language)
      await viewed.open()
      await viewed.store.press(.character("z"))
      await viewed.store.press(.character("F"))
      assertSnapshot(
        of: viewed.program.view(viewed.state, in: size), as: .canvasText,
        named: "viewed-\(name)")
    }
  }

  @Test func inScreenReaderModeThePendingReviewReadsAsText() async throws {
    let size = Size(width: 80, height: 24)
    let app = try await App(size: size, screenReader: true)
    await Self.pendingReview(app)
    assertSnapshot(of: app.program.view(app.state, in: size), as: .canvasText, named: "pending")
    await app.store.press(.character("z"))
    await app.store.press(.character("F"))
    assertSnapshot(of: app.program.view(app.state, in: size), as: .canvasText, named: "viewed")
  }

  @Test func eEditsAndDDeletesTheAccountsCommentInTheThread() async throws {
    let app = try await App()
    await app.open()
    await app.store.press(.character("}"))
    await app.store.press(.character("e"))
    let composer = try #require(app.composer)
    #expect(composer.reviewComment?.place == .edit(commentID: "PRRC_demo2"))
    #expect(composer.text.hasPrefix("Yes: a new account has no profile"))
    #expect(app.frame.contains("Edit your review comment"))
    await app.store.type(" Edited.")
    await app.store.press(.enter)
    let reply = app.threads().first { $0.id == "PRRT_demo1" }?.comments.last
    #expect(
      reply?.id == "PRRC_demo2" && reply?.body.hasSuffix("covers the callers. Edited.") == true)
    #expect(app.state.status?.text == "Review comment saved")
    await app.store.press(.character("D"))
    let confirmation = try #require(app.state.confirmation)
    #expect(confirmation.alert.title == "Delete your review comment?")
    await app.store.press(.enter)
    #expect(app.threads().first { $0.id == "PRRT_demo1" }?.comments.map(\.id) == ["PRRC_demo1"])
    #expect(app.state.status?.text == "Review comment deleted")
  }

  @Test func aLinesDraftIsKeptByEscAndGoesOnceSent() async throws {
    let app = try await App()
    await app.open()
    await app.down(1)
    await app.store.press(.character("c"))
    await app.store.type("Later")
    let key = try #require(app.composer?.draftKey(host: app.program.environment.host))
    #expect(key.anchor == "Sources/App/Settings.swift@LEFT:11")
    await app.store.press(.escape)
    #expect(try app.drafts.loadDraft(key)?.text == "Later")
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "Later", "the line's draft")
    await app.store.press(.enter)
    #expect(app.threads().filter { $0.comments.contains { $0.body == "Later" } }.count == 1)
    #expect(try app.drafts.loadDraft(key) == nil)
    #expect(app.state.writes.closedDrafts[key] == nil, "not held for the program's end")
  }

  /// A line's draft kept while its comment was on its way (the program quit before GitHub
  /// answered) is looked for among the pull request's threads when it comes back, never
  /// among the issue's comments: there, it was sent, so the text goes and so does the draft.
  @Test func aLinesMaybeSentDraftThatGitHubHasGoes() async throws {
    let app = try await App()
    await app.open()
    await app.down(1)
    await app.store.press(.character("c"))
    let key = try #require(app.composer?.draftKey(host: app.program.environment.host))
    await app.store.type("Posted once")
    await app.store.press(.enter)
    let made = try #require(app.threads().flatMap(\.comments).first { $0.body == "Posted once" })
    // As a run that quit mid-send leaves it.
    try app.drafts.save(
      CommentDraft(text: "Posted once", sentSince: made.createdAt ?? referenceDate), for: key)
    await app.store.press(.character("c"))
    #expect(app.composer?.text == "", "the text GitHub has is not offered again")
    #expect(app.composer?.foundPosted == true)
    #expect(try app.drafts.loadDraft(key) == nil)
    #expect(app.state.writes.pending.uncertainComments.isEmpty, "no look among issue comments")
    #expect(app.threads().flatMap(\.comments).filter { $0.body == "Posted once" }.count == 1)
  }

  /// The composer on line 11, its draft left as a run that quit mid-send leaves it (`text`,
  /// maybe sent at `referenceDate`), opened again: the app and the draft's key.
  static func reopenedWithAMaybeSentDraft(_ text: String) async throws -> (App, DraftKey) {
    let app = try await App()
    await app.open()
    await app.down(1)
    await app.store.press(.character("c"))
    let key = try #require(app.composer?.draftKey(host: app.program.environment.host))
    await app.store.press(.escape)
    try app.drafts.save(CommentDraft(text: text, sentSince: referenceDate), for: key)
    await app.store.press(.character("c"))
    return (app, key)
  }

  /// Not there, it wasn't sent: the text stays, kept as an unsent draft.
  @Test func aLinesMaybeSentDraftThatGitHubDoesntHaveIsUnsent() async throws {
    let (app, key) = try await Self.reopenedWithAMaybeSentDraft("Was it sent?")
    #expect(app.composer?.text == "Was it sent?")
    #expect(app.composer?.restoredSent == nil, "known unsent")
    #expect(try app.drafts.loadDraft(key) == CommentDraft(text: "Was it sent?"))
    #expect(app.state.writes.pending.uncertainComments.isEmpty, "no look among issue comments")
  }

  /// A composer told GitHub couldn't say keeps the text and asks the reader to look.
  @Test func whenGitHubCantSayTheNoteAsksTheReaderToLook() async throws {
    let (app, _) = try await Self.reopenedWithAMaybeSentDraft("Was it sent?")
    let target = try #require(app.composer?.reviewComment)
    // A composer on the same lines as it is before the look answers, told it couldn't say.
    var composer = ComposerScreen(
      repository: DemoIssueRepository.busy, number: 133, id: ScreenID(99),
      opensEditor: false, reviewComment: target)
    _ = composer.draftLoaded(
      CommentDraft(text: "Was it sent?", sentSince: referenceDate),
      editor: app.program.environment.editor)
    composer.learn(
      ReviewDraftLooked(
        look: target.look(for: "Was it sent?", since: referenceDate), outcome: .unknown))
    #expect(composer.isRestoredDraftUncertain && composer.restoredSent != nil)
    var canvas = Canvas(size: Size(width: 100, height: 10))
    ComposerView.draw(
      composer, in: Rect(x: 0, y: 0, width: 100, height: 10), canvas: &canvas,
      theme: app.program.theme)
    #expect(canvas.text(ofRow: 1).contains("may already have been posted: look at the thread"))
  }

  @Test func theConfigsModeIsTheComposersFirstChoice() async throws {
    let single = try await App(comments: .single)
    await single.open()
    await single.store.press(.character("c"))
    #expect(single.composer?.reviewComment?.intoPendingReview == false)
    #expect(single.frame.contains("line 10 · single comment"))
    await single.store.type("Alone")
    await single.store.press(.enter)
    #expect(single.threads().last?.comments.first?.isPending == false, "seen at once")
    // On a pull request with no pending review, `pending` starts one.
    let pending = try await App(comments: .pending)
    await pending.open("demo/busy#14")
    await pending.down(1)
    await pending.store.press(.character("c"))
    #expect(pending.frame.contains("starts your review"))
    await pending.store.type("First")
    await pending.store.press(.enter)
    let started = pending.threads(DemoIssueRepository.busy, 14)
    #expect(started.count == 1 && started.first?.isPending == true)
    #expect(pending.screen?.review?.pendingReviewID?.hasPrefix("PRR_demoNew") == true)
    #expect(pending.state.status?.text == "Started your review of #14: v submits it")
  }
}
