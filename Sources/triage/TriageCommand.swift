import ArgumentParser
import CursesBackend
import Foundation
import TerminalUI
import TriageApp

/// The `triage` command: parses options, takes over the terminal, runs the app, and gives the
/// terminal back. Errors before the screen is active go to stderr; none are printed after.
@main
struct TriageCommand: AsyncParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "triage",
    abstract: "A keyboard-driven terminal client for GitHub issues.",
    discussion: """
      Keys: ↑↓/jk move, PgUp/PgDn page, Home/End top/bottom, Enter open, Esc back, r refresh,
      q quit, Ctrl-Z suspend. NO_COLOR=1 turns colours off.
      """,
    version: version
  )

  @Option(name: .customLong("demo-latency"), help: "Latency of the sample data in milliseconds.")
  var latencyMilliseconds: Int = 600

  func validate() throws {
    guard latencyMilliseconds >= 0 else {
      throw ValidationError("--demo-latency must be 0 or more milliseconds")
    }
  }

  func run() async throws {
    let options = CursesTerminal.Options.fromEnvironment(ProcessInfo.processInfo.environment)
    let terminal: CursesTerminal
    do {
      terminal = try await CursesTerminal.open(options: options)
    } catch {
      FileHandle.standardError.write(Data("triage: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    }
    let program = TriageProgram(
      source: SampleIssueSource(latency: .milliseconds(latencyMilliseconds)))
    let runtime = Runtime(program: program, terminal: terminal, clock: ContinuousClock())
    _ = await runtime.run(from: program.initialState())
    await terminal.close()
  }
}
