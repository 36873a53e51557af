import AppCore
import IssueDomain
import TerminalUI
import Testing
import TriageApp

@testable import triage

/// `keys: preset: gh-dash`: gh-dash's keys on Triage's actions, the person's own entries over it.
@Suite("keys preset", .timeLimit(.minutes(1)))
struct KeyPresetTests {
  @Test func everyEntryOfThePresetIsAnActionAndNoneClash() throws {
    for preset in KeyPreset.allCases {
      let entries = preset.entries.map {
        KeyRemap.Entry(context: $0.context, action: $0.action, keys: $0.keys, line: 1)
      }
      _ = try KeyRemap(entries)
    }
  }

  @Test func thePresetGivesItsKeysAndYoursWin() throws {
    let settings = try #require(
      ConfigFile.parse(
        "keys:\n  preset: gh-dash\n  lists:\n    refresh: ctrl-r\n    search: r\n", file: "c"))
    #expect(settings.problems == [])
    let lists = try #require(settings.keyRemap?.keys[KeyContext(rawValue: "lists")])
    // Yours: refresh on ctrl-r alone, and r is search's, so the preset's r for refresh is gone.
    #expect(lists["refresh"] == [KeyName.key("ctrl-r")].compactMap { $0 })
    #expect(lists["search"] == [KeyName.key("r")].compactMap { $0 })
    // The preset's: h and l move between sections, d pipes the diff.
    #expect(lists["next-section"]?.contains(.character("l")) == true)
    let pullRequest = try #require(settings.keyRemap?.keys[KeyContext(rawValue: "pull-request")])
    #expect(pullRequest["diff-to-pager"] == [.character("d")])
  }

  @Test func anUnknownPresetIsAProblemAtItsLineAndTheOtherKeysApply() throws {
    let settings = try #require(
      ConfigFile.parse("keys:\n  preset: vim\n  global:\n    quit: Q\n", file: "c"))
    #expect(settings.problems.map(\.line) == [2])
    #expect(settings.problems.first?.consequence == .leftOut("keys.preset"))
    #expect(settings.keyRemap?.keys[KeyContext(rawValue: "global")]?["quit"] == [.character("Q")])
  }
}
