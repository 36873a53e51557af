import Clocks
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import MarkdownView
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueData
@testable import IssueFeature
@testable import PullRequestFeature
@testable import TriageApp

/// A pull request's reviews in its conversation, as GitHub's page shows them: on
/// `demo/busy#133`, each review's standing and words, then every thread begun in it with where
/// it is, the last lines of the hunk it was made on, and its comments (a suggestion as the
/// change it proposes). Snapshotted at three sizes in both languages and in screen-reader mode.
@Suite(.timeLimit(.minutes(1))) struct ReviewConversationTests {
  /// #133 with its threads read, back on its conversation, scrolled to the end.
  static func atTheEnd(size: Size, program: TriageProgram) -> AppState {
    var state = ReviewThreadsTests.opened(size: size, program: program)
    program.press([.character("1"), .character("G")], on: &state)
    return state
  }

  /// Every line of the conversation at `width`, laid out in full (not just the frame's slice).
  static func document(_ program: TriageProgram, _ state: AppState, width: Int) throws
    -> [String]
  {
    let screen = try #require(state.top.screen.as(PullRequestScreen.self))
    return IssueDetailView.lines(
      for: screen.conversation, width: width, now: referenceDate, theme: program.theme,
      describe: { _ in FailureDescription(message: "", isRetryable: false) }
    ).map(\.text)
  }

  @Test func eachReviewShowsItsThreadsWithTheirHunks() throws {
    let program = Fixtures.program
    let state = Self.atTheEnd(size: Size(width: 100, height: 30), program: program)
    let lines = try Self.document(program, state, width: 98)
    func line(_ text: String, after start: Int = 0) throws -> Int {
      try #require(lines[start...].firstIndex { $0.contains(text) }, "\(text)")
    }
    // Oldest first, after the comments, as the timeline has them.
    let nguyen = try line("nguyen reviewed · 4d ago")
    let kim = try line("kim-ji reviewed · 3d ago")
    let monalisa = try line("monalisa approved these changes · 2d ago")
    let tanaka = try line("tanaka reviewed · 1d ago")
    #expect(nguyen < kim && kim < monalisa && monalisa < tanaka)
    // The outdated thread: no line, marked, the hunk it was made on.
    let outdated = try line("Sources/App/Settings.swift · outdated", after: nguyen)
    #expect(outdated < kim)
    #expect(lines[outdated + 2].contains("func save() {"))
    #expect(try line("+    store(self, now: true)", after: outdated) < kim)
    // A thread on a removed line: its hunk ends on that line, on the base's side.
    let removed = try line("Sources/App/Settings.swift · line 41 · resolved", after: kim)
    #expect(try line("-    show(profile)", after: removed) < monalisa)
    #expect(try line("octocat · ", after: removed) < monalisa, "the reply is under it")
    // monalisa's approval: her words, then her two threads with replies and reactions.
    #expect(lines[monalisa + 1].contains("Approving: the optional is the right call."))
    let first = try line("Sources/App/Settings.swift · line 11", after: monalisa)
    #expect(lines[first + 1].hasPrefix("    @@ -10,7 +10,9 @@"))
    #expect(try line("+  var profile: Profile?", after: first) < tanaka)
    #expect(try line("👍 2", after: first) < tanaka)
    let renamed = try line("Sources/App/Profile.swift · line 1 · resolved", after: first)
    #expect(renamed < tanaka)
    // tanaka's suggestion, as the change it proposes to the two lines it is on.
    let range = try line("Sources/App/Settings.swift · lines 12–13", after: tanaka)
    let removedLine = try line("-  /// A new account has no profile yet.", after: range)
    #expect(lines[removedLine + 1].contains("-  var hasProfile: Bool { profile != nil }"))
    #expect(lines[removedLine + 2].contains("+  /// An account without a profile yet."))
    // The pending review is no one else's: it isn't in the conversation.
    #expect(!lines.contains { $0.contains("docs/日本語.md") })
    #expect(lines.allSatisfy { $0.displayWidth <= 98 })
  }

  /// Every entry of `number`'s conversation on the demo's `demo/busy`, page after page.
  static func timeline(of number: Int, on repository: DemoIssueRepository) async throws
    -> [TimelineEntry]
  {
    var entries: [TimelineEntry] = []
    var cursor: PageCursor?
    repeat {
      let page = try await repository.timeline(
        in: DemoIssueRepository.busy, issue: number, after: cursor)
      entries += page.items
      cursor = page.nextCursor
    } while cursor != nil && entries.count < 1000
    return entries
  }

  @Test func aSubmittedReviewJoinsTheConversationWithItsThreads() async throws {
    let repository = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
    let busy = DemoIssueRepository.busy
    _ = try await repository.write(
      .submitPendingReview(
        reviewID: DemoIssueRepository.demoPendingReview, .approve, body: "LGTM"),
      pullRequest: 133, in: busy)
    let entries = try await Self.timeline(of: 133, on: repository)
    let last = try #require(entries.last?.review)
    #expect(last.author.login == "octocat" && last.standing == .approved && last.body == "LGTM")
    #expect(last.nodeID == DemoIssueRepository.demoPendingReview)
    let threads = ConversationThreads(repository.servedThreads(133, in: busy))
    #expect(threads.started(in: last.nodeID).map(\.path) == ["docs/日本語.md"])
  }

  @Test func aReviewGivenWithoutAPendingOneJoinsTheConversationToo() async throws {
    let repository = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
    let busy = DemoIssueRepository.busy
    _ = try await repository.write(.review(.comment, body: "Read it all."), to: 35, in: busy)
    let entries = try await Self.timeline(of: 35, on: repository)
    let last = try #require(entries.last?.review)
    #expect(last.author.login == "octocat" && last.standing == .commented)
    #expect(last.body == "Read it all." && !last.nodeID.isEmpty)
  }

  @Test func threadsAreComparedByWhatTheyHold() {
    let threads = DemoReviewThreads.threads(133, now: referenceDate)
    #expect(ConversationThreads(threads) == ConversationThreads(threads))
    var changed = threads
    changed[0].isResolved.toggle()
    #expect(ConversationThreads(changed) != ConversationThreads(threads))
    var paged = ConversationThreads(Array(threads.prefix(4)))
    paged.add(threads.dropFirst(4))
    #expect(paged == ConversationThreads(threads), "a page at a time, as read at once")
    #expect(paged.byReview == ConversationThreads(threads).byReview)
    #expect(ConversationThreads.none.started(in: "") == [])
    #expect(ConversationThreads(threads).started(in: "") == [], "a review without a node id")
  }

  @Test func aHunksHeadLinesAreWhatASuggestionReplaces() {
    let hunk = "@@ -1,3 +1,4 @@\n a\n-b\n+c\n+d\n\\ No newline at end of file"
    #expect(DiffSuggestion.original(inHunk: hunk, count: 2) == ["c", "d"])
    #expect(DiffSuggestion.original(inHunk: hunk, count: 9) == ["a", "c", "d"])
    #expect(DiffSuggestion.original(inHunk: hunk, count: -1) == [])
    #expect(DiffSuggestion.original(inHunk: "", count: 1) == [])
  }

  @Test(arguments: [Language.english, .japanese])
  func snapshots(language: Language) {
    let program = Fixtures.program(language: language)
    for size in PullRequestScreenTests.sizes {
      var state = Self.atTheEnd(size: size, program: program)
      let name = "\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)"
      assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "end-\(name)")
      // Up from the end, to the approval and its threads.
      program.press(Array(repeating: .character("k"), count: size.height), on: &state)
      assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "above-\(name)")
    }
  }

  @Test func inScreenReaderModeTheReviewsReadAsText() {
    var theme = Theme.standard
    theme.screenReader = true
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(language: .english), theme: theme)
    let size = Size(width: 80, height: 24)
    let state = Self.atTheEnd(size: size, program: program)
    assertSnapshot(of: program.view(state, in: size), as: .canvasText, named: "screenReader")
  }
}
