import Foundation
import PseudoTerminalTestSupport
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `triage` binary running on a pseudo-terminal the test owns, as a person's shell
/// would run it: in its own session with the pty as its controlling terminal, every signal at its
/// default action and none blocked. The test reads everything triage writes to the terminal,
/// reads the tty's modes from the slave side, and collects stderr separately.
final class TriageOnPseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// How the process ended.
  enum Ending: Equatable, CustomStringConvertible {
    case exited(Int32)
    case killed(by: Int32)

    var description: String {
      switch self {
      case .exited(let code): return "exited \(code)"
      case .killed(let signal): return "killed by signal \(signal)"
      }
    }
  }

  /// glibc's POSIX_SPAWN_SETSID (a GNU extension the Glibc module does not import).
  private static let spawnSetSID: Int32 = 0x80

  let pid: pid_t
  let scratch: TemporaryDirectory
  var directory: String { scratch.path }
  /// The tty modes before triage started.
  let modesBefore: termios
  private let pty: PseudoTerminal
  /// A config whose only section is Repositories: the home is that list, with no tabs.
  static let repositoriesOnly = """
    sections:
      - title: Repositories
        kind: repositories
    """

  private let errorOutput: Int32
  private(set) var output: [UInt8] = []
  private(set) var ending: Ending?

  /// Starts triage on a fresh pty. `environment` adds to (or, with an empty value, removes from)
  /// a small default one; `ignoring` names signals the "shell" sets to be ignored first, as
  /// `nohup` or `trap ''` would.
  /// `config` is the config file's text (`nil`: no file, so the default sections): by default
  /// Repositories alone, the home most of these tests were written against.
  init(
    arguments: [String] = ["--demo", "--demo-latency", "0"],
    environment extra: [String: String] = [:],
    ignoring: [String] = [],
    config: String? = TriageOnPseudoTerminal.repositoriesOnly
  ) async throws {
    // Driving the program holds a thread (its reads and waits block): in the turn such tests
    // share, so two at once never stall the other tests.
    await ThreadHoldingTurn.shared.take()
    var started = false
    defer { if !started { ThreadHoldingTurn.shared.give() } }
    let scratch = try TemporaryDirectory(prefix: "triage-pty")
    if let config { try scratch.write(config, at: "config/triage/config.yml") }
    self.scratch = scratch
    let directory = scratch.path
    let binary = try Self.binaryPath()

    let pty = try PseudoTerminal()
    self.pty = pty
    let slavePath = pty.devicePath
    modesBefore = pty.modes()

    var errorPipe: [Int32] = [0, 0]
    guard pipe(&errorPipe) == 0 else { throw Failure(description: "pipe: errno \(errno)") }
    for descriptor in errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    errorOutput = errorPipe[0]
    _ = fcntl(errorOutput, F_SETFL, fcntl(errorOutput, F_GETFL) | O_NONBLOCK)
    defer { close(errorPipe[1]) }

    var environment = [
      "PATH": "/usr/bin:/bin", "HOME": directory, "TERM": "xterm-256color", "LANG": "C.UTF-8",
      "LINES": "24", "COLUMNS": "80", "SWIFT_BACKTRACE": "enable=no",
      "XDG_STATE_HOME": directory + "/state", "XDG_CONFIG_HOME": directory + "/config",
      "XDG_CACHE_HOME": directory + "/cache",
    ]
    // A sanitizer run (scripts/sanitize.sh) configures the binary through these.
    for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
      environment[key] = ProcessInfo.processInfo.environment[key]
    }
    for (key, value) in extra { environment[key] = value.isEmpty ? nil : value }
    // The "shell": no core files, the chosen signals ignored, then triage itself (exec).
    let traps = ignoring.map { "trap '' \($0); " }.joined()
    let script = "ulimit -c 0; \(traps)exec \"$0\" \"$@\""
    let argv = ["/bin/sh", "-c", script, binary] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid and without O_NOCTTY, the pty becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(
      &attributes,
      Int16(Self.spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var cArguments = argv.map { strdup($0) } + [nil]
    var cEnvironment = envp.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments { free(pointer) }
      for pointer in cEnvironment { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, "/bin/sh", &actions, &attributes, &cArguments, &cEnvironment)
    guard status == 0 else { throw Failure(description: "posix_spawn: \(status)") }
    pid = child
    started = true
  }

  deinit {
    if ending == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(errorOutput)
    scratch.remove()
    ThreadHoldingTurn.shared.give()
  }

  /// The binary next to the test bundle (`swift build` puts both in the same directory), or
  /// `TRIAGE_BINARY`.
  static func binaryPath() throws -> String {
    if let path = ProcessInfo.processInfo.environment["TRIAGE_BINARY"] { return path }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // On macOS the test binary sits inside the .xctest bundle.
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("triage").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw Failure(description: "no triage binary next to \(executable.path); set TRIAGE_BINARY")
  }

  /// What triage wrote to the terminal, as text (invalid UTF-8 repaired).
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Reads the terminal until its output contains `marker`, or fails after `seconds`.
  func waitForOutput(containing marker: String, seconds: Double = 30) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !text.contains(marker) {
      if ending != nil || Date() > deadline {
        throw Failure(
          description:
            "no '\(marker)' on the screen (\(ending.map { "\($0)" } ?? "timeout")); output: \(text.suffix(600))"
        )
      }
      pump(milliseconds: 50)
    }
  }

  /// Types `bytes` as the terminal's user would.
  func type(_ bytes: [UInt8]) {
    pty.type(bytes)
  }

  /// Reads the terminal until triage ends, or fails after `seconds` (killing it).
  @discardableResult
  func waitForEnd(seconds: Double = 30) throws -> Ending {
    let deadline = Date().addingTimeInterval(seconds)
    while ending == nil {
      if Date() > deadline {
        throw Failure(description: "triage still running after \(seconds) s: \(text.suffix(600))")
      }
      pump(milliseconds: 50)
    }
    pump(milliseconds: 0)
    return ending ?? .exited(-1)
  }

  /// What triage wrote to stderr (read once it has ended).
  func standardError() -> String {
    var bytes: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = scratch.withUnsafeMutableBytes { read(errorOutput, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += scratch[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The tty's modes now, read on the slave side as the shell would.
  func modesNow() -> termios {
    pty.modes()
  }

  private func pump(milliseconds: Int32) {
    pty.waitForOutput(milliseconds: milliseconds)
    output += pty.readAvailable()
    guard ending == nil else { return }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid {
      let signal = status & 0x7F
      ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(by: signal)
    }
  }
}

extension termios {
  /// Whether two sets of modes are the same, byte for byte.
  func isSame(as other: termios) -> Bool {
    var lhs = self
    var rhs = other
    return withUnsafeBytes(of: &lhs) { left in
      withUnsafeBytes(of: &rhs) { right in left.elementsEqual(right) }
    }
  }
}
