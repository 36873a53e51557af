import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary on a real pty, held in a slow step of its start (a `gh auth token` that
/// doesn't answer): a termination signal ends it at once, the terminal restored, instead of
/// after the step's time limit.
@Suite(.timeLimit(.minutes(2)))
struct StartupSignalTests {
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalDuringASlowStartEndsTriageAtOnce(signal: Int32) async throws {
    // gh says it has started on triage's own terminal, then answers nothing for longer than
    // the 3 s triage gives it.
    let gh = try FakeGh("printf 'GH-STARTED' > /proc/$PPID/fd/1\nexec sleep 20")
    defer { gh.remove() }
    let triage = try await TriageOnPseudoTerminal(
      arguments: [], environment: ["PATH": gh.pathVariable], config: nil)
    try triage.waitForOutput(containing: "GH-STARTED")
    kill(triage.pid, signal)
    // Well before gh's 3 s are up.
    #expect(try triage.waitForEnd(seconds: 2) == .killed(by: signal))
    #expect(triage.modesNow().isSame(as: triage.modesBefore))
    #expect(PrivateModes(replaying: triage.output).leftOn == [])
  }
}
