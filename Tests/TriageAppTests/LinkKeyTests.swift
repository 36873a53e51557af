import ErrorHandling
import IssueData
import IssueDomain
import Localization
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// `o` and `y` on an issue: only the server's own links leave the app, the footer says what
/// happened, and `y` reaches the terminal as an OSC 52 copy.
@Suite(.timeLimit(.minutes(1))) struct LinkKeyTests {
  let size = Size(width: 80, height: 24)

  /// The issue screen showing `issue`, on the reducer alone.
  func issueState(_ issue: IssueDomain.Issue, program: TriageProgram = Fixtures.program) -> AppState
  {
    var state = Fixtures.loadedState(size: size)
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(issue)), to: &state)
    return state
  }

  static func issue(url: String) -> IssueDomain.Issue {
    var issue = Fixtures.allIssues[0]
    issue.url = url
    return issue
  }

  @Test(arguments: [
    "javascript:alert(1)", "file:///etc/passwd", "https://github.com@evil.example/x",
    "http://github.com/demo/busy/issues/1", "https://evil.example/demo/busy/issues/1",
  ])
  func aHostileLinkIsNeitherOpenedNorCopied(url: String) async {
    let store = TestStore(program: Fixtures.program, initialState: issueState(Self.issue(url: url)))
    let refused = "Not a link to github.com: not opened"
    let open = await store.press(.character("o")) {
      $0.status = StatusMessage(text: refused, serial: 1, screen: $0.top.id)
    }
    #expect(open.runIDs == [EffectID("status")], "no browser is started")
    let copy = await store.press(.character("y")) {
      $0.status = StatusMessage(text: refused, serial: 2, screen: $0.top.id)
    }
    #expect(copy.copiedTexts.isEmpty)
    #expect(store.copiedTexts.isEmpty)
    // The second message replaced the first's expiry: one expiry, for the second.
    await store.advance(by: TriageProgram.statusLifetime)
    await store.receive(Self.statusExpired(serial: 2)) { $0.status = nil }
    await store.finish()
  }

  @Test func yCopiesTheIssuesLinkAndSaysSo() async {
    let url = "https://github.com/demo/busy/issues/160"
    let store = TestStore(program: Fixtures.program, initialState: issueState(Self.issue(url: url)))
    let effect = await store.press(.character("y")) {
      $0.status = StatusMessage(text: "Link copied to the clipboard", serial: 1, screen: $0.top.id)
    }
    #expect(effect.copiedTexts == [url])
    #expect(store.copiedTexts == [url])
    #expect(store.view(in: size).contains("Link copied to the clipboard"))
    await store.advance(by: TriageProgram.statusLifetime)
    await store.receive(Self.statusExpired(serial: 1)) { $0.status = nil }
    await store.finish()
  }

  @Test func oOpensTheLinkAndTheFooterSaysSoForAWhile() async {
    let url = "https://github.com/demo/busy/issues/160"
    let opened = Locked<[String]>([])
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(
        openURL: { url in
          opened.withLock { $0.append(url) }
          return true
        }))
    let store = TestStore(
      program: program, initialState: issueState(Self.issue(url: url), program: program))
    await store.press(.character("o"))
    await store.receive({
      if case .browserOpened(url, opened: true) = $0 { true } else { false }
    }) {
      $0.status = StatusMessage(text: "Opened in the browser", serial: 1, screen: $0.top.id)
    }
    #expect(opened.withLock { $0 } == [url])
    await store.advance(by: TriageProgram.statusLifetime - .milliseconds(1))
    await store.advance(by: .milliseconds(1))
    await store.receive(Self.statusExpired(serial: 1)) { $0.status = nil }
    await store.finish()
  }

  static func statusExpired(serial: Int) -> (AppAction) -> Bool {
    {
      if case .statusExpired(serial) = $0 { true } else { false }
    }
  }

  @Test func yIsInTheIssueFooterAndHelpBesideO() {
    let program = Fixtures.program
    let state = issueState(Self.issue(url: "https://github.com/demo/busy/issues/1"))
    let bindings = state.top.screen.bindings(program.keymapContext(state))
    let keys = bindings.compactMap { $0.footer }
    let o = keys.firstIndex(of: "o")
    #expect(o != nil && keys.firstIndex(of: "y") == o.map { $0 + 1 })
    #expect(
      HelpOverlay.rows(for: bindings, wheel: true, words: ChromeWords(.english)).contains {
        $0.keys == "y"
      })
  }

  /// The app on the headless terminal with the demo backend, opened on demo/busy #160.
  struct Harness {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 24))
    let clock = SteppedClock()
    let run: Task<AppState, Never>

    init(openURL: @escaping @Sendable (String) async -> Bool, language: Language = .english) {
      let repository = Fixtures.repository(clock: clock)
      let program = TriageProgram.onRepositories(
        environment: Fixtures.environment(repository, language: language, openURL: openURL),
        initialRepository: DemoIssueRepository.busy)
      let (terminal, clock) = (self.terminal, self.clock)
      run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    func openIssue() async {
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame(containing: "#160")
      terminal.press(.enter)
      await terminal.waitForFrame(containing: "› #160")
      await clock.release(.milliseconds(600))
      await terminal.waitForFrame { $0.contains("── Comments") || $0.contains("── コメント") }
    }

    func quit() async {
      terminal.press(.ctrl("c"))
      _ = await run.value
    }
  }

  @Test func yWritesTheLinkThroughTheTerminal() async {
    let app = Harness(openURL: { _ in true })
    await app.openIssue()
    #expect(app.terminal.clipboard.isEmpty)
    app.terminal.type("y")
    await app.terminal.waitForFrame(containing: "Link copied to the clipboard")
    #expect(app.terminal.clipboard == ["https://github.com/demo/busy/issues/160"])
    await app.quit()
  }

  @Test func whenNoBrowserOpensTheFooterShowsTheLink() async {
    let app = Harness(openURL: { _ in false })
    await app.openIssue()
    app.terminal.type("o")
    let frame = await app.terminal.waitForFrame(containing: "No browser opened")
    #expect(frame.contains("https://github.com/demo/busy/issues/160"))
    await app.quit()
  }

  @Test func theJapaneseFooterSaysTheSameInJapanese() async {
    let app = Harness(openURL: { _ in false }, language: .japanese)
    await app.openIssue()
    app.terminal.type("o")
    let frame = await app.terminal.waitForFrame(containing: "ブラウザを開けませんでした")
    #expect(frame.contains("https://github.com/demo/busy/issues/160"))
    await app.quit()
  }

  @Test func aLinkTooWideForTheFooterTakesTheWholeRow() {
    var canvas = Canvas(size: Size(width: 40, height: 1))
    let url = "No browser opened. Link: https://github.com/demo/busy/issues/160"
    ChromeView.drawFooter(
      [("q", "quit")], status: url, in: Rect(x: 0, y: 0, width: 40, height: 1), canvas: &canvas,
      theme: .standard)
    #expect(canvas.text(ofRow: 0) == String(url.prefix(40)))
  }
}

