import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary on a real pty with a comment open in the composer: a termination signal it
/// can catch (SIGTERM, SIGHUP, SIGINT) first lets it quit the ordinary way, saving the comment
/// as a draft (0600, under `$XDG_STATE_HOME/triage/drafts/`), and then it still dies by that
/// signal with the terminal given back.
@Suite(.timeLimit(.minutes(2)))
struct DraftOnSignalTests {
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalSavesTheOpenCommentAsADraftThenKills(signal: Int32) async throws {
    let triage = try await TriageOnPseudoTerminal(
      arguments: ["--demo", "--demo-latency", "0", "demo/busy"])
    try triage.waitForOutput(containing: "#160")
    triage.type(Array("\r".utf8))
    try triage.waitForOutput(containing: "Comments")
    triage.type(Array("c".utf8))
    try triage.waitForOutput(containing: "send")
    triage.type(Array("Unsent when killed".utf8))
    try triage.waitForOutput(containing: "killed")
    kill(triage.pid, signal)
    #expect(try triage.waitForEnd() == .killed(by: signal))
    #expect(triage.modesNow().isSame(as: triage.modesBefore))
    #expect(PrivateModes(replaying: triage.output).leftOn == [])
    let path = triage.directory + "/state/triage/drafts/github.com+demo+busy+160.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"body\":\"Unsent when killed\""))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }
}
