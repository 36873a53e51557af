import Localization
import SystemSupport
import TerminalUI

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
  /// A program that fails, or exits at once, leaves what it printed on the terminal until a
  /// key (`HandOver.holdOutput`), with the footer's words for how it ended.
  public func run() -> Outcome {
    let started = ContinuousClock.now
    let outcome = runToTheEnd()
    let failed = outcome != .exited(status: 0)
    if HandOver.holdsOutput(failed: failed, ranFor: ContinuousClock.now - started) {
      let language = Language.preferred(environment: environment)
      HandOver.holdOutput(
        saying: Self.report(outcome, title: title).text(in: language) + " · "
          + ExternalPager.pressAKey.text(in: language))
    }
    return outcome
  }

  private func runToTheEnd() -> Outcome {
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
    // What a shell (or `env`) exits with when the program it was to run isn't there.
    case .exited(127):
      LocalizedText(
        en: "\(title): program not found (status 127)",
        ja: "\(title): プログラムが見つかりません (ステータス 127)")
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
