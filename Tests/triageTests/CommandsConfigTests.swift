import AppCore
import Foundation
import IssueDomain
import PullRequestFeature
import TerminalUI
import Testing
import TriageApp

@testable import triage

/// `commands:` in config.yml: what an entry gives, and for each way it can be wrong one problem
/// naming the file, the line and the key, as every other config problem.
@Suite("commands config", .timeLimit(.minutes(1)))
struct CommandsConfigTests {
  static let file = "~/.config/triage/config.yml"

  private func problem(_ yaml: String) -> ConfigurationProblem? {
    ConfigFile.problem(in: yaml, file: Self.file)
  }

  @Test func commandsAreReadWithTheirContextsTemplatesAndShell() throws {
    let yaml = """
      commands:
        - key: C
          context: pull-request
          title: worktree
          run: [git, worktree, add, "../{{name}}-{{number}}", "{{branch}}"]
        - key: ctrl-o
          run: "echo {{title}} | wc -c"
          shell: true
      """
    let commands = try #require(try ConfigFile.settings(in: yaml, file: Self.file)?.customCommands)
    #expect(
      commands == [
        CustomCommand(
          key: .character("C"), context: .pullRequest, title: "worktree",
          template: ["git", "worktree", "add", "../{{name}}-{{number}}", "{{branch}}"],
          shell: false),
        CustomCommand(
          key: .ctrl("o"), context: .global, title: "echo {{title}} | wc -c",
          template: ["echo {{title}} | wc -c"], shell: true),
      ])
  }

  /// One test per kind of problem, each at its entry's line (or the value's, for a shape).
  @Test(arguments: [
    ("commands: run\n", 1, "commands: must be a list of commands"),
    ("commands:\n  - C\n", 2, "commands[1]: must be a mapping (key, context, run)"),
    ("commands:\n  - key: C\n    runs: [x]\n", 3, "commands[1].runs: unknown key"),
    ("commands:\n  - run: [x]\n", 2, "commands[1].key: is required"),
    ("commands:\n  - key: C\n", 2, "commands[1].run: is required"),
    (
      "commands:\n  - key: C\n    run: x {{url}}\n", 3,
      "commands[1].run: must be a list of arguments (or one string with shell: true)"
    ),
    ("commands:\n  - key: C\n    run: [x]\n    shell: yes\n", 4, "must be true or false"),
    ("commands:\n  - key: hyper-c\n    run: [x]\n", 2, "“hyper-c” is not a key name"),
    (
      "commands:\n  - key: C\n    context: diff\n    run: [x]\n", 2,
      "“diff” is not a context for a command"
    ),
    ("commands:\n  - key: C\n    run: [x, \"{{body}}\"]\n", 3, "{{body}} is not a placeholder"),
    ("commands:\n  - key: C\n    run: [\" \"]\n", 2, "run must name a program"),
    (
      "commands:\n  - key: C\n    shell: true\n    run: [a, b]\n", 2,
      "with shell: true, run must be one string"
    ),
    (
      "commands:\n  - key: C\n    context: issue\n    run: [a]\n  - key: C\n    run: [b]\n", 5,
      "C is given to two commands in global"
    ),
    (
      "keys:\n  lists:\n    refresh: R\ncommands:\n  - key: R\n    context: lists\n    run: [a]\n",
      5, "R is keys.lists.refresh already"
    ),
  ])
  func eachProblemNamesItsLine(_ yaml: String, _ line: Int, _ message: String) throws {
    let found = try #require(problem(yaml))
    #expect(found.line == line)
    #expect(found.description.contains(message), "\(found.description)")
    #expect(found.description.hasPrefix(Self.file + ":\(line): commands"))
  }

  @Test func moreThanFiftyCommandsIsAProblemAtTheFirstOneTooMany() throws {
    let keys = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXY")
    let entries = keys.map { "  - key: \($0)\n    context: issue\n    run: [x]\n" }
    let found = try #require(problem("commands:\n" + entries.joined()))
    #expect(found.line == 2 + 50 * 3)
    #expect(found.description.contains("lists 51 commands; at most 50"))
    // The fifty before it are kept.
    let settings = try #require(ConfigFile.parse("commands:\n" + entries.joined(), file: "c"))
    #expect(settings.customCommands?.count == 50)
  }

  @Test func aTitleIsMadeSafeToDrawAndKeptShort() throws {
    let long = String(repeating: "x", count: 41)
    let found = try #require(
      problem("commands:\n  - key: C\n    title: \(long)\n    run: [a]\n"))
    #expect(found.description.contains("title must be at most 40 characters"))
    let yaml = "commands:\n  - key: C\n    title: \"a\\u001b[31mb\"\n    run: [a]\n"
    let title = try ConfigFile.settings(in: yaml, file: Self.file)?.customCommands?.first?.title
    #expect(title?.contains("\u{1B}") == false)
  }
}
