import Clocks
import ErrorHandling
import Foundation
import IssueDomain
import IssueFeature
import ScreenState
import SharedWrites
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import TriageApp

/// `WritePropertyTests` for comments and drafts: random interleavings of `c`, typing, Enter,
/// Esc, answers in any order (stored, 422, 403, offline, timed out but stored, timed out and
/// lost, 5xx), the banner's Retry and Dismiss, refreshes, opening and leaving issues and moving
/// the selection, and quitting at any point, through the app's reducer and its real effects
/// (the draft store on disk, `keepingDraft`, `AddComment.resend`'s check) on the demo server,
/// whose comment answers the test scripts. A send's effect is held until the test answers it,
/// so answers land in any order, and a quit may come before an effect ran or after it ran and
/// its answer was lost. Checked: every step, no comment stored twice and at most one write in
/// flight per issue; at the quit, every text the user left on an issue is on the server or in
/// the draft store; once everything is answered and refreshed, the screen shows the server's
/// comments and counts. Seeded: a failure names its seed and steps; `TRIAGE_PROPERTY_SEED`
/// replays one and `TRIAGE_PROPERTY_SEQUENCES` runs more.
@Suite("Comments and drafts: random interleavings against the demo server")
struct WriteAndDraftPropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seed = environment["TRIAGE_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x4452_4146_54
  static let sequenceCount =
    environment["TRIAGE_PROPERTY_SEQUENCES"].flatMap { Int($0) } ?? 200
  static let maxSequenceLength = 60
  static let rows = 3
  typealias Outcome = WritePropertyTests.Outcome
  /// In every text the test types, and in no comment of the demo's own.
  static let marker = "~t"

  /// The demo's comment writes, with the answer the test picked: `addComment` stores or not,
  /// then answers or fails as `outcome` says. Everything else is the demo's own.
  struct ScriptedWriter: IssueWriting {
    let demo: DemoIssueRepository
    let outcome = Locked<Outcome>(.success)

    func addComment(_ body: String, to number: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError) -> IssueDomain.Comment
    {
      switch outcome.withLock({ $0 }) {
      case .success: return try await demo.addComment(body, to: number, in: repository)
      case .refused: throw .rejected([FieldRejection(field: "body", reason: .invalid)])
      case .forbidden: throw .forbidden
      case .offline: throw .offline
      case .timedOutApplied:
        _ = try await demo.addComment(body, to: number, in: repository)
        throw .timedOut
      case .timedOutLost: throw .timedOut
      case .serverError: throw .server(status: 502)
      }
    }
    func updateIssue(_ number: Int, in repository: RepositoryName, change: IssueChange)
      async throws(IssueRepositoryError) -> IssueDomain.Issue
    { try await demo.updateIssue(number, in: repository, change: change) }
    func labels(in repository: RepositoryName, after cursor: PageCursor?)
      async throws(IssueRepositoryError) -> Page<Label>
    { try await demo.labels(in: repository, after: cursor) }
    func assignees(in repository: RepositoryName, after cursor: PageCursor?)
      async throws(IssueRepositoryError) -> Page<User>
    { try await demo.assignees(in: repository, after: cursor) }
    func milestones(in repository: RepositoryName, after cursor: PageCursor?)
      async throws(IssueRepositoryError) -> Page<Milestone>
    { try await demo.milestones(in: repository, after: cursor) }
    func reactions(toIssue number: Int, in repository: RepositoryName, by login: String)
      async throws(IssueRepositoryError) -> [Reaction: Int]
    { try await demo.reactions(toIssue: number, in: repository, by: login) }
    func addReaction(_ reaction: Reaction, toIssue number: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError)
    { try await demo.addReaction(reaction, toIssue: number, in: repository) }
    func deleteReaction(_ id: Int, fromIssue number: Int, in repository: RepositoryName)
      async throws(IssueRepositoryError)
    { try await demo.deleteReaction(id, fromIssue: number, in: repository) }
    func writingAccount() async throws(IssueRepositoryError) -> User {
      try await demo.writingAccount()
    }
    func comments(in repository: RepositoryName, issue number: Int, since: Date)
      async throws(IssueRepositoryError) -> [IssueDomain.Comment]
    { try await demo.comments(in: repository, issue: number, since: since) }
  }

  /// A send the app started whose effect has not run yet.
  struct Held {
    var number: Int
    var effect: Effect<AppAction>
  }

  /// One sequence's world: the app, the demo server, the draft store and the test's notes.
  struct World {
    let store: TestStore<TriageProgram>
    let demo: DemoIssueRepository
    let writer: ScriptedWriter
    let scratch: TemporaryDirectory
    let drafts: DraftStore
    var program: TriageProgram { store.program }
    var state: AppState { store.state }
    var held: [Held] = []
    /// The text the user last left on each issue (sent, or closed in a composer) that the
    /// server may not have: it must outlive the program.
    var owed: [Int: String] = [:]
    /// Each issue's comment count before the sequence wrote any.
    var baseCounts: [Int: Int] = [:]
    var typed = 0
    var trace: [String] = []

    init() async throws {
      demo = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
      writer = ScriptedWriter(demo: demo)
      scratch = try TemporaryDirectory(prefix: "triage-draft-property")
      // Not created yet: the store creates it, with its own modes.
      drafts = DraftStore(directory: scratch.path(of: "drafts"))
      var environment = Fixtures.environment(demo)
      environment.drafts = drafts
      var writes = environment.features[WritesEnvironment.self]
      writes.addComment = AddComment(writer: writer, logger: Fixtures.silent)
      environment.features.set(writes)
      let program = TriageProgram.onRepositories(
        environment: environment, initialRepository: Fixtures.repositoryName)
      var initial = program.initialState()
      program.apply(
        .input(.resize(Size(width: 100, height: 30))), .now(referenceDate), to: &initial)
      store = TestStore(program: program, initialState: initial, exhaustivity: .off)
      await store.start()
      for issue in state.list.items.prefix(WriteAndDraftPropertyTests.rows) {
        baseCounts[issue.number] = issue.commentCount ?? 0
      }
    }

    var composer: ComposerScreen? { state.top.screen.as(ComposerScreen.self) }
    var serverComments: [Int: [String]] {
      var all: [Int: [String]] = [:]
      for number in baseCounts.keys {
        all[number] = demo.writes.comments(ofIssue: number, in: Fixtures.repositoryName)
          .map(\.body)
      }
      return all
    }
    func draft(_ number: Int) -> String? {
      try? drafts.load(
        DraftKey(host: "github.com", repository: Fixtures.repositoryName, number: number))
    }
  }

  @Test func commentsAreNeverLostNeverPostedTwiceAndSettleOnTheServersValues() async throws {
    var random = SplitMix64(seed: Self.seed)
    var reached: Set<String> = []
    for sequence in 0..<Self.sequenceCount {
      var world = try await World()
      defer { world.scratch.remove() }
      func fail(_ message: String) {
        Issue.record(
          """
          Sequence \(sequence) (seed \(Self.seed)), after \(world.trace.count) steps: \(message)
          Steps: \(world.trace.joined(separator: ", "))
          """)
      }
      var quitEarly = false
      for _ in 0..<random.int(in: 1...Self.maxSequenceLength) {
        if random.int(in: 0..<40) == 0 {
          quitEarly = true
          break
        }
        let step = await Self.step(&world, &random)
        world.trace.append(step)
        reached.insert(String(step.prefix(while: { $0 != " " })))
        if step.hasPrefix("answer"), let outcome = step.split(separator: " ").last {
          reached.insert(String(outcome))
        }
        if let violation = Self.everyStep(world) { return fail(violation) }
      }
      if !quitEarly {
        world.trace.append("settle")
        if let violation = await Self.settle(&world, &random) { return fail(violation) }
      }
      world.trace.append("quit")
      if let violation = await Self.quit(&world, &random) { return fail(violation) }
    }
    let wanted = Set(
      [
        "c", "type", "send", "esc", "answer", "retry", "dismiss", "refresh", "open", "back",
        "move",
      ] + Outcome.allCases.map { "\($0)" })
    #expect(reached.isSuperset(of: wanted), "never reached \(wanted.subtracting(reached))")
  }

  // MARK: - Steps

  static func step(_ world: inout World, _ random: inout SplitMix64) async -> String {
    if let composer = world.composer {
      switch random.int(in: 0..<8) {
      case 0, 1, 2:
        world.typed += 1
        await world.store.type(" \(marker)\(world.typed)")
        return "type"
      case 3, 4:
        let text = composer.text
        await press(.enter, &world)
        if world.composer == nil || world.composer?.number != composer.number {
          world.owed[composer.number] = text
        }
        return "send #\(composer.number) \(text.debugDescription)"
      case 5:
        await press(.escape, &world)
        // A composer closed empty keeps nothing; what the user left before must then be
        // on the server already (else its draft was not offered back).
        if composer.hasText { world.owed[composer.number] = composer.text }
        return "esc #\(composer.number)"
      default:
        return await answer(&world, &random)
      }
    }
    switch random.int(in: 0..<12) {
    case 0, 1:
      await press(.character("c"), &world)
      return "c \(world.composer.map { "#\($0.number) \($0.text.debugDescription)" } ?? "refused")"
    case 2, 3, 4:
      return await answer(&world, &random)
    case 5:
      await press(.character("r"), &world)
      return "refresh"
    case 6:
      let key: Key = random.int(in: 0..<3) == 0 ? .character("D") : .character("R")
      await press(key, &world)
      return key == .character("R") ? "retry" : "dismiss"
    case 7:
      guard world.state.detail == nil else { return "idle" }
      await press(.enter, &world)
      await world.store.press(.end, .end, .end)
      return "open #\(world.state.detail?.number ?? -1)"
    case 8:
      guard world.state.detail != nil else { return "idle" }
      await press(.escape, &world)
      return "back"
    default:
      guard world.state.detail == nil else { return "idle" }
      let key: Key =
        world.state.list.viewport.selection >= rows - 1
        ? .up : (random.int(in: 0..<2) == 0 ? .down : .up)
      await press(key, &world)
      return "move"
    }
  }

  /// Presses `key`. A write it starts is held, unanswered; every other effect runs at once.
  static func press(_ key: Key, _ world: inout World) async {
    let before = world.state.writes.pending.entries
    // Unchecked: the walk's one way to press a key, so that a write it starts can be held
    // unanswered; what every step must keep is checked by `everyStep` and at the quit.
    let effect = world.store.reduce(.input(.key(key)))
    let started = world.state.writes.pending.entries.filter { reference, entry in
      before[reference]?.serial != entry.serial && world.state.writes.pending.isPending(reference)
    }
    if let (reference, _) = started.first {
      world.held.append(Held(number: reference.number, effect: effect))
    } else {
      for action in await world.store.results(of: effect) {
        await world.store.send(action)
      }
    }
    dismissAlerts(&world)
  }

  /// Esc on every alert up, their effects dropped as the walk's have always been.
  static func dismissAlerts(_ world: inout World) {
    while world.state.alerts.isShowing {
      // Unchecked: a walk's step, like `press`; the walk checks what it must keep.
      _ = world.store.reduce(.input(.key(.escape)))
    }
  }

  /// The server answers one held send, picked at random, as a random outcome says.
  static func answer(_ world: inout World, _ random: inout SplitMix64) async -> String {
    guard !world.held.isEmpty else { return "idle" }
    let held = world.held.remove(at: random.int(in: 0..<world.held.count))
    let outcome = Outcome.allCases[random.int(in: 0..<Outcome.allCases.count)]
    world.writer.outcome.withLock { $0 = outcome }
    for action in await world.store.results(of: held.effect) {
      await world.store.send(action)
    }
    dismissAlerts(&world)
    return "answer #\(held.number) \(outcome)"
  }

  /// Answers everything, gives up what failed, closes the composers, refreshes the list and
  /// the issues, and compares what the screen shows with the server.
  static func settle(_ world: inout World, _ random: inout SplitMix64) async -> String? {
    var rounds = 0
    while rounds < 200,
      !world.held.isEmpty || world.state.writes.pending.banner != nil || world.composer != nil
        || world.state.detail != nil
    {
      rounds += 1
      if !world.held.isEmpty {
        world.trace.append(await answer(&world, &random))
      } else if let composer = world.composer {
        await press(.escape, &world)
        if composer.hasText { world.owed[composer.number] = composer.text }
        world.trace.append("esc #\(composer.number)")
      } else if world.state.writes.pending.banner != nil {
        await press(.character("D"), &world)
        world.trace.append("dismiss")
      } else {
        await press(.escape, &world)
        world.trace.append("back")
      }
      if let violation = everyStep(world) { return violation }
    }
    guard world.held.isEmpty, world.state.writes.pending.entries.isEmpty else {
      return "never settled: \(world.state.writes.pending.entries)"
    }
    await press(.character("r"), &world)
    let server = world.serverComments
    let numbers = world.state.list.items.prefix(rows).map(\.number)
    for (index, number) in numbers.enumerated() {
      guard let row = world.state.list.items.first(where: { $0.number == number }) else {
        continue
      }
      let stored = server[number] ?? []
      let expected = (world.baseCounts[number] ?? 0) + stored.count
      let listed = world.state.writes.pending.shown(row).commentCount ?? 0
      if listed != expected {
        return "#\(number) lists \(listed) comments, the server has \(expected)"
      }
      // Its screen, opened fresh and read to the end, shows the server's comments.
      await world.store.press([.home] + Array(repeating: .down, count: index))
      await press(.enter, &world)
      await world.store.press(.end, .end, .end, .end)
      guard let detail = world.state.detail, detail.number == number,
        let issue = detail.state.value, let page = detail.comments.value
      else { return "#\(number) didn't open" }
      let shown = page.comments.map(\.body).filter { $0.contains(marker) }
      if shown != stored {
        return "#\(number) shows comments \(shown), the server has \(stored)"
      }
      let counted = world.state.writes.pending.shown(issue).commentCount ?? 0
      if counted != expected {
        return "#\(number) counts \(counted) comments, the server has \(expected)"
      }
      await press(.escape, &world)
    }
    return nil
  }

  /// The program ends now: each held send either never ran, or ran with its answer lost;
  /// then the app's exit path keeps what is unsent, and nothing the user left is lost.
  static func quit(_ world: inout World, _ random: inout SplitMix64) async -> String? {
    for held in world.held where random.int(in: 0..<2) == 0 {
      world.writer.outcome.withLock {
        $0 = Outcome.allCases[random.int(in: 0..<Outcome.allCases.count)]
      }
      _ = await world.store.results(of: held.effect)
    }
    for entry in world.state.navigation.entries {
      if let composer = entry.screen.as(ComposerScreen.self), composer.hasText {
        world.owed[composer.number] = composer.text
      }
    }
    world.program.keepUnsentDrafts(world.state)
    if let violation = everyStep(world) { return violation }
    let server = world.serverComments
    for (number, text) in world.owed.sorted(by: { $0.key < $1.key }) {
      let stored = server[number]?.contains(text) ?? false
      let kept = world.draft(number) == text
      if !stored && !kept {
        return
          "#\(number)'s \(text.debugDescription) was lost: the server has \(server[number] ?? []), the draft is \(world.draft(number).debugDescription)"
      }
    }
    return nil
  }

  // MARK: - Promises

  /// No comment stored twice, and at most one send in flight per issue.
  static func everyStep(_ world: World) -> String? {
    for (number, bodies) in world.serverComments {
      var seen: Set<String> = []
      for body in bodies where !seen.insert(body).inserted {
        return "#\(number) holds \(body.debugDescription) twice"
      }
    }
    var perIssue: [Int: Int] = [:]
    for held in world.held { perIssue[held.number, default: 0] += 1 }
    if let doubled = perIssue.first(where: { $0.value > 1 }) {
      return "\(doubled.value) sends in flight for #\(doubled.key)"
    }
    return nil
  }
}
