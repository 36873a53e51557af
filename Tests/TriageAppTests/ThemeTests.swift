import IssueDomain
import Localization
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

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
      _ = program.reduce(&files, .input(.key(.character("2"))))
      assertSnapshot(of: program.view(files, in: size), as: .canvasText, named: "diff-\(name)")
    }
  }
}
