import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The built-in themes and how one is chosen: `TRIAGE_THEME`, then the config file, then
/// `auto`, which reads `COLORFGBG` and is `dark` when nothing says.
struct ThemeTests {
  static let sizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
  ]

  @Test func theEnvironmentWinsOverTheConfigFile() {
    let chosen = ThemeChoice(environment: ["TRIAGE_THEME": "Light"], configured: .highContrast)
    #expect(chosen.name == .light)
    #expect(chosen.problem == nil)
  }

  @Test func theConfigFileWinsOverAuto() {
    #expect(ThemeChoice(environment: [:], configured: .highContrast).name == .highContrast)
  }

  @Test(arguments: [
    ("15;0", ThemeName.dark), ("0;15", .light), ("0;default;7", .light), ("12;8", .dark),
    ("", .dark), ("garbage", .dark),
  ])
  func autoReadsTheBackgroundFromCOLORFGBG(value: String, expected: ThemeName) {
    #expect(ThemeChoice(environment: ["COLORFGBG": value], configured: nil).name == expected)
    #expect(ThemeChoice(environment: ["COLORFGBG": value], configured: .auto).name == expected)
  }

  @Test func nothingSaidIsDark() {
    #expect(ThemeChoice(environment: [:], configured: nil).name == .dark)
  }

  @Test func anUnknownThemeIsSaidAndTheNextChoiceUsed() {
    let chosen = ThemeChoice(
      environment: ["TRIAGE_THEME": "solarized\u{1B}[2J"], configured: .light)
    #expect(chosen.name == .light)
    #expect(chosen.problem?.contains("is not a theme (auto, dark, light, high-contrast)") == true)
  }

  /// The roles differ where they should: the light theme has no pale cyan or yellow, the
  /// high-contrast one nothing dim.
  @Test func theThemesDifferInTheirRoles() {
    let light = Theme.named(.light)
    #expect(light.breadcrumb.foreground != Color.cyan)
    #expect(light.number.foreground != Color.yellow)
    let high = Theme.named(.highContrast)
    #expect(!high.meta.attributes.contains(.dim))
    #expect(high.panes.selection.contains(.bold))
    #expect(Theme.named(.dark).meta == Theme.standard.meta)
  }

  @Test func autoFollowsTheBackgroundAndANamedThemeDoesNot() {
    #expect(ThemeChoice(environment: [:], configured: nil).followsBackground)
    #expect(ThemeChoice(environment: ["COLORFGBG": "0;15"], configured: .auto).followsBackground)
    #expect(!ThemeChoice(environment: [:], configured: .dark).followsBackground)
    #expect(!ThemeChoice(environment: ["TRIAGE_THEME": "dark"], configured: nil).followsBackground)
    // An unknown TRIAGE_THEME is said, and `auto` goes on as if it were unset.
    #expect(ThemeChoice(environment: ["TRIAGE_THEME": "x"], configured: nil).followsBackground)
  }

  /// The terminal's answer (OSC 11) switches `auto` after the first frame: the frame after it is
  /// drawn in the other theme, rows laid out before included; a named theme ignores it.
  @Test func theTerminalsAnswerSwitchesAutoToTheThemeOfItsBackground() async {
    let size = Size(width: 80, height: 24)
    var program = Self.program(.dark, .english)
    program.followTerminalBackground(light: .named(.light), dark: .named(.dark))
    let store = TestStore(
      program: program, initialState: Fixtures.loadedState(size: size, program: program))
    let dark = store.view(in: size)
    await store.send(.input(.backgroundColor(Xterm256.RGB(red: 253, green: 246, blue: 227)))) {
      $0.terminalBackgroundIsLight = true
    }
    let light = store.view(in: size)
    #expect(light.text(ofRow: 2) == dark.text(ofRow: 2))
    #expect(Self.styles(dark) != Self.styles(light))
    #expect(
      Self.styles(light)
        == Self.styles(Self.program(.light, .english).view(store.state, in: size)))

    await store.send(.input(.backgroundColor(Xterm256.RGB(red: 0, green: 0, blue: 0)))) {
      $0.terminalBackgroundIsLight = false
    }
    #expect(Self.styles(store.view(in: size)) == Self.styles(dark))
    await store.finish()

    // A named theme takes the answer as no change at all.
    let named = Self.program(.highContrast, .english)
    let fixed = TestStore(
      program: named, initialState: Fixtures.loadedState(size: size, program: named))
    let before = fixed.view(in: size)
    await fixed.send(.input(.backgroundColor(Xterm256.RGB(red: 255, green: 255, blue: 255))))
    #expect(Self.styles(fixed.view(in: size)) == Self.styles(before))
    await fixed.finish()
  }

  /// Every cell's style, row by row.
  static func styles(_ canvas: Canvas) -> [[Style]] {
    (0..<canvas.size.height).map { y in (0..<canvas.size.width).map { canvas[$0, y].style } }
  }

  static func program(_ name: ThemeName, _ language: Language) -> TriageProgram {
    TriageProgram(
      environment: Fixtures.environment(language: language), theme: .named(name),
      sections: SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults)
  }

  @Test(arguments: [ThemeName.dark, .light, .highContrast], [Language.english, .japanese])
  func snapshots(theme: ThemeName, language: Language) {
    for size in Self.sizes {
      let program = Self.program(theme, language)
      let name = "\(theme.rawValue)-\(language)-\(size.width)x\(size.height)"
      let list = Fixtures.loadedState(size: size, program: program)
      assertSnapshot(of: program.view(list, in: size), as: .canvasText, named: "list-\(name)")
      var files = PullRequestScreenTests.opened(133, size: size, program: program)
      program.press(.character("2"), on: &files)  // a fixture: the Files part
      assertSnapshot(of: program.view(files, in: size), as: .canvasText, named: "diff-\(name)")
    }
  }
}
