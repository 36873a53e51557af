import Destinations
import ErrorHandling
import Foundation
import GitHubStubServer
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import PullRequestFeature
@testable import TriageApp

/// The diff viewer's extras: the file list (`F`) that filters and jumps, wrapping or sideways
/// scrolling (`w`, ← →), and the whole diff in the user's pager (`D`), fetched once over HTTP
/// and handed to the pager with the terminal.
@Suite(.timeLimit(.minutes(1))) struct DiffViewerTests {
  typealias Pages = PullRequestScreenTests

  static func name(_ what: String, _ language: Language, _ size: Size) -> String {
    "\(what)-\(language == .english ? "en" : "ja")-\(size.width)x\(size.height)"
  }

  @Test(arguments: [Language.english, .japanese])
  func theFileListFiltersAndJumps(language: Language) {
    let program = Fixtures.program(language: language)
    for size in Pages.sizes {
      var state = Pages.opened(133, size: size, program: program)
      program.press([.character("2"), .character("F")], on: &state)
      #expect(Pages.screen(state)?.fileJump?.rows.count == 6)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("file-list", language, size))
      program.press(Key.characters(of: "legacy"), on: &state)
      #expect(Pages.screen(state)?.fileJump?.selectedFile == 4, "Sources/App/Legacy.swift")
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("file-list-filtered", language, size))
      program.press([.enter], on: &state)
      #expect(Pages.screen(state)?.fileJump == nil)
      #expect(
        (Pages.screen(state)?.diff.file ?? 9) <= 4, "at the top, or as near as the end allows")
    }
  }

  @Test func theFileListTakesLettersMovesWithArrowsAndEscLeavesTheDiffWhereItWas() async {
    let program = Fixtures.program
    var state = Pages.opened(35, size: Size(width: 80, height: 24))
    program.press([.character("2"), .character("]"), .character("F")], on: &state)
    #expect(Pages.screen(state)?.fileJump?.selectedFile == 1, "the file on screen is selected")
    program.press(Key.characters(of: "qj"), on: &state)
    #expect(Pages.screen(state)?.fileJump?.filter.text == "qj", "letters type, even q and j")
    #expect(Pages.screen(state)?.fileJump?.rows.isEmpty == true)
    program.press([.backspace, .backspace] + Key.characters(of: "part29"), on: &state)
    let rows = Pages.screen(state)?.fileJump?.rows ?? []
    #expect(rows.first?.file == 6 + 29, "the best match first")
    program.press([.down], on: &state)
    #expect(Pages.screen(state)?.fileJump?.selection == 1)
    let store = TestStore(program: program, initialState: state)
    // Nothing changes: while a screen takes text the app gives the wheel to no one, so the
    // list's selection and the diff stay put.
    await store.send(.input(.mouse(MouseEvent(.wheelDown, at: Point(x: 40, y: 10)))))
    await store.finish()
    state = store.state
    #expect(Pages.screen(state)?.fileJump?.selection == 1)
    #expect(Pages.screen(state)?.diff == DiffPosition(file: 1, row: 0), "the wheel left the diff")
    program.press([.escape], on: &state)
    #expect(Pages.screen(state)?.fileJump == nil)
    #expect(Pages.screen(state)?.diff == DiffPosition(file: 1, row: 0))
    #expect(state.top.screen.as(PullRequestScreen.self) != nil, "Esc closed the list only")
    program.press([.character("F")] + Key.characters(of: "Part299") + [.enter], on: &state)
    #expect(Pages.screen(state)?.diff.file ?? 0 >= 6 + 298, "the last files, at the bottom")
  }

  @Test(arguments: [Language.english, .japanese])
  func unwrappedLinesScrollSideways(language: Language) {
    let program = Fixtures.program(language: language)
    for size in Pages.sizes {
      var state = Pages.opened(133, size: size, program: program)
      program.press([.character("2"), .character("j")], on: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("wrapped", language, size))
      program.press([.character("w")], on: &state)
      #expect(Pages.screen(state)?.wrapsDiff == false)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("unwrapped", language, size))
      program.press([.right], on: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: Self.name("scrolled-sideways", language, size))
      #expect(state.top.screen.as(PullRequestScreen.self) != nil, "→ scrolled, didn't open")
      program.press([.left, .left], on: &state)
      #expect(Pages.screen(state)?.diffColumn == 0)
      #expect(state.top.screen.as(PullRequestScreen.self) != nil, "← scrolled, didn't go back")
    }
  }

  /// Scrolled sideways, a line keeps its numbers and its `+` or `-` at the left; only the
  /// text after them moves.
  @Test(arguments: [(DiffRow.Kind.added, "+"), (.removed, "-"), (.context, " ")])
  func scrolledSidewaysTheNumbersAndTheMarkStay(kind: DiffRow.Kind, mark: String) {
    let row = DiffRow(
      kind: kind, text: Substring(mark + "abcdefghijklmnop"), line: 2, old: 12, new: 14,
      numberWidth: 3)
    var canvas = Canvas(size: Size(width: 16, height: 1))
    PullRequestView.drawDiffRow(row, in: canvas.bounds, canvas: &canvas, .standard, column: 5)
    #expect(canvas.text(ofRow: 0) == " 12  14 \(mark)fghijkl")
    let side =
      kind == .context
      ? Style.plain
      : kind == .added
        ? Theme.standard.diffAdded
        : Theme.standard.diffRemoved
    #expect(canvas[8, 0].style == side, "the mark in its side's colour")
  }

  /// A wrapped line's later parts leave the mark's column blank, so a line has one `+`.
  @Test func aWrappedLineHasOneMark() {
    var canvas = Canvas(size: Size(width: 20, height: 4))
    let line = "+" + String(repeating: "x", count: 40)
    let layout = DiffFileLayout(
      PullRequestFile(
        filename: "a.swift", status: .modified, additions: 1, deletions: 0,
        patch: "@@ -1,1 +1,1 @@\n" + line, url: ""),
      width: 20, words: Fixtures.program.theme.words)
    let parts = layout.rows.filter { $0.kind == .added }
    for (y, part) in parts.enumerated() {
      PullRequestView.drawDiffRow(
        part, in: Rect(x: 0, y: y, width: 20, height: 1), canvas: &canvas, .standard)
    }
    let texts = parts.indices.map { canvas.text(ofRow: $0) }
    #expect(texts.count == 3, "\(texts)")
    #expect(texts.map { $0.filter { $0 == "+" }.count } == [1, 0, 0], "\(texts)")
    #expect(texts.joined().filter { $0 == "x" }.count == 40, "every column of the line shown")
  }

  @Test func wrappingOnAndOffKeepsTheSameLineAtTheTop() {
    let program = Fixtures.program
    let size = Size(width: 40, height: 12)
    var state = Pages.opened(133, size: size)
    program.press([.character("2")] + Array(repeating: .character("j"), count: 9), on: &state)
    let wrapped = Pages.screen(state)?.diff
    let cursor = Pages.screen(state)?.cursor
    program.press([.character("w")], on: &state)
    let unwrapped = Pages.screen(state)?.diff
    #expect(unwrapped?.row ?? 0 <= wrapped?.row ?? 0, "fewer rows above the same line")
    program.press([.character("l"), .character("l"), .character("l")], on: &state)
    let column = Pages.screen(state)?.diffColumn ?? 0
    #expect(column > 0)
    program.press(Array(repeating: .character("l"), count: 50), on: &state)
    #expect((Pages.screen(state)?.diffColumn ?? 0) < 200, "never past the widest line")
    program.press([.character("w")], on: &state)
    // The page follows the cursor, so its top may be a wrapped line's later part: back, it is
    // that line's first.
    #expect(Pages.screen(state)?.diff.row ?? 0 <= wrapped?.row ?? 0)
    #expect(Pages.screen(state)?.cursor == cursor, "the cursor on its line through both")
    #expect(Pages.screen(state)?.diffColumn == 0)
    let keys = Pages.screen(state)?.bindings(program.keymapContext(state)) ?? []
    #expect(
      Keymap.binding(for: .left, in: keys)?.action(as: GlobalAction.self) == .back,
      "wrapped, ← goes back again")
  }

  @Test func theDiffKeysDontTakeTheDemosOrTheBannersKeys() {
    let program = Fixtures.program
    var state = Pages.opened(133, size: Size(width: 80, height: 24))
    program.press([.character("2")], on: &state)
    let keys = Pages.screen(state)?.bindings(program.keymapContext(state)) ?? []
    #expect(Keymap.binding(for: .character("f"), in: keys)?.action(as: DemoAction.self) != nil)
    #expect(
      Keymap.binding(for: .character("F"), in: keys)?.action(as: PullRequestAction.self)
        == .fileList)
    #expect(
      Keymap.binding(for: .character("D"), in: keys)?.action(as: PullRequestAction.self)
        == .pipeDiff)
  }

  // MARK: - The pager

  /// The app over `backend`, with a pager that writes what it reads to `seen`: an exhaustive
  /// store on the pull request's loaded page.
  static func store(
    _ backend: GitHubBackendTests.Backend, pager: [String: String]
  ) -> TestStore<TriageProgram> {
    var environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { referenceDate })
    environment.pager = ExternalPager(environment: pager)
    let program = TriageProgram(environment: environment, sections: .defaults)
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
    let app = PullRequestWritesTests.app
    _ = program.push(&state) { program.screen(for: .pullRequest(app, number: 7), id: $0) }
    let id = state.top.id
    program.apply(
      .screen(
        id, PullRequestScreen.Event.loaded(generation: 1, .success(PullRequestWritesTests.pull))),
      to: &state)
    return TestStore(program: program, initialState: state)
  }

  /// Matches the pull request page's event `matches` accepts.
  static func event(
    _ matches: @escaping (PullRequestScreen.Event) -> Bool
  ) -> (AppAction) -> Bool {
    {
      guard case .screen(_, let event) = $0, let event = event as? PullRequestScreen.Event
      else { return false }
      return matches(event)
    }
  }

  @Test func dFetchesTheWholeDiffOnceAndHandsItToThePager() async throws {
    let directory = try TemporaryDirectory(prefix: "pager-app-test")
    defer { directory.remove() }
    let diff = "diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1 +1 @@\n-old\n+new\n"
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(path: "/repos/octo/app/pulls/7", rawBody: diff)
    ])
    let store = Self.store(
      backend,
      pager: [
        "PATH": "/usr/bin:/bin", "GH_PAGER": "cat > '\(directory.path)/seen'",
        "TMPDIR": directory.path,
      ])
    let id = store.state.top.id
    await store.press(.character("D")) {
      $0.modify(id, as: PullRequestScreen.self) { $0.isPagingDiff = true }
    }
    // Nothing changes, and nothing is asked: a second D waits for the first.
    let second = await store.press(.character("D"))
    #expect(await store.results(of: second).isEmpty, "a second D waits for the first")
    // The diff, written to the pager's file: the state is unchanged until the pager closes.
    let handOver = await store.receive(
      Self.event {
        if case .diffWritten(.success) = $0 { true } else { false }
      })
    #expect(handOver?.terminalJobCount == 1, "the pager gets the terminal")
    await store.receive(
      Self.event {
        if case .pagerClosed = $0 { true } else { false }
      }
    ) {
      $0.modify(id, as: PullRequestScreen.self) { $0.isPagingDiff = false }
    }
    await store.finish()
    let received = backend.server.receivedRequests()
    #expect(received.map { "\($0.method) \($0.path)" } == ["GET /repos/octo/app/pulls/7"])
    #expect(received.first?.headers["accept"] == ["application/vnd.github.diff"])
    #expect(directory.read("seen") == diff)
    #expect(PullRequestWritesTests.screen(store)?.isPagingDiff == false)
    try await backend.stop()
  }

  @Test func aDiffThatCantBeHadIsSaidInTheFooter() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/pulls/7", status: 404, rawBody: #"{"message": "Not Found"}"#)
    ])
    let store = Self.store(backend, pager: ["GH_PAGER": "false"])
    let id = store.state.top.id
    await store.press(.character("D")) {
      $0.modify(id, as: PullRequestScreen.self) { $0.isPagingDiff = true }
    }
    let failed = await store.receive(
      Self.event {
        if case .diffFetched(.failure) = $0 { true } else { false }
      }
    ) {
      $0.modify(id, as: PullRequestScreen.self) { $0.isPagingDiff = false }
      $0.status = StatusMessage(
        text: "Couldn't get the diff: It doesn't exist, or you don't have access to it.",
        serial: 1, screen: id)
      // The status line takes a row from the screens.
      _ = store.program.resizeScreens(&$0)
    }
    #expect(failed?.terminalJobCount == 0, "no pager for nothing")
    #expect(store.state.status?.text.hasPrefix("Couldn't get the diff: ") == true)
    #expect(PullRequestWritesTests.screen(store)?.isPagingDiff == false)
    await store.advance(by: TriageProgram.statusLifetime)
    await store.receive({ if case .statusExpired(1) = $0 { true } else { false } }) {
      $0.status = nil
      _ = store.program.resizeScreens(&$0)
    }
    await store.finish()
    try await backend.stop()
  }
}
