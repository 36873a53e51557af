import Destinations
import ErrorHandling
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
@testable import IssueData
@testable import PullRequestFeature
@testable import TriageApp

/// The pull request page on the demo's data: its three parts at the three sizes in both
/// languages, the diff's moves by row, hunk and file, and its failures.
@Suite struct PullRequestScreenTests {
  static let sizes = [
    Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 120, height: 40),
  ]
  static let busy = DemoIssueRepository.busy

  /// The home's list, then pull request `number` opened and every answer applied.
  static func opened(
    _ number: Int, size: Size, program: TriageProgram = Fixtures.program
  ) -> AppState {
    var state = Fixtures.loadedState(size: size, program: program)
    _ = program.push(&state) { program.screen(for: .pullRequest(busy, number: number), id: $0) }
    let id = state.top.id
    func apply(_ event: PullRequestScreen.Event) { _ = program.reduce(&state, .screen(id, event)) }
    let issue = Fixtures.catalog.issue(number: number, of: .busy)
    apply(.conversation(.loaded(generation: 1, .success(issue))))
    apply(
      .conversation(
        .commentsLoaded(
          generation: 1,
          .success(
            TimelinePage(
              items: Fixtures.catalog.timeline(ofIssue: number, of: .busy), nextCursor: nil)))))
    apply(.loaded(generation: 1, .success(DemoPullRequests.pullRequest(issue))))
    let files = DemoPullRequests.files(number).map { file in
      var file = file
      file.patch = file.patch.map(PullRequestText.patch)
      return file
    }
    apply(.filesLoaded(generation: 1, .success(PullRequestFilePage(items: files, nextCursor: nil))))
    apply(
      .checksLoaded(
        generation: 1,
        .success(
          DemoPullRequests.checks(number, elapsed: .seconds(60), now: referenceDate))))
    return state
  }

  static func screen(_ state: AppState) -> PullRequestScreen? {
    state.top.screen.as(PullRequestScreen.self)
  }

  @Test(
    arguments: [Language.english, .japanese], [PullRequestPart.conversation, .files, .checks])
  func parts(language: Language, part: PullRequestPart) {
    let program = Fixtures.program(language: language)
    for size in Self.sizes {
      var state = Self.opened(133, size: size, program: program)
      _ = program.reduce(&state, .input(.key(.character(Character("\(part.rawValue)")))))
      #expect(Self.screen(state)?.part == part)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: "\(part)-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
    }
  }

  @Test func tabCyclesThePartsAndTheFilesKeysShowOnlyOnFiles() {
    let program = Fixtures.program
    var state = Self.opened(133, size: Size(width: 80, height: 24))
    var seen: [PullRequestPart] = []
    for _ in 0..<3 {
      _ = program.reduce(&state, .input(.key(.tab)))
      seen.append(Self.screen(state)?.part ?? .conversation)
    }
    #expect(seen == [.files, .checks, .conversation])
    _ = program.reduce(&state, .input(.key(.backTab)))
    #expect(Self.screen(state)?.part == .checks)
    let keys = Self.screen(state)?.bindings(program.keymapContext(state)) ?? []
    #expect(!keys.contains { $0.action(as: PullRequestAction.self) == .nextHunk })
  }

  /// `t` hides the Conversation's events as on the issue page, and only there: on Files it
  /// is not bound.
  @Test func tHidesTheConversationsEventsAndIsNotBoundElsewhere() {
    let program = Fixtures.program
    var state = Self.opened(133, size: Size(width: 80, height: 24))
    _ = program.reduce(&state, .input(.key(.character("t"))))
    #expect(Self.screen(state)?.conversation.showsEvents == false)
    _ = program.reduce(&state, .input(.key(.character("2"))))
    let keys = Self.screen(state)?.bindings(program.keymapContext(state)) ?? []
    #expect(!keys.contains { $0.action(as: PullRequestAction.self) == .toggleTimeline })
    _ = program.reduce(&state, .input(.key(.character("t"))))
    #expect(Self.screen(state)?.conversation.showsEvents == false)
    _ = program.reduce(&state, .input(.key(.character("1"))))
    _ = program.reduce(&state, .input(.key(.character("t"))))
    #expect(Self.screen(state)?.conversation.showsEvents == true)
  }

  @Test func nAndBracketsMoveByHunkAndByFile() {
    let program = Fixtures.program
    var state = Self.opened(133, size: Size(width: 80, height: 24))
    func press(_ key: Character) { _ = program.reduce(&state, .input(.key(.character(key)))) }
    press("2")
    #expect(Self.screen(state)?.diff == DiffPosition(file: 0, row: 0))
    press("n")
    #expect(Self.screen(state)?.diff == DiffPosition(file: 0, row: 1), "the first hunk")
    press("n")
    #expect(Self.screen(state)?.diff.file == 0)
    let second = Self.screen(state)?.diff.row ?? 0
    #expect(second > 1, "the second hunk of the same file")
    press("N")
    #expect(Self.screen(state)?.diff == DiffPosition(file: 0, row: 1))
    press("]")
    #expect(Self.screen(state)?.diff == DiffPosition(file: 1, row: 0))
    press("[")
    #expect(Self.screen(state)?.diff == DiffPosition(file: 0, row: 0))
    press("G")
    let bottom = Self.screen(state)?.diff
    press("j")
    #expect(Self.screen(state)?.diff == bottom, "the end never rises above the bottom")
    press("g")
    #expect(Self.screen(state)?.diff == DiffPosition())
  }

  @Test func aLargeDiffStepsLayingOutOnlyTheFilesItPasses() {
    let program = Fixtures.program
    let caches = program.caches
    var state = Self.opened(35, size: Size(width: 80, height: 24))
    #expect(Self.screen(state)?.fileList.count == 306)
    _ = program.reduce(&state, .input(.key(.character("2"))))
    _ = program.view(state, in: Size(width: 80, height: 24))
    let before = caches.diffLayouts.files.computationCount
    for _ in 0..<10 { _ = program.reduce(&state, .input(.key(.character("]")))) }
    _ = program.view(state, in: Size(width: 80, height: 24))
    #expect(Self.screen(state)?.diff.file == 10)
    #expect(caches.diffLayouts.files.computationCount - before <= 12)
  }

  @Test func aFailedPullRequestIsRaisedAndAFailedPartSaysSoInItsPlace() {
    let program = Fixtures.program
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24))
    _ = program.push(&state) { program.screen(for: .pullRequest(Self.busy, number: 7), id: $0) }
    let id = state.top.id
    _ = program.reduce(
      &state, .screen(id, PullRequestScreen.Event.loaded(generation: 1, .failure(.notFound))))
    #expect(state.alerts.current != nil, "the pull request's own failure is an alert")
    _ = program.reduce(
      &state,
      .screen(
        id, PullRequestScreen.Event.filesLoaded(generation: 1, .failure(.server(status: 502)))))
    #expect(Self.screen(state)?.files.isFailure == true)
    _ = program.reduce(
      &state,
      .screen(
        id, PullRequestScreen.Event.filesLoaded(generation: 0, .success(PullRequestFilePage()))))
    #expect(Self.screen(state)?.files.isFailure == true, "an older answer is dropped")
  }

  @Test func filePagingStopsAtARepeatedPage() {
    let program = Fixtures.program
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24))
    _ = program.push(&state) { program.screen(for: .pullRequest(Self.busy, number: 7), id: $0) }
    let id = state.top.id
    let file = PullRequestFile(
      filename: "a", status: .added, additions: 1, deletions: 0, patch: "@@ -0,0 +1 @@\n+a", url: ""
    )
    let again = PageCursor("again")
    _ = program.reduce(
      &state,
      .screen(
        id,
        PullRequestScreen.Event.filesLoaded(
          generation: 1, .success(PullRequestFilePage(items: [file], nextCursor: again)))))
    #expect(Self.screen(state)?.files.isPaging == true)
    var second = file
    second.filename = "b"
    _ = program.reduce(
      &state,
      .screen(
        id,
        PullRequestScreen.Event.filesLoaded(
          generation: 1, .success(PullRequestFilePage(items: [second], nextCursor: again)))))
    #expect(Self.screen(state)?.files.isPaging == false)
    #expect(Self.screen(state)?.areFilesCut == true)
    #expect(Self.screen(state)?.fileList.map(\.filename) == ["a", "b"])
  }

  @Test func enterOnAPullRequestRowOpensItsPage() {
    let program = Fixtures.program
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24))
    let pull = Fixtures.catalog.issue(number: 133, of: .busy)
    _ = program.reduce(&state, .input(.key(.character("r"))))
    _ = program.reduce(
      &state, Fixtures.loaded(state, .success(IssuePage(items: [pull], nextCursor: nil))))
    _ = program.reduce(&state, .input(.key(.enter)))
    #expect(Self.screen(state)?.number == 133)
  }
}
