import AppCore
import Foundation
import IssueDomain
import TestSupport
import Testing
import TriageApp

@testable import triage

/// Every problem of a config file is reported, each at its own line, and leaves out only what
/// it is in: the rest of the file applies.
@Suite("Config problems, all of them", .timeLimit(.minutes(1)))
struct ConfigProblemsTests {
  static let file = "~/.config/triage/config.yml"

  private func read(_ yaml: String) throws -> ConfigFile.Settings {
    try #require(ConfigFile.parse(yaml, file: Self.file))
  }

  @Test func everyProblemIsReportedAtItsOwnLineAndTheRestApplies() throws {
    let settings = try read(
      """
      theme: light
      sections:
        - title: Good
          query: is:open
        - title: Bad
          query: is:open
          limit: 0
      keys:
        lists:
          fly: n
          refresh: ctrl-r
      preview:
        enabled: maybe
      colour: blue
      """)
    #expect(settings.problems.map(\.line) == [7, 10, 13, 14])
    #expect(settings.theme == .light)
    #expect(settings.sections?.sections.map(\.title) == ["Good"])
    #expect(settings.keyRemap?.keys[.init(rawValue: "lists")]?["refresh"] != nil)
    #expect(settings.preview == nil)
    #expect(
      settings.problems.map(\.consequence) == [
        .leftOut("sections[2]"), .leftOut("keys.lists.fly"), .leftOut("preview"),
        .leftOut("colour"),
      ])
    #expect(
      settings.problems[0].message
        == "\(Self.file):7: sections[2].limit: must be a whole number from 1 to 1000 (sections[2] left out; the rest applies)"
    )
  }

  @Test func aBadKeyEntryLeavesTheThemeAndIsNotPrefixedTwice() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    let path = try root.write("theme: light\nkeys:\n  lists:\n    fly: n\n", at: "config.yml")
    let loaded = ConfigFile(path: path, homeDirectory: "/nonexistent").load()
    #expect(loaded.theme == .light)
    let problem = try #require(loaded.problem)
    #expect(problem.line == 4)
    #expect(!problem.description.contains("keys: keys"))
    #expect(
      problem.description.hasSuffix(
        ":4: keys.lists: “fly” is not an action of lists (docs/keys.md lists them)"))
    for yaml in ["keys:\n  nowhere:\n    quit: Q\n", "keys:\n  global:\n    quit: ctrl-zz\n"] {
      let found = try #require(try read(yaml).problems.first)
      #expect(!found.description.contains("keys: keys"), "\(found)")
      #expect(found.line == 3)
    }
  }

  @Test func anUnterminatedQuoteIsAtItsOwnLine() throws {
    let settings = try read("theme: light\nsections:\n  - title: \"Open\n    query: x\n\n\n")
    let problem = try #require(settings.problems.first)
    #expect(problem.line == 3)
    guard case .syntax = problem.reason else {
      Issue.record("\(problem)")
      return
    }
  }

  @Test func anUnknownPlaceholderIsAtItsRunLine() throws {
    let settings = try read(
      """
      commands:
        - key: W
          context: issue
          title: nope
          run: [echo, "{{nope}}"]
        - key: V
          run: [echo, "{{url}}"]
      """)
    let problem = try #require(settings.problems.first)
    #expect(settings.problems.count == 1)
    #expect(problem.line == 5)
    #expect(problem.key == "commands[1]")
    #expect(problem.consequence == .leftOut("commands[1]"))
    #expect(settings.customCommands?.count == 1)
  }

  @Test func twoBadCommandsAreTwoProblemsAndTheGoodOneStays() throws {
    let settings = try read(
      """
      commands:
        - key: ctrl-zz
          run: [a]
        - key: x
          run: [b]
        - key: y
          run: "not a list"
      """)
    #expect(settings.problems.map(\.line) == [2, 7])
    #expect(settings.customCommands?.map(\.title) == ["b"])
  }

  @Test func aFileLevelProblemIsTheDefaults() throws {
    let settings = try read("sections: [\n")
    #expect(settings.problems.count == 1)
    #expect(settings.problems.first?.consequence == .usingDefaults)
    #expect(settings.sections == nil)
  }
}
