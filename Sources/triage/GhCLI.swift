import FoundationEssentials
import SystemSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks gh for its token with `gh auth token --hostname HOST`: go-gh's own last resort, and the
/// only way to reach a token that gh keeps in the system keyring.
///
/// gh is found by walking `PATH` (absolute entries only, so a `gh` in the working directory is
/// never run), or at `GH_PATH` as go-gh allows. It runs with no shell and an explicit argv, in a
/// session of its own with no controlling terminal, stdin on /dev/null, stdout read up to
/// `maximumOutput` bytes, and stderr kept (bounded) for the log: nothing it does can reach the
/// screen. If it has not finished within `timeout` (a keyring that waits for an unlock prompt,
/// say), its whole process group is killed.
struct GhCLI: Sendable {
  /// What running gh gave, for the log. Only `.token` carries the token, and its description
  /// does not show it.
  enum Outcome: Equatable, Sendable, CustomStringConvertible {
    case token(String)
    /// No executable `gh` on `PATH` (or at `GH_PATH`).
    case notInstalled
    /// `posix_spawn` failed with this errno.
    case cannotStart(errno: Int32)
    /// gh exited non-zero; its stderr, first line, made inert.
    case failed(status: Int32, message: String)
    case killedBySignal(Int32)
    /// gh did not finish in time and was killed.
    case timedOut(Duration)
    /// gh succeeded but printed nothing.
    case emptyOutput
    /// gh printed more than a token, or characters no token has.
    case unusableOutput

    var description: String {
      switch self {
      case .token: "gh printed a token"
      case .notInstalled: "gh is not on PATH"
      case .cannotStart(let code): "gh could not be started: \(String(cString: strerror(code)))"
      case .failed(let status, let message):
        "gh exited with status \(status)" + (message.isEmpty ? "" : ": \(message)")
      case .killedBySignal(let signal): "gh was killed by signal \(signal)"
      case .timedOut(let limit): "gh did not answer within \(GhCLI.shown(limit)); killed it"
      case .emptyOutput: "gh printed no token"
      case .unusableOutput: "gh printed something that is not a token"
      }
    }
  }

  /// The environment gh runs in and is looked up through (`PATH`, `GH_PATH`).
  let environment: [String: String]
  /// How long gh may take; go-gh waits forever, but a start-up must not.
  var timeout: Duration = .seconds(3)

  /// Tokens are under 300 bytes; more than this is not a token.
  static let maximumOutput = 4096
  /// How much of gh's stderr is kept for the log; the rest is read and dropped.
  static let maximumMessage = 1024
  /// Bounds the `PATH` walk.
  private static let maximumPathEntries = 256

  /// `3 s` or `300 ms`.
  private static func shown(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
  }

  /// The path of the `gh` that would run: `GH_PATH` if it is an absolute path to an executable,
  /// else the first executable regular file named `gh` in an absolute `PATH` entry.
  var executable: String? {
    if let path = environment["GH_PATH"], path.hasPrefix("/") {
      return ExecutableSearch.isExecutableFile(path) ? path : nil
    }
    let entries = (environment["PATH"] ?? "").split(separator: ":").prefix(Self.maximumPathEntries)
    for entry in entries where entry.hasPrefix("/") {
      let candidate = entry.hasSuffix("/") ? entry + "gh" : entry + "/gh"
      if ExecutableSearch.isExecutableFile(String(candidate)) { return String(candidate) }
    }
    return nil
  }

  /// Runs `gh auth token --hostname host` (with `--user user` for an account other than the
  /// active one, gh 2.40 and later) and returns the token it printed, or why there is none.
  /// Blocks the calling thread for at most `timeout` (plus the moment a killed process takes to
  /// be reaped).
  func token(for host: String, user: String? = nil) -> Outcome {
    guard let path = executable else { return .notInstalled }
    var child = environment
    child["GH_PROMPT_DISABLED"] = "1"
    child["GH_NO_UPDATE_NOTIFIER"] = "1"
    let result = ChildProcess.run(
      ChildProcess.Configuration(
        path: path,
        arguments: ["auth", "token", "--hostname", host] + (user.map { ["--user", $0] } ?? []),
        environment: child,
        streams: .captured(maximumOutput: Self.maximumOutput, maximumMessage: Self.maximumMessage),
        newSession: true, timeLimit: timeout))
    switch result {
    case .cannotStart(let code): return .cannotStart(errno: code)
    case .timedOut: return .timedOut(timeout)
    case .outputTooLarge: return .unusableOutput
    case .signalled(let signal): return .killedBySignal(signal)
    case .exited(let status, let output, let message):
      guard status == 0 else { return .failed(status: status, message: Self.firstLine(message)) }
      return Self.token(in: output)
    }
  }

  /// The output, trimmed, if it is one run of printable ASCII: a token goes into an HTTP header,
  /// so a space, a newline inside or a control character would be refused there anyway.
  static func token(in output: [UInt8]) -> Outcome {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0d).contains($0) }
    let trimmed = output.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
    guard !trimmed.isEmpty else { return .emptyOutput }
    guard trimmed.allSatisfy({ (0x21...0x7e).contains($0) }) else { return .unusableOutput }
    return .token(String(decoding: trimmed, as: UTF8.self))
  }

  /// The first non-blank line of gh's stderr, with control characters escaped for the log.
  private static func firstLine(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let line =
      text.split(whereSeparator: \.isNewline)
      .first { !$0.trimmingWhitespace().isEmpty } ?? ""
    return line.trimmingWhitespace().unicodeScalars
      .map { $0.escaped(asASCII: false) }.joined()
  }
}
