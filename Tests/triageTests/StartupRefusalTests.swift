import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What triage refuses before it ever takes over the screen: one clear line on stderr, exit 1,
/// and nothing drawn on the terminal.
@Suite(.timeLimit(.minutes(3)))
struct StartupRefusalTests {
  /// Runs triage to its end and checks the refusal: the status, one stderr line containing
  /// `message`, and no alternate screen ever entered.
  private func expectRefusal(
    arguments: [String], environment: [String: String] = [:], message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let triage = try await TriageOnPseudoTerminal(arguments: arguments, environment: environment)
    let ending = try triage.waitForEnd()
    #expect(ending == .exited(1), sourceLocation: sourceLocation)
    let lines = triage.standardError().split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(lines)", sourceLocation: sourceLocation)
    #expect(
      lines.first?.contains(message) == true, "stderr: \(lines)", sourceLocation: sourceLocation)
    #expect(
      PrivateModes(replaying: triage.output).modes[1049] == nil, sourceLocation: sourceLocation)
    #expect(triage.modesNow().isSame(as: triage.modesBefore), sourceLocation: sourceLocation)
  }

  @Test func aSymlinkedLogFileIsRefused() async throws {
    let scratch = try TemporaryDirectory(prefix: "triage-refusal")
    defer { scratch.remove() }
    let directory = scratch.path
    let target = directory + "/victim"
    #expect(FileManager.default.createFile(atPath: target, contents: Data("keep\n".utf8)))
    #expect(symlink(target, directory + "/triage.log") == 0)
    try await expectRefusal(
      arguments: ["--demo", "--log-file", directory + "/triage.log"],
      message: "is a symbolic link")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
  }

  @Test func aFIFOLogFileIsRefusedWithoutHanging() async throws {
    let scratch = try TemporaryDirectory(prefix: "triage-refusal")
    defer { scratch.remove() }
    let directory = scratch.path
    #expect(mkfifo(directory + "/triage.log", 0o600) == 0)
    try await expectRefusal(
      arguments: ["--demo", "--log-file", directory + "/triage.log"],
      message: "not a regular file")
  }

  @Test func aDeviceLogFileIsRefused() async throws {
    try await expectRefusal(
      arguments: ["--demo", "--log-file", "/dev/null"], message: "is a character device")
  }

  /// A terminal without cursor addressing is refused like an unknown one.
  @Test func aDumbTerminalIsRefusedLikeAnUnknownOne() async throws {
    try await expectRefusal(
      arguments: ["--demo"], environment: ["TERM": "no-such-terminal"],
      message: "unknown terminal type 'no-such-terminal'")
    try await expectRefusal(
      arguments: ["--demo"], environment: ["TERM": "dumb"], message: "terminal type 'dumb'")
  }
}
