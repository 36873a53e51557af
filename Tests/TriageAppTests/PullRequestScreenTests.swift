import Destinations
import ErrorHandling
import IssueDomain
import Localization
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
    func apply(_ event: PullRequestScreen.Event) { program.apply(.screen(id, event), to: &state) }
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

  /// A store on pull request `number` opened and answered, its demo backend on the store's
  /// clock.
  static func store(
    _ number: Int = 133, size: Size = Size(width: 80, height: 24), language: Language = .english
  ) -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock, language: language)
    return TestStore(
      program: program, initialState: opened(number, size: size, program: program), clock: clock)
  }

  /// A store on the home's list with pull request 7 pushed, none of its answers in yet.
  static func pushedStore() -> TestStore<TriageProgram> {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24), program: program)
    _ = program.push(&state) { program.screen(for: .pullRequest(busy, number: 7), id: $0) }
    return TestStore(program: program, initialState: state, clock: clock)
  }

  @Test(
    arguments: [Language.english, .japanese], [PullRequestPart.conversation, .files, .checks])
  func parts(language: Language, part: PullRequestPart) async {
    for size in Self.sizes {
      let store = Self.store(size: size, language: language)
      await store.press(.character(Character("\(part.rawValue)"))) {
        $0.modifyTop(as: PullRequestScreen.self) {
          $0.part = part
          if part == .files { $0.cursor = DiffPosition(file: 0, row: 2) }
        }
      }
      assertSnapshot(
        of: store.view(in: size), as: .canvasText,
        named: "\(part)-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)")
      await store.finish()
    }
  }

  @Test func tabCyclesThePartsAndTheFilesKeysShowOnlyOnFiles() async {
    let store = Self.store()
    for part in [PullRequestPart.files, .checks, .conversation] {
      await store.press(.tab) {
        $0.modifyTop(as: PullRequestScreen.self) {
          $0.part = part
          // Shown, the Files part puts its cursor on the first line.
          if part == .files { $0.cursor = DiffPosition(file: 0, row: 2) }
        }
      }
    }
    await store.press(.backTab) {
      $0.modifyTop(as: PullRequestScreen.self) { $0.part = .checks }
    }
    let keys = Self.screen(store.state)?.bindings(store.program.keymapContext(store.state)) ?? []
    #expect(!keys.contains { $0.action(as: PullRequestAction.self) == .nextHunk })
    await store.finish()
  }

  /// `t` hides the Conversation's events as on the issue page, and only there: on Files it
  /// is not bound.
  @Test func tHidesTheConversationsEventsAndIsNotBoundElsewhere() async {
    let store = Self.store()
    await store.press(.character("t")) {
      $0.modifyTop(as: PullRequestScreen.self) { $0.conversation.showsEvents = false }
    }
    await store.press(.character("2")) {
      $0.modifyTop(as: PullRequestScreen.self) {
        $0.part = .files
        $0.cursor = DiffPosition(file: 0, row: 2)
      }
    }
    let keys = Self.screen(store.state)?.bindings(store.program.keymapContext(store.state)) ?? []
    #expect(!keys.contains { $0.action(as: PullRequestAction.self) == .toggleTimeline })
    await store.press(.character("t"))
    await store.press(.character("1")) {
      $0.modifyTop(as: PullRequestScreen.self) { $0.part = .conversation }
    }
    await store.press(.character("t")) {
      $0.modifyTop(as: PullRequestScreen.self) { $0.conversation.showsEvents = true }
    }
    await store.finish()
  }

  /// Each jump moves the page, and the cursor to its first line; `G` and `g` put the cursor
  /// on the diff's last and first lines.
  @Test func nAndBracketsMoveByHunkAndByFile() async {
    let store = Self.store()
    func press(_ key: Character, to diff: DiffPosition, cursor: DiffPosition) async {
      await store.press(.character(key)) {
        $0.modifyTop(as: PullRequestScreen.self) {
          $0.diff = diff
          $0.cursor = cursor
        }
      }
    }
    await store.press(.character("2")) {
      $0.modifyTop(as: PullRequestScreen.self) {
        $0.part = .files
        $0.cursor = DiffPosition(file: 0, row: 2)
      }
    }
    #expect(Self.screen(store.state)?.diff == DiffPosition(file: 0, row: 0))
    // The first hunk; its first line already has the cursor.
    await store.press(.character("n")) {
      $0.modifyTop(as: PullRequestScreen.self) { $0.diff = DiffPosition(file: 0, row: 1) }
    }
    // The second hunk of the same file.
    let second = DiffPosition(file: 0, row: 10)
    await press("n", to: second, cursor: DiffPosition(file: 0, row: 11))
    #expect(second.row > 1)
    await press("N", to: DiffPosition(file: 0, row: 1), cursor: DiffPosition(file: 0, row: 2))
    await press("]", to: DiffPosition(file: 1, row: 0), cursor: DiffPosition(file: 1, row: 2))
    await press("[", to: DiffPosition(file: 0, row: 0), cursor: DiffPosition(file: 0, row: 2))
    // The end never rises above the bottom; the cursor is on the last line there is.
    await press("G", to: DiffPosition(file: 1, row: 0), cursor: DiffPosition(file: 4, row: 3))
    await store.press(.character("j"))
    await press("g", to: DiffPosition(), cursor: DiffPosition(file: 0, row: 2))
    await store.finish()
  }

  @Test func aLargeDiffStepsLayingOutOnlyTheFilesItPasses() async {
    let store = Self.store(35)
    let caches = store.program.caches
    #expect(Self.screen(store.state)?.fileList.count == 306)
    await store.press(.character("2")) {
      $0.modifyTop(as: PullRequestScreen.self) {
        $0.part = .files
        $0.cursor = DiffPosition(file: 0, row: 2)
      }
    }
    _ = store.view(in: Size(width: 80, height: 24))
    let before = caches.diffLayouts.files.computationCount
    await store.press(Array(repeating: .character("]"), count: 10)) {
      $0.modifyTop(as: PullRequestScreen.self) {
        $0.diff = DiffPosition(file: 10, row: 0)
        $0.cursor = DiffPosition(file: 10, row: 2)
      }
    }
    _ = store.view(in: Size(width: 80, height: 24))
    #expect(caches.diffLayouts.files.computationCount - before <= 12)
    await store.finish()
  }

  @Test func aFailedPullRequestIsRaisedAndAFailedPartSaysSoInItsPlace() async {
    let store = Self.pushedStore()
    let id = store.state.top.id
    // The answers move the page's own data and the alerts' queue, which are theirs to change:
    // each step is checked by what it leaves.
    store.exhaustivity = .off
    await store.send(
      .screen(id, PullRequestScreen.Event.loaded(generation: 1, .failure(.notFound))))
    #expect(store.state.alerts.current != nil, "the pull request's own failure is an alert")
    await store.send(
      .screen(
        id, PullRequestScreen.Event.filesLoaded(generation: 1, .failure(.server(status: 502)))))
    #expect(Self.screen(store.state)?.files.isFailure == true)
    let failed = store.state
    // An older answer is dropped.
    await store.send(
      .screen(
        id, PullRequestScreen.Event.filesLoaded(generation: 0, .success(PullRequestFilePage()))))
    #expect(store.state == failed)
    await store.finish()
  }

  @Test func filePagingStopsAtARepeatedPage() async {
    let store = Self.pushedStore()
    let id = store.state.top.id
    let file = PullRequestFile(
      filename: "a", status: .added, additions: 1, deletions: 0, patch: "@@ -0,0 +1 @@\n+a", url: ""
    )
    let again = PageCursor("again")
    // The pages join the page's own file list, which is its to change: each step is checked
    // by what it leaves.
    store.exhaustivity = .off
    await store.send(
      .screen(
        id,
        PullRequestScreen.Event.filesLoaded(
          generation: 1, .success(PullRequestFilePage(items: [file], nextCursor: again)))))
    #expect(Self.screen(store.state)?.files.isPaging == true)
    var second = file
    second.filename = "b"
    await store.send(
      .screen(
        id,
        PullRequestScreen.Event.filesLoaded(
          generation: 1, .success(PullRequestFilePage(items: [second], nextCursor: again)))))
    #expect(Self.screen(store.state)?.files.isPaging == false)
    #expect(Self.screen(store.state)?.areFilesCut == true)
    #expect(Self.screen(store.state)?.fileList.map(\.filename) == ["a", "b"])
    await store.finish()
  }

  @Test func enterOnAPullRequestRowOpensItsPage() async {
    let clock = EffectClock()
    let program = Fixtures.program(clock: clock)
    var state = Fixtures.loadedState(size: Size(width: 80, height: 24), program: program)
    let pull = Fixtures.catalog.issue(number: 133, of: .busy)
    // A fixture: a refresh whose answer is the pull request alone.
    program.press(.character("r"), on: &state)
    program.apply(
      Fixtures.loaded(state, .success(IssuePage(items: [pull], nextCursor: nil))), to: &state)
    let store = TestStore(program: program, initialState: state, clock: clock)
    // What the page loads is its own tests' business: here, which page opens.
    store.exhaustivity = .off
    await store.press(.enter)
    #expect(Self.screen(store.state)?.number == 133)
    await store.finish()
  }
}
