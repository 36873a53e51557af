import ErrorHandling
import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

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
      domainLogger: Fixtures.silent, language: language, now: { Fixtures.referenceDate },
      host: host, unusedToken: unusedToken)
    return TriageProgram.onRepositories(environment: environment, startsSignedIn: false)
  }

  static func signIn(_ program: TriageProgram, size: Size) -> AppState {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    return state
  }

  static func form(_ state: AppState) -> SignInScreen? {
    if let screen = state.top.screen.as(SignInScreen.self) { return screen }
    return nil
  }

  @Test func tabAndShiftTabMoveBetweenTheFieldsAndBothEdit() {
    let program = Self.realServer()
    var state = Self.signIn(program, size: Size(width: 80, height: 24))
    program.press([.character("a"), .character("b")], on: &state)
    program.press([.tab], on: &state)
    #expect(Self.form(state)?.focus == .host)
    program.press([.ctrl("u")] + "ghe.example.com".map { Key.character($0) }, on: &state)
    program.press([.backTab, .character("c")], on: &state)
    #expect(Self.form(state)?.focus == .token)
    #expect(Self.form(state)?.token.text == "abc")
    #expect(Self.form(state)?.host.text == "ghe.example.com")
    program.press([.tab, .tab], on: &state)
    #expect(Self.form(state)?.focus == .token, "Tab wraps round")
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

  // MARK: - Help

  /// The issue page (the longest key table) with the help open.
  static func help(_ program: TriageProgram, size: Size) -> AppState {
    var state = Fixtures.issuesOpened(size: size, program: program)
    _ = program.reduce(&state, Fixtures.loaded(state, .success(Fixtures.firstPage())))
    program.press([.enter], on: &state)
    _ = program.reduce(&state, Fixtures.issueLoaded(state, .success(Fixtures.allIssues[0])))
    program.press([.character("?")], on: &state)
    return state
  }

  @Test func atFortyByTwelveTheHelpScrollsAndSaysSo() {
    let program = Fixtures.program
    let size = Size(width: 40, height: 12)
    var state = Self.help(program, size: size)
    let rowCount = program.helpRows(state).count
    let visible = HelpOverlay.visibleRowCount(rowCount: rowCount, in: Rect(size: size))
    #expect(visible < rowCount)
    let top = program.view(state, in: size)
    #expect(top.contains("↑↓ PgDn scroll"))
    #expect(top.contains("1-\(visible)/\(rowCount)"))
    program.press([.down, .character("j")], on: &state)
    #expect(state.helpOffset == 2)
    #expect(program.view(state, in: size).contains("3-\(visible + 2)/\(rowCount)"))
    program.press([.up], on: &state)
    #expect(state.helpOffset == 1)
    program.press([.pageDown, .pageDown, .pageDown, .pageDown], on: &state)
    #expect(state.helpOffset == rowCount - visible, "stops at the last row")
    let bottom = program.view(state, in: size)
    #expect(bottom.contains("wheel"), "the last row is reachable")
    program.press([.pageUp, .character("k"), .home], on: &state)
    #expect(state.helpOffset == 0)
    program.press([.end], on: &state)
    #expect(state.helpOffset == rowCount - visible)
    #expect(state.isHelpShowing, "scrolling keys don't close it")
    program.press([.escape], on: &state)
    #expect(!state.isHelpShowing)
    #expect(state.detail != nil, "Esc closed the help, not the issue")
    program.press([.character("?")], on: &state)
    #expect(state.helpOffset == 0, "it opens at the top again")
  }

  @Test func whenEverythingFitsTheHelpNeitherScrollsNorSaysSo() {
    let program = Fixtures.program
    let size = Size(width: 80, height: 24)
    var state = Self.help(program, size: size)
    program.press([.down, .pageDown], on: &state)
    #expect(state.helpOffset == 0)
    let canvas = program.view(state, in: size)
    #expect(canvas.contains("Esc or ? closes"))
    #expect(!canvas.contains("scroll ·"))
  }

  @Test(arguments: languages, sizes)
  func helpSnapshots(language: Language, size: Size) {
    let program = Fixtures.program(language: language)
    var state = Self.help(program, size: size)
    program.press([.character("j"), .character("j")], on: &state)
    assertSnapshot(
      of: program.view(state, in: size), as: .canvasText,
      named: "\(language)-\(size.width)x\(size.height)")
  }
}
