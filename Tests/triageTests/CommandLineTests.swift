import ArgumentParser
import Testing

@testable import triage

/// What the command line says back: a negative latency gets the validation message (not
/// "Missing value"), and `triage help` prints the help and exits 0.
@Suite struct CommandLineTests {
  static func failure(_ arguments: [String]) -> (message: String, code: Int32)? {
    do {
      _ = try TriageCommand.parse(arguments)
      return nil
    } catch {
      return (TriageCommand.fullMessage(for: error), TriageCommand.exitCode(for: error).rawValue)
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

  @Test func aWordThatIsNotARepositoryIsStillRefused() throws {
    let (message, code) = try #require(Self.failure(["helpme"]))
    #expect(message.contains("is not a repository"))
    #expect(code == 64)
  }
}
