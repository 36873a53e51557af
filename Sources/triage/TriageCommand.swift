import ArgumentParser
import CursesBackend
import ErrorHandling
import Foundation
import IssueData
import IssueDomain
import Logging
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
      q quit, Ctrl-Z suspend, X sign out. Demo: f arms the next fault, e empties the next load.
      NO_COLOR=1 turns colours off. Messages follow LC_ALL / LC_MESSAGES / LANG (English or
      Japanese).
      """,
    version: version
  )

  @Option(name: .customLong("demo-latency"), help: "Latency of the sample data in milliseconds.")
  var latencyMilliseconds: Int = 600

  @Option(
    name: .customLong("log-file"),
    help: "Log file path (default: $XDG_STATE_HOME/triage/triage.log).")
  var logFile: String?

  @Option(
    name: .customLong("log-level"),
    help: "debug|info|notice|warning|error (default: debug in debug builds, notice in release).")
  var logLevel: String?

  func validate() throws {
    guard latencyMilliseconds >= 0 else {
      throw ValidationError("--demo-latency must be 0 or more milliseconds")
    }
    guard LoggingConfiguration(levelName: logLevel) != nil else {
      throw ValidationError("--log-level must be one of debug, info, notice, warning, error")
    }
  }

  func run() async throws {
    let errorLogger = try bootstrapLogging()
    let options = CursesTerminal.Options.fromEnvironment(ProcessInfo.processInfo.environment)
    let terminal: CursesTerminal
    do {
      terminal = try await CursesTerminal.open(options: options)
    } catch {
      errorLogger.log(AppError(wrapping: error), underlying: error)
      FileHandle.standardError.write(Data("triage: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    }
    let processEnvironment = ProcessInfo.processInfo.environment
    let switches = DemoSwitches()
    let repository = SampleIssueRepository(
      clock: ContinuousClock(), latency: .milliseconds(latencyMilliseconds), switches: switches)
    let environment = AppEnvironment(
      repository: repository, logger: errorLogger, domainLogger: Logger(label: "triage.data"),
      language: Language.preferred(environment: processEnvironment), demoSwitches: switches)
    let program = TriageProgram(environment: environment)
    let runtime = Runtime(program: program, terminal: terminal, clock: ContinuousClock())
    _ = await runtime.run(from: program.initialState())
    await terminal.close()
  }

  /// Sends swift-log to the log file before the screen opens; on failure says so on stderr and
  /// exits 1 while stderr is still the user's terminal.
  private func bootstrapLogging() throws -> any ErrorLogging {
    let configuration = LoggingConfiguration(levelName: logLevel) ?? .buildDefault
    let file: LogFile
    do {
      let path = try LogFileLocation.resolve(
        override: logFile, environment: ProcessInfo.processInfo.environment)
      file = try LogFile(path: path)
    } catch {
      FileHandle.standardError.write(Data("triage: \(error)\n".utf8))
      throw ExitCode(1)
    }
    LoggingSystem.bootstrap { label in
      FileLogHandler(label: label, file: file, logLevel: configuration.level)
    }
    let logger = Logger(label: "triage")
    logger.notice("triage \(Self.version) starting")
    return configuration.makeErrorLogger(logger: logger)
  }
}
