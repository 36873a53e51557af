import ErrorHandling
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The sign-in form against a real server (its fields, its text, a token set for the wrong kind
/// of host) and the help overlay scrolling where its rows don't fit.
@Suite struct SignInAndHelpTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]
  static let languages: [Language] = [.english, .japanese]

  /// The app signed out on a real (non-demo) server at `host`.
  static func realServer(
    host: String = "github.com", unusedToken: UnusedToken? = nil, language: Language = .english
  ) -> TriageProgram {
    let environment = AppEnvironment(
      repository: Fixtures.repository(), logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, language: language, now: { referenceDate },
      host: host, unusedToken: unusedToken)
    return TriageProgram.onRepositories(environment: environment, startsSignedIn: false)
  }

  static func signIn(_ program: TriageProgram, size: Size) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    return state
  }

  static func form(_ state: AppState) -> SignInScreen? {
    if let screen = state.top.screen.as(SignInScreen.self) { return screen }
    return nil
  }

  @Test func tabAndShiftTabMoveBetweenTheFieldsAndBothEdit() async {
    let program = Self.realServer()
    let store = TestStore(
      program: program, initialState: Self.signIn(program, size: Size(width: 80, height: 24)))
    await store.type("ab") {
      $0.modifyTop(as: SignInScreen.self) { $0.token = TextField(text: "ab", isMasked: true) }
    }
    await store.press(.tab) { $0.modifyTop(as: SignInScreen.self) { $0.focus = .host } }
    await store.press([.ctrl("u")] + "ghe.example.com".map { Key.character($0) }) {
      $0.modifyTop(as: SignInScreen.self) {
        $0.host = TextField(text: "ghe.example.com", maximumLength: 253)
      }
    }
    await store.press(.backTab, .character("c")) {
      $0.modifyTop(as: SignInScreen.self) {
        $0.focus = .token
        $0.token = TextField(text: "abc", isMasked: true)
      }
    }
    await store.press(.tab, .tab)  // Tab wraps round: back on the token, nothing changed
    await store.finish()
  }

  @Test func aRealServersFormNamesTheHostAndWhereToMakeATokenNotTheDemo() {
    let size = Size(width: 120, height: 40)
    let program = Self.realServer(host: "ghe.example.com")
    let canvas = program.view(Self.signIn(program, size: size), in: size)
    #expect(canvas.contains("Sign in to ghe.example.com"))
    #expect(canvas.contains("https://ghe.example.com/settings/tokens"))
    #expect(!canvas.contains("demo"))
    #expect(!canvas.contains("GH_TOKEN"), "nothing unused, nothing said")
  }

  @Test func theDemosFormStillExplainsTheDemoToken() {
    let size = Size(width: 120, height: 40)
    var state = Fixtures.loadedState(size: size)
    // A fixture: signing out reaches the form; what is checked is the form's text.
    Fixtures.program.press(Fixtures.signOut + [.enter], on: &state)
    #expect(Fixtures.program.view(state, in: size).contains("“demo”"))
  }

  @Test func anUnusedEnvironmentTokenIsNamedWithTheVariableToUse() {
    let size = Size(width: 120, height: 40)
    let program = Self.realServer(
      host: "ghe.example.com",
      unusedToken: UnusedToken(variable: "GH_TOKEN", expected: "GH_ENTERPRISE_TOKEN"))
    let canvas = program.view(Self.signIn(program, size: size), in: size)
    #expect(canvas.contains("GH_TOKEN is set, but it is not used for"))
    #expect(canvas.contains("GH_ENTERPRISE_TOKEN instead."))
  }

  @Test(arguments: languages, sizes)
  func bothFieldsStayOnScreenWithTheNote(language: Language, size: Size) {
    let program = Self.realServer(
      host: "ghe.example.com",
      unusedToken: UnusedToken(variable: "GH_TOKEN", expected: "GH_ENTERPRISE_TOKEN"),
      language: language)
    let canvas = program.view(Self.signIn(program, size: size), in: size)
    #expect(canvas.contains(SignInView.hostLabel.text(in: language)))
    #expect(canvas.contains("GH_ENTERPRISE_TOKEN"))
  }

  @Test(arguments: languages, sizes)
  func signInSnapshots(language: Language, size: Size) {
    let name = "\(language)-\(size.width)x\(size.height)"
    let github = Self.realServer(language: language)
    assertSnapshot(
      of: github.view(Self.signIn(github, size: size), in: size), as: .canvasText,
      named: "github-\(name)")
    let enterprise = Self.realServer(
      host: "ghe.example.com",
      unusedToken: UnusedToken(variable: "GH_TOKEN", expected: "GH_ENTERPRISE_TOKEN"),
      language: language)
    assertSnapshot(
      of: enterprise.view(Self.signIn(enterprise, size: size), in: size), as: .canvasText,
      named: "unused-token-\(name)")
  }

  /// At 30×8 the fields come first: the note and the prompt give up rows, and a cut one
  /// ends in "…".
  @Test(arguments: [Language.english, .japanese])
  func onAShortTerminalTheFieldsComeFirst(language: Language) {
    let size = Size(width: 30, height: 8)
    let enterprise = Self.realServer(
      host: "ghe.example.com",
      unusedToken: UnusedToken(variable: "GH_TOKEN", expected: "GH_ENTERPRISE_TOKEN"),
      language: language)
    let canvas = enterprise.view(Self.signIn(enterprise, size: size), in: size)
    let text = canvas.textDump
    #expect(text.contains("ghe.example.com"), "the host field: \(text)")
    #expect(canvas.lines.contains { $0.hasPrefix(" Token") || $0.hasPrefix(" トークン") })
    assertSnapshot(of: canvas, as: .canvasText, named: "short-\(language)")
  }

  /// The rows go to the fields, the message, the note and the prompt, in that order; blank
  /// rows only from what is left.
  @Test func theSignInRowsAreSharedByImportance() {
    let short = SignInLayout(height: 6, prompt: 4, note: 3, message: 2)
    #expect([short.message, short.note, short.prompt] == [2, 2, 0])
    #expect(short.aboveFields + short.betweenFields + short.aboveMessage == 0)
    let roomy = SignInLayout(height: 30, prompt: 4, note: 3, message: 2)
    #expect([roomy.message, roomy.note, roomy.prompt] == [2, 3, 4])
    #expect(
      [roomy.afterPrompt, roomy.aboveFields, roomy.betweenFields, roomy.aboveMessage] == [
        1, 1, 1, 1,
      ])
    #expect(roomy.top == (30 - 2 - 9 - 4) / 2)
  }

  // MARK: - Help

  /// The issue page (the longest key table) with the help open.
  static func help(_ program: TriageProgram, size: Size) -> AppState {
    // A fixture: the help tests start from it, and check their own steps.
    var state = Fixtures.issuesOpened(size: size, program: program)
    program.apply(Fixtures.loaded(state, .success(Fixtures.firstPage())), to: &state)
    program.press(.enter, on: &state)
    program.apply(Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])), to: &state)
    program.press(.character("?"), on: &state)
    return state
  }

  /// At 40 columns a long action wraps at a word onto a line of its own under the action
  /// column, instead of being cut mid-word.
  @Test func atFortyColumnsHelpLinesWrapAtWords() {
    let program = Fixtures.program
    let size = Size(width: 40, height: 12)
    let store = TestStore(program: program, initialState: Self.help(program, size: size))
    let lines = program.helpRows(store.state)
    let comment = lines.firstIndex { $0.keys == "c" }
    #expect(comment.map { lines[$0].action } == "comment on the")
    #expect(comment.map { lines[$0 + 1] }.map { [$0.keys, $0.action] } == ["", "issue"])
    let words = lines.map(\.action).joined(separator: " ")
    #expect(words.contains("close (asks why: completed / not planned)"))
  }

  @Test func atFortyByTwelveTheHelpScrollsAndSaysSo() async {
    let program = Fixtures.program
    let size = Size(width: 40, height: 12)
    let store = TestStore(program: program, initialState: Self.help(program, size: size))
    let rowCount = program.helpRows(store.state).count
    let visible = HelpOverlay.visibleRowCount(rowCount: rowCount, in: Rect(size: size))
    #expect(visible < rowCount)
    let top = program.view(store.state, in: size)
    #expect(top.contains("↑↓ PgDn scroll"))
    #expect(top.contains("1-\(visible)/\(rowCount)"))
    await store.press(.down, .character("j")) { $0.helpOffset = 2 }
    #expect(program.view(store.state, in: size).contains("3-\(visible + 2)/\(rowCount)"))
    await store.press(.up) { $0.helpOffset = 1 }
    await store.press(Array(repeating: .pageDown, count: rowCount)) {
      $0.helpOffset = rowCount - visible  // stops at the last row
    }
    let bottom = program.view(store.state, in: size)
    #expect(bottom.contains("wheel"), "the last row is reachable")
    await store.press(.pageUp, .character("k"), .home) { $0.helpOffset = 0 }
    // Scrolling keys don't close it.
    await store.press(.end) { $0.helpOffset = rowCount - visible }
    // Esc closes the help, not the issue, and forgets where it was, so it opens at the top
    // again.
    await store.press(.escape) {
      $0.isHelpShowing = false
      $0.helpOffset = 0
    }
    await store.press(.character("?")) { $0.isHelpShowing = true }
    await store.finish()
  }

  @Test func whenEverythingFitsTheHelpNeitherScrollsNorSaysSo() async {
    let program = Fixtures.program
    // The issue screen's help (its keys, the writes', the app's) fits 80×32.
    let size = Size(width: 80, height: 32)
    let store = TestStore(program: program, initialState: Self.help(program, size: size))
    await store.press(.down, .pageDown)
    await store.finish()
    let canvas = program.view(store.state, in: size)
    #expect(canvas.contains("Esc or ? closes"))
    #expect(!canvas.contains("scroll ·"))
  }

  @Test(arguments: languages, sizes)
  func helpSnapshots(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    var state = Self.help(program, size: size)
    program.press(.character("j"), .character("j"), on: &state)  // a fixture for the snapshot
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }
}