/// A status line belongs to the screen that made it: it doesn't follow the reader to the next
/// screen, where it would cover that screen's key hints.
@Suite struct StatusOwnershipTests {
  @Test func aScreensStatusDoesNotShowOnTheNextScreen() async {
    let program = Fixtures.program
    let list = Fixtures.state(.success, size: Size(width: 80, height: 24))
    var state = list
    // A fixture: an issue opened with a long status; what is checked is where it shows.
    program.press(.enter, on: &state)
    _ = program.showStatus("No browser opened. Link: https://github.com/demo/busy/issues/1", &state)
    let size = Size(width: 80, height: 24)
    // Too long to share the footer: on a row of its own above it, the keys still below.
    #expect(program.view(state, in: size).text(ofRow: 22).contains("No browser opened"))
    #expect(program.view(state, in: size).text(ofRow: 23).contains("Esc back"))
    let store = TestStore(program: program, initialState: state)
    let issues = state.issuesID
    // The issue goes and the list is back as it was before it was opened; the status stays
    // the issue's, so the list doesn't show it.
    await store.press(.escape) {
      $0.navigation.pop()
      $0.listOrigins = [:]
      $0.navigation[issues] = list.navigation[issues]
    }
    let footer = store.view(in: size).text(ofRow: 23)
    #expect(!store.view(in: size).textDump.contains("No browser opened"), "\(footer)")
    #expect(footer.contains("Enter"), "the list's key hints are back")
    await store.finish()
  }
}
