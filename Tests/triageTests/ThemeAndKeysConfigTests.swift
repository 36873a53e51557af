import AppCore
import Foundation
import IssueDomain
import ListSupport
import TerminalUI
import Testing
import TriageApp

@testable import triage

/// `theme:` and `keys:` in config.yml: what they take, and for each bad value one problem
/// naming the file, the line and the key, as every other config problem.
@Suite("theme and keys", .timeLimit(.minutes(1)))
struct ThemeAndKeysConfigTests {
  static let file = "~/.config/triage/config.yml"

  private func problem(_ yaml: String) -> ConfigurationProblem? {
    ConfigFile.problem(in: yaml, file: Self.file)
  }

  @Test func aThemeIsNamed() throws {
    let settings = try ConfigFile.settings(in: "theme: High-Contrast\n", file: Self.file)
    #expect(settings?.theme == .highContrast)
  }

  @Test(arguments: ["solarized", "[light]", "~", "\"\""])
  func anUnknownThemeIsAProblemAtItsLine(_ value: String) throws {
    let found = try #require(problem("cache:\n  max_size: 200MB\ntheme: \(value)\n"))
    #expect(found.line == 3)
    #expect(found.key == "theme")
    #expect(found.description.hasSuffix("theme: must be one of auto, dark, light, high-contrast"))
  }

  @Test func keysMapActionsPerContext() throws {
    let yaml = """
      keys:
        lists:
          move-down: [n, down]
          refresh: ctrl-r
        global:
          quit: Q
      """
    let remap = try #require(try ConfigFile.settings(in: yaml, file: Self.file)?.keyRemap)
    #expect(remap.keys[.lists]?["move-down"] == [.character("n"), .down])
    #expect(remap.keys[.lists]?["refresh"] == [.ctrl("r")])
    #expect(remap.keys[.global]?["quit"] == [.character("Q")])
  }

  /// The completion lists are remapped with the pickers: their accept, next, previous and
  /// close are the pickers' `apply`, `move-down`, `move-up` and `close`.
  @Test func theCompletionsKeysAreThePickers() throws {
    let yaml = """
      keys:
        pickers:
          apply: [ctrl-y, enter]
          move-down: ctrl-j
      """
    let remap = try #require(try ConfigFile.settings(in: yaml, file: Self.file)?.keyRemap)
    #expect(remap.keys[.pickers]?["apply"] == [.ctrl("y"), .enter])
    #expect(remap.keys[.pickers]?["move-down"] == [.ctrl("j")])
    // There is no action of its own to name: `complete` is a problem at its line.
    let found = try #require(problem("keys:\n  pickers:\n    complete: tab\n"))
    #expect(found.line == 3)
    #expect(found.description.contains("is not an action of pickers"))
    #expect(problem("keys:\n  completion:\n    apply: tab\n")?.line == 3)
  }

  /// One test per kind of problem: an unknown context, an unknown action, an unknown key name,
  /// a key given twice in one context, and the wrong shapes; each at the entry's line.
  @Test(arguments: [
    ("keys:\n  listz:\n    move-down: n\n", 3, "is not a key context"),
    ("keys:\n  lists:\n    fly: n\n", 3, "is not an action of lists"),
    ("keys:\n  lists:\n    move-down: hyper-n\n", 3, "is not a key name"),
    (
      "keys:\n  lists:\n    move-down: n\n    move-up: n\n", 4,
      "n is given to both move-down and move-up"
    ),
    ("keys:\n  lists:\n    move-down: []\n", 3, "has no keys"),
    ("keys: n\n", 1, "must be a mapping of contexts"),
    ("keys:\n  lists: n\n", 2, "must be a mapping of contexts"),
    ("keys:\n  lists:\n    move-down: {a: b}\n", 3, "must be a key or a list of keys"),
  ])
  func aBadEntryIsAProblemAtItsLine(yaml: String, line: Int, words: String) throws {
    let found = try #require(problem(yaml))
    #expect(found.line == line, "\(found.description)")
    #expect(found.description.contains(words), "\(found.description)")
    #expect(found.description.hasPrefix("\(Self.file):\(line): keys"))
  }

  /// A bad key entry is left out; the theme, a key of its own, still applies.
  @Test func aProblemLeavesOutOnlyItsEntry() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("triage-keys-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("config.yml").path
    try "theme: light\nkeys:\n  lists:\n    fly: n\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let loaded = ConfigFile(path: path, homeDirectory: "/nonexistent").load()
    #expect(loaded.problem?.line == 4)
    #expect(loaded.theme == .light)
    #expect(loaded.keyRemap.isEmpty)
  }
}
