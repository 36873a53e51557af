import Localization
import SystemSupport

/// A program run with the terminal handed over (curses suspended) and waited for: a custom
/// command, or `gh pr checkout`. Its output goes to the terminal, as from a shell.
public struct TerminalCommand: Sendable, Equatable {
  /// What the footer calls it afterwards.
  public var title: String
  /// A path, or a name looked up on the environment's `PATH`.
  public var program: String
  public var arguments: [String]
  public var environment: [String: String]
  /// Where it runs; nil, where Triage was started.
  public var directory: String?

  public init(
    title: String, program: String, arguments: [String], environment: [String: String],
    directory: String? = nil
  ) {
    self.directory = directory
    self.title = title
    self.program = program
    self.arguments = arguments
    self.environment = environment
  }

  /// What running it came to.
  public enum Outcome: Sendable, Equatable {
    case exited(status: Int32)
    case signalled(Int32)
    /// No program of that name on `PATH`, or not executable.
    case notFound(program: String)
    /// It couldn't be started (errno).
    case cannotStart(Int32)
  }

  /// Runs it and waits. Blocks the calling thread: the runtime calls it with the terminal
  /// handed over.
  public func run() -> Outcome {
    guard let path = ExecutableSearch.find(program, environment: environment) else {
      return .notFound(program: program)
    }
    var configuration = ChildProcess.Configuration(
      path: path, arguments: arguments, environment: environment, streams: .inherited,
      newSession: false)
    configuration.directory = directory
    let result = ChildProcess.run(configuration)
    switch result {
    case .exited(let status, _, _): return .exited(status: status)
    case .signalled(let signal): return .signalled(signal)
    case .cannotStart(let code): return .cannotStart(code)
    // Neither happens without a time limit or captured output.
    case .timedOut, .outputTooLarge: return .cannotStart(0)
    }
  }

  /// The footer's line for `outcome` of the command called `title`. The title is the config
  /// file's or the app's own words; it is drawn through the footer's sanitising all the same.
  public static func report(_ outcome: Outcome, title: String) -> LocalizedText {
    switch outcome {
    case .exited(0):
      LocalizedText(en: "\(title): done", ja: "\(title): 完了")
    case .exited(let status):
      LocalizedText(
        en: "\(title): exited with status \(status)", ja: "\(title): 終了ステータス \(status)")
    case .signalled(let signal):
      LocalizedText(
        en: "\(title): stopped by signal \(signal)", ja: "\(title): シグナル \(signal) で停止")
    case .notFound(let program):
      LocalizedText(
        en: "\(title): \(program) is not on PATH", ja: "\(title): \(program) が PATH にありません")
    case .cannotStart(let code):
      LocalizedText(
        en: "\(title): couldn't start (errno \(code))",
        ja: "\(title): 起動できませんでした (errno \(code))")
    }
  }
}
