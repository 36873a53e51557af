import Foundation
import IssueData
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The whole app as it runs: the real runtime on the headless terminal, the demo backend and a
/// test clock, under random interleavings of keys, pastes, resizes from 1×1 to 300×100, clock
/// advances, the network dropping and coming back behind the app's back, and armed faults. The
/// app's promises are checked after every reduce and view (`CheckedProgram`).
///
/// Each sequence's steps come from the seed alone, and a failure prints the seed, the sequence
/// and its steps; `TRIAGE_PROPERTY_SEED` replays a seed and `TRIAGE_PROPERTY_SEQUENCES` runs
/// longer. Clock advances race with the effects they wake, as they would in use.
@Suite(.timeLimit(.minutes(3)))
struct RuntimePropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seed = environment["TRIAGE_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5255_4E54
  static let sequenceCount = environment["TRIAGE_PROPERTY_SEQUENCES"].flatMap { Int($0) } ?? 60
  static let stepsPerSequence = 150

  enum Step: CustomStringConvertible {
    case key(Key)
    case paste(String)
    case resize(Size)
    case advance(Duration)
    case network(offline: Bool)
    case fault(DemoFault)

    var description: String {
      switch self {
      case .key(let key): "key \(key)"
      case .paste(let text): "paste \(text.debugDescription)"
      case .resize(let size): "resize \(size.width)×\(size.height)"
      case .advance(let duration): "advance \(duration)"
      case .network(let offline): offline ? "network down" : "network up"
      case .fault(let fault): "fault \(fault)"
      }
    }
  }

  /// A session that opens an issue page by the go-to prompt: the random sessions reach one only
  /// when two loads answer between their keys, which the clock's races make depend on the
  /// machine's load, so the coverage check doesn't rest on them alone.
  static let directed: [Step] = [.key(.character(":")), .paste("octo/app#1"), .key(.enter)]

  @Test func randomSessionsKeepTheAppsPromises() async {
    let (directedViolations, directedLandmarks) = await Self.run(Self.directed, signedIn: true)
    #expect(directedViolations.isEmpty, "\(directedViolations.prefix(5))")
    #expect(directedLandmarks.contains("issue"), "the go-to prompt opened no issue page")
    var reached = directedLandmarks
    for sequence in 0..<Self.sequenceCount {
      var random = SplitMix64(seed: Self.seed &+ UInt64(sequence))
      let signedIn = random.int(in: 0..<5) != 0
      let steps = (0..<Self.stepsPerSequence).map { _ in Self.step(using: &random) }
      let (violations, landmarks) = await Self.run(steps, signedIn: signedIn)
      reached.formUnion(landmarks)
      if !violations.isEmpty {
        Issue.record(
          """
          Sequence \(sequence) of seed \(Self.seed) (signed in: \(signedIn)):
          \(violations.prefix(5).joined(separator: "\n"))
          Steps: \(steps.map(\.description).joined(separator: ", "))
          """)
        return
      }
    }
    let wanted: Set = ["issue", "signIn", "alert", "countdown", "paging", "pagingFailure"]
    #expect(reached.isSuperset(of: wanted), "never reached \(wanted.subtracting(reached))")
  }

  /// Runs one session to its end and returns what broke and where it went.
  static func run(_ steps: [Step], signedIn: Bool) async -> ([String], Set<String>) {
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let clock = SteppedClock()
    let repository = Fixtures.repository(clock: clock)
    let program = CheckedProgram(
      TriageProgram.onRepositories(
        environment: Fixtures.environment(repository), startsSignedIn: signedIn))
    let run = Task {
      await Runtime(program: program, terminal: terminal, clock: clock)
        .run(from: program.base.initialState())
    }
    await terminal.waitForDraw(after: 0)
    for step in steps {
      let drawn = terminal.drawCount
      switch step {
      case .key(let key):
        terminal.press(key)
        await terminal.waitForDraw(after: drawn)
      case .paste(let text):
        terminal.paste(text)
        await terminal.waitForDraw(after: drawn)
      case .resize(let size):
        terminal.resize(to: size)
        await terminal.waitForDraw(after: drawn)
      case .advance(let duration):
        await clock.advance(by: duration)
      case .network(let offline):
        repository.switches.isOffline = offline
      case .fault(let fault):
        repository.switches.armedFault = fault
      }
    }
    terminal.press(.ctrl("c"))
    _ = await run.value
    return (program.violations, program.landmarks)
  }

  /// Keys that move, open, go back, filter, refresh, answer alerts, type, and work the demo's
  /// switches; never the ones that end the session (q, Ctrl-C), stop it (Ctrl-Z) or open a
  /// browser (o).
  static let keys: [Key] = [
    .up, .down, .down, .character("j"), .character("k"), .pageDown, .pageUp, .home, .end,
    .end, .character("G"), .enter, .enter, .enter, .escape, .escape, .left, .character("r"),
    .character("r"), .character("b"), .character("d"), .character("y"), .character("s"),
    .character("p"), .tab, .backTab, .character("?"), .function(1), .character("/"),
    .character("X"), .character("O"), .ctrl("o"), .character("f"), .character("e"),
    .character("d"), .character("e"), .character("m"), .backspace, .ctrl("u"), .delete,
    .character("日"), .insert, .function(5),
  ]

  static let names = [
    "demo", "demo/busy", "demo/flaky", "demo/missing", "demo/limited", "x/", "日本/語",
  ]

  static func step(using random: inout SplitMix64) -> Step {
    switch random.int(in: 0..<40) {
    case 0...2:
      return .resize(Size(width: random.int(in: 1...300), height: random.int(in: 1...100)))
    case 3:
      return .resize(Size(width: random.int(in: 1...20), height: random.int(in: 1...6)))
    case 4...9:
      let milliseconds = [100, 400, 600, 1000, 3000, 20_000][random.int(in: 0..<6)]
      return .advance(.milliseconds(milliseconds))
    case 10:
      return .network(offline: random.int(in: 0..<2) == 0)
    case 11:
      return .fault(DemoFault.allCases[random.int(in: 0..<DemoFault.allCases.count)])
    case 12:
      let garbage = String(
        (0..<random.int(in: 1...300)).map { _ in
          Character(Unicode.Scalar(UInt8(random.int(in: 0x20...0x7E))))
        })
      return .paste(random.int(in: 0..<2) == 0 ? names[random.int(in: 0..<names.count)] : garbage)
    default:
      return .key(keys[random.int(in: 0..<keys.count)])
    }
  }
}
