import SystemSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the program starts another: exit status, captured output, a time limit that
/// kills the whole group, stdin on /dev/null, and a session of its own when asked.
@Suite("Child process", .timeLimit(.minutes(1)))
struct ChildProcessTests {
  static let environment = ["PATH": "/usr/bin:/bin"]

  static func shell(
    _ script: String,
    streams: ChildProcess.Streams = .captured(
      maximumOutput: 1 << 16, maximumMessage: 1024),
    newSession: Bool = true, timeLimit: Duration? = .seconds(20)
  ) -> ChildProcess.Result {
    ChildProcess.run(
      ChildProcess.Configuration(
        path: "/bin/sh", arguments: ["-c", script], environment: environment, streams: streams,
        newSession: newSession, timeLimit: timeLimit))
  }

  static func output(_ result: ChildProcess.Result) -> String? {
    guard case .exited(0, let output, _) = result else { return nil }
    return String(decoding: output, as: UTF8.self)
  }

  @Test func givesTheExitStatusOutputAndMessage() {
    let result = Self.shell("printf out; printf err >&2; exit 3")
    #expect(
      result == .exited(status: 3, output: Array("out".utf8), message: Array("err".utf8)))
  }

  @Test func givesTheSignalThatKilledIt() {
    #expect(Self.shell("kill -TERM $$") == .signalled(SIGTERM))
  }

  @Test func passesArgumentsAndEnvironmentAsGiven() {
    let result = ChildProcess.run(
      ChildProcess.Configuration(
        path: "/bin/sh", arguments: ["-c", "printf '%s|%s' \"$1\" \"$NAME\"", "sh", "a b; c"],
        environment: ["NAME": "$(x)"], streams: .captured(maximumOutput: 100, maximumMessage: 0),
        newSession: false))
    #expect(Self.output(result) == "a b; c|$(x)")
  }

  @Test func aProgramThatCannotStartSaysWhy() {
    let result = ChildProcess.run(
      ChildProcess.Configuration(
        path: "/nonexistent/program", arguments: [], environment: [:], streams: .nullDevice,
        newSession: true))
    #expect(result == .cannotStart(ENOENT))
  }

  /// `C` runs `gh pr checkout` in the repository's clone, wherever Triage was started.
  @Test func startsInTheDirectoryAskedAndSaysWhyWhenItCant() {
    var configuration = ChildProcess.Configuration(
      path: "/bin/sh", arguments: ["-c", "pwd -P"], environment: Self.environment,
      streams: .captured(maximumOutput: 1024, maximumMessage: 0), newSession: true)
    configuration.directory = "/usr/bin"
    #expect(Self.output(ChildProcess.run(configuration)) == "/usr/bin\n")
    configuration.directory = "/nonexistent/clone"
    #expect(ChildProcess.run(configuration) == .cannotStart(ENOENT))
  }

  @Test func stdinIsDevNull() {
    #expect(Self.output(Self.shell("readlink /proc/self/fd/0")) == "/dev/null\n")
    #expect(Self.output(Self.shell("cat; printf done")) == "done")
  }

  @Test func everyStreamIsDevNullWhenAsked() {
    // The shell checks its own descriptors, so no redirection of its own gets in the way.
    let script = """
      for fd in 0 1 2; do test "$(readlink /proc/$$/fd/$fd)" = /dev/null || exit 1$fd; done
      """
    #expect(Self.shell(script, streams: .nullDevice) == .exited(status: 0, output: [], message: []))
  }

  @Test func aNewSessionHasNoControllingTerminalAndLeadsItsGroup() {
    let script = "ps -o sid= -o pgid= -p $$; printf '%s' $$"
    guard let text = Self.output(Self.shell(script)) else {
      Issue.record("ps did not run")
      return
    }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    #expect(words.count == 3)
    #expect(Set(words).count == 1, "session, group and pid are one: \(text)")
  }

  @Test func noDescriptorBeyondStderrIsInherited() {
    let fd = open("/dev/null", O_RDONLY)  // without O_CLOEXEC on purpose
    defer { close(fd) }
    #expect(Self.output(Self.shell("ls /proc/self/fd")) == "0\n1\n2\n3\n")
  }

  @Test func theTimeLimitKillsTheChildAndItsGroup() throws {
    try withTemporaryDirectory { root in
      let start = ContinuousClock.now
      let result = Self.shell(
        "sleep 30 & echo $! > \(root)/pid; wait", timeLimit: .milliseconds(300))
      #expect(result == .timedOut)
      #expect(ContinuousClock.now - start < .seconds(10))
      let text = String(decoding: contents(of: root + "/pid") ?? [], as: UTF8.self)
      let grandchild = try #require(pid_t(text.filter(\.isNumber)))
      // The grandchild was killed with its group; give the kernel a moment to deliver it.
      var dead = false
      for _ in 0..<100 where !dead {
        dead = Self.isDead(grandchild)
        if !dead { usleep(10_000) }
      }
      #expect(dead)
    }
  }

  /// Gone, or a zombie waiting for whoever inherited it to reap it.
  static func isDead(_ pid: pid_t) -> Bool {
    guard let stat = contents(of: "/proc/\(pid)/stat") else { return true }
    let text = String(decoding: stat, as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return true }
    return text[text.index(after: close)...].trimmingPrefix(" ").first == "Z"
  }

  @Test func theTimeLimitAlsoHoldsWithoutCapturedOutput() {
    let result = Self.shell("sleep 30", streams: .nullDevice, timeLimit: .milliseconds(200))
    #expect(result == .timedOut)
  }

  @Test func tooMuchOutputKillsTheChild() {
    let result = Self.shell(
      "yes", streams: .captured(maximumOutput: 1000, maximumMessage: 0))
    #expect(result == .outputTooLarge)
  }

  @Test func withoutATimeLimitItWaitsForTheEnd() {
    let result = Self.shell("sleep 0.2; exit 4", streams: .nullDevice, timeLimit: nil)
    #expect(result == .exited(status: 4, output: [], message: []))
  }
}
