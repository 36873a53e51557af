import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary on a real pty, killed by each signal whose default action ends a process: the
/// terminal must be given back first (alternate screen off, cursor shown, mouse and bracketed
/// paste off, the shell's tty modes back), and the process must still die by that signal.
@Suite(.timeLimit(.minutes(5)))
struct SignalRestoreTests {
  static var terminatingSignals: [Int32] {
    var signals: [Int32] = [
      SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
      SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      signals += [
        SIGSTKFLT, SIGPWR, SIGIO, __libc_current_sigrtmin(), __libc_current_sigrtmax(),
      ]
    #endif
    return signals
  }

  /// Starts the demo and waits for its first rows, so every handler is in place.
  private func startDemo(ignoring: [String] = []) async throws -> TriageOnPseudoTerminal {
    let triage = try await TriageOnPseudoTerminal(ignoring: ignoring)
    try triage.waitForOutput(containing: "demo/busy")
    return triage
  }

  @Test(arguments: terminatingSignals)
  func aTerminatingSignalRestoresTheTerminalThenKills(signal: Int32) async throws {
    let triage = try await startDemo()
    let modesWhileRunning = triage.modesNow()
    #expect(!modesWhileRunning.isSame(as: triage.modesBefore), "triage changed the tty's modes")
    kill(triage.pid, signal)
    let ending = try triage.waitForEnd()
    #expect(ending == .killed(by: signal))
    #expect(triage.modesNow().isSame(as: triage.modesBefore), "tty modes after signal \(signal)")
    #expect(PrivateModes(replaying: triage.output).leftOn == [], "after signal \(signal)")
  }

  /// A signal the user's shell ignores (`trap ''`, `nohup`) stays ignored: triage goes on, and
  /// the next signal is the one that ends it.
  @Test(arguments: [("USR1", SIGUSR1), ("HUP", SIGHUP), ("ALRM", SIGALRM)])
  func anIgnoredSignalStaysIgnored(name: String, signal: Int32) async throws {
    let triage = try await startDemo(ignoring: [name])
    kill(triage.pid, signal)
    // An ignored signal is discarded when sent; a caught one would be pending and, being
    // lower-numbered than SIGTERM, delivered first.
    kill(triage.pid, SIGTERM)
    #expect(try triage.waitForEnd() == .killed(by: SIGTERM))
    #expect(PrivateModes(replaying: triage.output).leftOn == [])
  }

  /// SIGPIPE is ignored, so a closed pipe is an EPIPE error to handle, not a silent death.
  @Test func aBrokenPipeSignalIsIgnored() async throws {
    let triage = try await startDemo()
    kill(triage.pid, SIGPIPE)
    kill(triage.pid, SIGTERM)
    #expect(try triage.waitForEnd() == .killed(by: SIGTERM))
    #expect(triage.modesNow().isSame(as: triage.modesBefore))
  }

  /// The harness itself: `q` exits normally and leaves the same terminal behind.
  @Test func quittingRestoresTheTerminal() async throws {
    let triage = try await startDemo()
    triage.type(Array("q".utf8))
    #expect(try triage.waitForEnd() == .exited(0))
    #expect(triage.modesNow().isSame(as: triage.modesBefore))
    let modes = PrivateModes(replaying: triage.output)
    #expect(modes.leftOn == [])
    #expect(modes.modes[1049] == false, "the alternate screen was entered and left")
  }
}
