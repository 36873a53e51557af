import Foundation
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
  ) throws {
    let triage = try TriageOnPseudoTerminal(arguments: arguments, environment: environment)
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

  private func scratchDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("triage-refusal-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Standard input that is not a terminal is refused first, before the backend or the
  /// configuration is looked at (they are otherwise read while the terminal opens), with no
  /// byte on standard output.
  @Test func standardInputThatIsNoTerminalIsRefusedFirst() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TriageOnPseudoTerminal.binaryPath())
    process.arguments = ["--demo", "--log-file", directory + "/triage.log"]
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": directory, "TERM": "xterm-256color",
      "XDG_CONFIG_HOME": directory + "/config", "XDG_STATE_HOME": directory + "/state",
    ]
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(written.isEmpty)
    let lines = said.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(lines)")
    #expect(lines.first?.contains("standard input is not a terminal") == true, "stderr: \(lines)")
    // The log says triage started and refused, and no more: no backend was chosen.
    let log = (try? String(contentsOfFile: directory + "/triage.log", encoding: .utf8)) ?? ""
    #expect(log.contains("not a terminal"), "log: \(log)")
    #expect(!log.contains("backend"), "log: \(log)")
  }

  @Test func aSymlinkedLogFileIsRefused() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/victim"
    #expect(FileManager.default.createFile(atPath: target, contents: Data("keep\n".utf8)))
    #expect(symlink(target, directory + "/triage.log") == 0)
    try expectRefusal(
      arguments: ["--demo", "--log-file", directory + "/triage.log"],
      message: "is a symbolic link")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
  }

  @Test func aFIFOLogFileIsRefusedWithoutHanging() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(mkfifo(directory + "/triage.log", 0o600) == 0)
    try expectRefusal(
      arguments: ["--demo", "--log-file", directory + "/triage.log"],
      message: "not a regular file")
  }

  @Test func aDeviceLogFileIsRefused() throws {
    try expectRefusal(
      arguments: ["--demo", "--log-file", "/dev/null"], message: "is a character device")
  }

  /// A terminal without cursor addressing is refused like an unknown one.
  @Test func aDumbTerminalIsRefusedLikeAnUnknownOne() throws {
    try expectRefusal(
      arguments: ["--demo"], environment: ["TERM": "no-such-terminal"],
      message: "unknown terminal type 'no-such-terminal'")
    try expectRefusal(
      arguments: ["--demo"], environment: ["TERM": "dumb"], message: "terminal type 'dumb'")
  }
}
