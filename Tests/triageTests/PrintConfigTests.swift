import AppCore
import Foundation
import IssueDomain
import TerminalUI
import Testing
import TriageApp

@testable import triage

/// `--print-config`: what is in effect, defaults filled in, read back by the same reader to the
/// same settings; a file that can't be used is named, and the defaults printed.
@Suite("print config", .timeLimit(.minutes(1)))
struct PrintConfigTests {
  static let file = "~/.config/triage/config.yml"

  @Test func theDefaultsArePrintedAndReadBackTheSame() throws {
    let loaded = ConfigFile.Loaded(sections: .defaults, problem: nil)
    let text = ConfigPrinter.text(loaded, path: Self.file, environment: [:])
    #expect(text.contains("max_size: 200MB"))
    #expect(text.contains("theme: auto"))
    #expect(text.contains("accessibility: standard"))
    #expect(text.contains("# The theme drawn: dark."))
    let settings = try #require(try ConfigFile.settings(in: text, file: Self.file))
    #expect(settings.sections == .defaults)
    #expect(settings.cacheMaximumBytes == ConfigFile.defaultCacheMaximumBytes)
  }

  @Test func aFilesSettingsRoundTripWithKeysAndCommands() throws {
    let yaml = """
      sections:
        - title: "true"
          query: is:open label:"needs triage"
          limit: 100
        - title: Inbox
          kind: notifications
          participating: true
          reasons: [mention]
      cache:
        max_size: 1GB
      theme: light
      accessibility: screen-reader
      preview:
        enabled: false
        min_width: 160
      keys:
        lists:
          move-down: [n, down, space]
        global:
          quit: ctrl-q
      commands:
        - key: W
          context: pull-request
          run: [git, switch, "{{branch}}", "true"]
        - key: f5
          run: "echo {{title}}"
          shell: true
      """
    let settings = try #require(try ConfigFile.settings(in: yaml, file: Self.file))
    let loaded = ConfigFile.Loaded(
      sections: settings.sections ?? .defaults, problem: nil,
      cacheMaximumBytes: settings.cacheMaximumBytes ?? 0, theme: settings.theme,
      keyRemap: settings.keyRemap ?? KeyRemap(), customCommands: settings.customCommands ?? [],
      screenReader: settings.screenReader ?? false, preview: settings.preview ?? .standard)
    let text = ConfigPrinter.text(loaded, path: Self.file, environment: [:])
    let again = try #require(try ConfigFile.settings(in: text, file: Self.file))
    #expect(again.sections == settings.sections)
    #expect(again.cacheMaximumBytes == 1024 * 1024 * 1024)
    #expect(again.theme == .light)
    #expect(again.screenReader == true)
    #expect(again.preview == settings.preview)
    #expect(again.preview?.minimumWidth == 160)
    #expect(again.keyRemap == settings.keyRemap)
    #expect(again.customCommands == settings.customCommands)
  }

  @Test func aFileThatCantBeUsedIsNamedAndTheDefaultsPrinted() {
    let problem = ConfigurationProblem(file: Self.file, line: 3, key: "theme", reason: .empty)
    let text = ConfigPrinter.text(
      ConfigFile.Loaded(sections: .defaults, problem: problem), path: Self.file,
      environment: ["TRIAGE_THEME": "light", "TRIAGE_SCREEN_READER": "1"])
    #expect(text.contains("# Problem: ~/.config/triage/config.yml:3: theme: must not be empty"))
    #expect(text.contains("# The theme drawn: light."))
    #expect(text.contains("accessibility: screen-reader"))
  }

  @Test(arguments: ["blind", "[screen-reader]", "~"])
  func anUnknownAccessibilityModeIsAProblemAtItsLine(_ value: String) throws {
    do throws(ConfigurationProblem) {
      _ = try ConfigFile.settings(in: "theme: dark\naccessibility: \(value)\n", file: Self.file)
      Issue.record("accepted \(value)")
    } catch {
      #expect(error.line == 2)
      #expect(error.description.hasSuffix("accessibility: must be standard or screen-reader"))
    }
  }

  @Test func keysAreNamedAsTheFileNamesThem() {
    #expect(KeyName.name(of: .escape) == "esc")
    #expect(KeyName.name(of: .ctrl("r")) == "ctrl-r")
    #expect(KeyName.name(of: .character(" ")) == "space")
    #expect(KeyName.name(of: .pageDown) == "pgdn")
    for name in ["x", "?", "enter", "tab", "shift-tab", "f12", "alt-enter", "home"] {
      let key = KeyName.key(name)
      #expect(key.map(KeyName.name(of:)) == name)
    }
  }
}
