import ArgumentParser
import IssueDomain
import TestSupport
import Testing

@testable import triage

/// What the command line says back: a negative latency gets the validation message (not
/// "Missing value"), and `triage help` prints the help and exits 0.
@Suite struct CommandLineTests {
  /// What `TriageCommand.main` prints and exits with when `arguments` end the process before the
  /// app starts (as ArgumentParser's `exit(withError:)` prints it, with the line's newline), or
  /// nil when they parse.
  static func failure(_ arguments: [String]) -> (message: String, code: Int32)? {
    do {
      _ = try TriageCommand.parse(arguments)
      return nil
    } catch {
      return (
        TriageCommand.fullMessage(for: error, columns: 80) + "\n",
        TriageCommand.exitCode(for: error).rawValue
      )
    }
  }

  @Test(arguments: [
    ["--demo-latency", "-5"], ["--demo-latency=-5"], ["--demo", "--demo-latency", "-1"],
  ])
  func aNegativeLatencyGetsTheValidationMessage(_ arguments: [String]) throws {
    let (message, code) = try #require(Self.failure(arguments))
    #expect(message.contains("--demo-latency must be 0 or more milliseconds"), "\(message)")
    #expect(!message.contains("Missing value"))
    #expect(code == 64)
  }

  @Test func aLatencyStillParses() throws {
    #expect(try TriageCommand.parse(["--demo-latency", "0"]).latencyMilliseconds == 0)
    #expect(
      try TriageCommand.parse(["--demo-latency", "250", "octo/app"]).repository == "octo/app")
  }

  @Test func helpAsACommandPrintsTheHelpAndExitsZero() throws {
    let (message, code) = try #require(Self.failure(["help"]))
    #expect(message.contains("USAGE: triage"), "\(message)")
    #expect(message.contains("--demo-latency"))
    #expect(code == 0)
  }

  /// Each way a command line can be wrong, in ArgumentParser's words, and the usage line after.
  @Test(arguments: [
    (["--bogus"], "Error: Unknown option '--bogus'\nUsage: triage"),
    (["-x"], "Error: Unknown option '-x'\nUsage: triage"),
    (["--host"], "Error: Missing value for '--host <host>'\nHelp:  --host <host>  GitHub host"),
    (["--host", "--demo"], "Error: Missing value for '--host <host>'"),
    (["--section", "abc"], "Error: The value 'abc' is invalid for '--section <N>'\nHelp:"),
    (["a/b", "c/d"], "Error: Unexpected argument 'c/d'\nUsage: triage [<options>] [<repository>]"),
    (["--demo=1"], "Error: The option '--demo' does not take any value, but '1' was specified."),
    (["a/b", "--demo-latency"], "Error: Missing value for '--demo-latency <demo-latency>'"),
  ])
  func usageErrorsSayWhatIsWrongAndExit64(_ arguments: [String], _ start: String) throws {
    let (message, code) = try #require(Self.failure(arguments))
    #expect(message.hasPrefix(start), "\(message)")
    #expect(message.hasSuffix("  See 'triage --help' for more information.\n"))
    #expect(code == 64)
  }

  @Test func optionsTakeTheirValueEitherWayAndTheLastOneWins() throws {
    let command = try TriageCommand.parse([
      "--host=a.example", "--host", "b.example", "--log-level=info", "--demo", "--", "o/r",
    ])
    #expect(command.host == "b.example")
    #expect(command.logLevel == "info")
    #expect(command.demo)
    #expect(command.repository == "o/r")
    #expect(try TriageCommand.parse(["--section=2"]).section == 2)
  }

  @Test func versionAndHelpAreAnsweredWithStatusZero() throws {
    #expect(Self.failure(["--version"])?.message == TriageCommand.version + "\n")
    #expect(Self.failure(["--version"])?.code == 0)
    let help = try #require(Self.failure(["-h"]))
    #expect(help.code == 0)
    #expect(help.message.contains("  --demo-latency <demo-latency>\n"))
    #expect(help.message.contains("(default: 400)"))
    let lines = help.message.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("USAGE:") }, "wrapped at 80")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func aCompletionScriptIsAnsweredWithStatusZero(_ shell: String) throws {
    let (message, code) = try #require(Self.failure(["--generate-completion-script", shell]))
    #expect(code == 0)
    #expect(message.contains("demo-latency"), "\(message)")
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let (message, code) = try #require(Self.failure(["--generate-completion-script", "tcsh"]))
    #expect(message.hasPrefix("Error: "), "\(message)")
    #expect(code == 64)
  }

  @Test func aWordThatIsNotARepositoryIsStillRefused() throws {
    let (message, code) = try #require(Self.failure(["helpme"]))
    #expect(message.contains("is not a repository"))
    #expect(code == 64)
  }

  @Test(arguments: [
    ["--section", "0"], ["--section", "10"], ["--section=-1"], ["--section", "-1"],
  ])
  func aSectionOutOfRangeIsAUsageError(_ arguments: [String]) throws {
    // No config has more than nine sections, so these are out of range whatever the file says.
    let (message, code) = try #require(Self.failure(arguments))
    #expect(message.contains("--section must be from 1 to "), "\(message)")
    #expect(code == 64)
  }

  @Test func aSectionAndARepositoryTogetherAreAUsageError() throws {
    let (message, code) = try #require(Self.failure(["--section", "1", "octo/app"]))
    #expect(message.contains("give a repository or --section, not both"), "\(message)")
    #expect(code == 64)
  }

  @Test func theFirstSectionAlwaysParses() throws {
    // Every configuration, the defaults included, has a first section.
    #expect(try TriageCommand.parse(["--section", "1"]).section == 1)
    #expect(try TriageCommand.parse(["octo/app"]).section == nil)
  }

  @Test func theHelpDescribesSection() throws {
    let (message, _) = try #require(Self.failure(["--help"]))
    #expect(message.contains("--section <N>"), "\(message)")
    #expect(message.contains("config.yml"))
  }

  @Test func launchOptionsCarryTheFilesSectionsAndTheChosenOne() throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(
      "sections:\n  - {title: A, query: a}\n  - {title: B, query: b}\n",
      at: "xdg/triage/config.yml")
    let command = try TriageCommand.parse(["--section", "1"])
    let launch = command.launchOptions(
      environment: ["XDG_CONFIG_HOME": root.path + "/xdg"], homeDirectory: "/nowhere")
    #expect(launch.sections.sections.map(\.title) == ["A", "B"])
    #expect(launch.configurationProblem == nil)
    #expect(launch.startSection == 0)
    let plain = try TriageCommand.parse([]).launchOptions(
      environment: [:], homeDirectory: root.path)
    #expect(plain.sections == .defaults)
    #expect(plain.startSection == nil)
  }

  @Test func theRangeIsTheLoadedSectionsAndABrokenFileSaysWhy() {
    let defaults = ConfigFile.Loaded(sections: .defaults, problem: nil)
    #expect(LaunchOptions.sectionError(4, loaded: defaults) == nil)
    #expect(
      LaunchOptions.sectionError(8, loaded: defaults)
        == "--section must be from 1 to 7 (there are 7 sections)")
    let problem = ConfigurationProblem(
      file: "~/.config/triage/config.yml", line: 3, key: "sections[1].lmit",
      reason: .unknownKey(expected: ["title"]))
    let broken = ConfigFile.Loaded(sections: .defaults, problem: problem)
    let message = LaunchOptions.sectionError(9, loaded: broken)
    #expect(message?.hasSuffix("; \(problem.message)") == true)
    #expect(LaunchOptions(loaded: broken, section: 9).startSection == nil)
    #expect(LaunchOptions(loaded: broken, section: 4).startSection == 3)
    #expect(LaunchOptions(loaded: broken, section: 4).configurationProblem == problem)
  }
}
