import Foundation
import TestSupport
import Testing

@testable import triage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `gh auth token` through a real child process: fake gh scripts on `PATH`.
@Suite("gh auth token", .timeLimit(.minutes(1)))
struct GhCLITests {
  private func run(
    _ gh: FakeGh, host: String = "github.com", timeout: Duration = .seconds(5),
    extra: [String: String] = [:]
  ) -> GhCLI.Outcome {
    let environment = ["PATH": gh.pathVariable].merging(extra) { _, new in new }
    return GhCLI(environment: environment, timeout: timeout).token(for: host)
  }

  @Test func printsTheTokenGhPrints() throws {
    let gh = try FakeGh(#"printf '  gho_FAKE123 \n'"#)
    defer { gh.remove() }
    #expect(run(gh) == .token("gho_FAKE123"))
    #expect(GhCLI(environment: ["PATH": gh.pathVariable]).executable == gh.path)
  }

  @Test func runsAuthTokenForTheHostWithNoShellWords() throws {
    let gh = try FakeGh(
      #"for a in "$@"; do printf '<%s>' "$a" >> "$DIR/argv"; done; echo gho_ARGS"#)
    defer { gh.remove() }
    #expect(run(gh, host: "ghe.example.com") == .token("gho_ARGS"))
    let argv = try String(contentsOfFile: gh.directory.path + "/argv", encoding: .utf8)
    #expect(argv == "<auth><token><--hostname><ghe.example.com>")
  }

  @Test func runsInASessionOfItsOwnWithStdinOnDevNull() throws {
    // Session id == pid only after setsid: then gh has no controlling terminal to write to.
    let gh = try FakeGh(
      """
      set -- $(cat /proc/$$/stat | sed 's/.*) //')
      session=$4
      stdin=$(readlink /proc/$$/fd/0)
      [ "$session" = "$$" ] && [ "$stdin" = /dev/null ] && echo gho_DETACHED || echo "s=$session p=$$ i=$stdin" >&2
      exit 0
      """)
    defer { gh.remove() }
    #if os(Linux)
      #expect(run(gh) == .token("gho_DETACHED"))
    #endif
  }

  @Test func inheritsNoDescriptorBeyondStderr() throws {
    // A descriptor the app has open (its log, say) without close-on-exec.
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor > 2)
    defer { close(descriptor) }
    let gh = try FakeGh(
      #"[ -e /proc/$$/fd/\#(descriptor) ] && echo "fd \#(descriptor) leaked" >&2 && exit 3; echo gho_CLEAN"#
    )
    defer { gh.remove() }
    #if os(Linux)
      #expect(run(gh) == .token("gho_CLEAN"))
    #endif
  }

  @Test func absentGhGivesNotInstalled() throws {
    let empty = try TemporaryDirectory()
    defer { empty.remove() }
    #expect(GhCLI(environment: ["PATH": empty.path]).token(for: "github.com") == .notInstalled)
    #expect(GhCLI(environment: [:]).token(for: "github.com") == .notInstalled)
  }

  @Test func nonExecutableGhIsSkipped() throws {
    let gh = try FakeGh("echo gho_NOPE", executable: false)
    defer { gh.remove() }
    #expect(run(gh) == .notInstalled)
  }

  @Test func ghPathWinsOverPath() throws {
    let onPath = try FakeGh("echo gho_PATH")
    let named = try FakeGh("echo gho_GH_PATH")
    defer {
      onPath.remove()
      named.remove()
    }
    #expect(run(onPath, extra: ["GH_PATH": named.path]) == .token("gho_GH_PATH"))
  }

  @Test func failingGhGivesItsStatusAndFirstStderrLineMadeInert() throws {
    let gh = try FakeGh(
      #"printf '\n\033[2Jno oauth token found for github.com\nsecond line\n' >&2; exit 1"#)
    defer { gh.remove() }
    let outcome = run(gh)
    #expect(outcome == .failed(status: 1, message: "\\u{1B}[2Jno oauth token found for github.com"))
    #expect(!outcome.description.contains("\u{1b}"))
  }

  @Test func hangingGhIsKilledAtTheTimeoutWithItsChildren() throws {
    let gh = try FakeGh(#"sleep 100 & echo $! > "$DIR/child"; wait"#)
    defer { gh.remove() }
    let started = ContinuousClock.now
    let outcome = run(gh, timeout: .milliseconds(300))
    let elapsed = ContinuousClock.now - started
    #expect(outcome == .timedOut(.milliseconds(300)))
    #expect(elapsed >= .milliseconds(300))
    #expect(elapsed < .seconds(3))
    #if os(Linux)
      // The background `sleep` was in gh's process group, so it was killed too.
      let child = try String(contentsOfFile: gh.directory.path + "/child", encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(Self.isGoneOrZombie(pid: child, within: .seconds(2)))
    #endif
  }

  @Test func ghThatClosesItsOutputButStaysIsKilledToo() throws {
    let gh = try FakeGh("exec >&- 2>&-; sleep 100")
    defer { gh.remove() }
    let started = ContinuousClock.now
    #expect(run(gh, timeout: .milliseconds(300)) == .timedOut(.milliseconds(300)))
    #expect(ContinuousClock.now - started < .seconds(3))
  }

  @Test func hugeOutputIsCutOffAndRefused() throws {
    let gh = try FakeGh(
      "while :; do echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; done")
    defer { gh.remove() }
    let started = ContinuousClock.now
    #expect(run(gh) == .unusableOutput)
    #expect(ContinuousClock.now - started < .seconds(3))
  }

  @Test(arguments: [
    ("printf ''", GhCLI.Outcome.emptyOutput),
    ("printf ' \\n\\n'", .emptyOutput),
    ("printf 'gho_a gho_b\\n'", .unusableOutput),
    ("printf 'gho_a\\ngho_b\\n'", .unusableOutput),
    ("printf 'gho_\\033[2J\\n'", .unusableOutput),
    ("kill -9 $$", .killedBySignal(9)),
    ("exit 4", .failed(status: 4, message: "")),
  ])
  func outputThatIsNoTokenIsRefused(script: String, expected: GhCLI.Outcome) throws {
    let gh = try FakeGh(script)
    defer { gh.remove() }
    #expect(run(gh) == expected)
  }

  @Test func descriptionsNeverShowTheToken() {
    #expect(!GhCLI.Outcome.token("gho_SECRET").description.contains("gho_SECRET"))
    #expect(GhCLI.Outcome.notInstalled.description == "gh is not on PATH")
    #expect(
      GhCLI.Outcome.timedOut(.seconds(3)).description == "gh did not answer within 3 s; killed it")
  }

  /// Polls `/proc` (bounded) for a process that was sent SIGKILL: it may take a moment to die.
  private static func isGoneOrZombie(pid: String, within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now.advanced(by: limit)
    repeat {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return true
      }
      let state = stat.split(separator: ")").last?.split(separator: " ").first
      if state == "Z" || state == "X" { return true }
      _ = poll(nil, 0, 10)
    } while ContinuousClock.now < deadline
    return false
  }
}
