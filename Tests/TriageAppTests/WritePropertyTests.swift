import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import SharedWrites
@testable import TriageApp

/// Random interleavings of write keys (close with a reason, reopen, labels through the picker),
/// answers in any order (success, refusals, offline, timeouts that did or didn't reach the
/// server, 5xx), Retry and Dismiss on the banner, refreshes whose answers land late, and moving
/// the selection, through the app's reducer against a model of the server. Every step checks:
/// one request in flight per issue, no change applied twice by the server, and, once nothing is
/// in flight, nothing shown that the server never held; at the end, after a refresh, the
/// screen shows exactly the server's state. Seeded: a failure names its seed and steps.
@Suite("Writes: random interleavings against a server model")
struct WritePropertyTests {
  static let seed: UInt64 = 0x5752_4954_4553
  static let sequenceCount = 200
  static let maxSequenceLength = 80
  static let rows = 4
  static let labels = ["bug", "docs", "ui"]

  let program = Fixtures.program

  /// What the server holds of one issue, and every version it ever held.
  struct ServerIssue: Equatable {
    var state: IssueState
    var labels: Set<String>
    var version: Int
  }

  /// The part of an issue a write changes, as the screen shows it.
  struct Visible: Hashable {
    var state: IssueState
    var labels: Set<String>
  }

  /// How a request in flight will end.
  enum Outcome: CaseIterable {
    case success, refused, forbidden, offline, timedOutApplied, timedOutLost, serverError
  }

  /// A request the app sent, not yet answered.
  struct Request {
    var reference: IssueReference
    var serial: Int
    var write: IssueWrite
    var attempt: Int
    var previous: WriteFailure?
    /// The look at the server after a failure that may have made the change: it sends
    /// nothing, and answers what the server holds.
    var isCheck = false
  }

  struct Model {
    var server: [IssueReference: ServerIssue] = [:]
    var held: [IssueReference: Set<Visible>] = [:]
    var inFlight: [Request] = []
    /// How many times the server applied each logical attempt.
    var applied: [Int: Int] = [:]
    var attempts = 0
    /// The attempt each pending or failed entry belongs to, by serial.
    var attemptOfSerial: [Int: Int] = [:]
    /// Refresh answers captured when sent: the server's issues at that moment.
    var refreshes: [(generation: Int, server: [IssueReference: ServerIssue])] = []
    var clock = 0

    mutating func apply(_ change: IssueChange, to reference: IssueReference, attempt: Int) {
      guard var issue = server[reference] else { return }
      if let state = change.state { issue.state = state }
      if let labels = change.labels { issue.labels = Set(labels) }
      clock += 1
      issue.version = clock
      server[reference] = issue
      held[reference, default: []].insert(Visible(state: issue.state, labels: issue.labels))
      applied[attempt, default: 0] += 1
    }
  }

  static let repository = RepositoryName(owner: "demo", name: "busy")
  static let base = Date(timeIntervalSince1970: 1_700_000_000)

  static func issue(_ template: IssueDomain.Issue, _ server: ServerIssue) -> IssueDomain.Issue {
    var issue = template
    issue.state = server.state
    issue.labels = server.labels.sorted().map { Label(name: $0) }
    issue.updatedAt = base.addingTimeInterval(Double(server.version))
    return issue
  }

  static func reference(_ issue: IssueDomain.Issue) -> IssueReference {
    IssueReference(repository: repository, number: issue.number)
  }

  @Test func writesNeverShowWhatTheServerNeverHeldAndAreNeverAppliedTwice() {
    var random = SplitMix64(seed: Self.seed)
    var outcomes: Set<String> = []
    for sequence in 0..<Self.sequenceCount {
      var trace: [String] = []
      var state = Fixtures.loadedState(size: Size(width: 100, height: 24))
      var model = Model()
      let templates = Array(state.list.items.prefix(Self.rows))
      for template in templates {
        let server = ServerIssue(
          state: template.state, labels: Set(template.labels.map(\.name)), version: 0)
        model.server[Self.reference(template)] = server
        model.held[Self.reference(template)] = [
          Visible(state: server.state, labels: server.labels)
        ]
      }
      // A fixture: the list starts from the server's own values.
      program.press(.character("r"), on: &state)
      program.apply(Self.refreshed(state, model.server, templates), to: &state)
      for _ in 0..<random.int(in: 1...Self.maxSequenceLength) {
        let step = Self.step(&state, &model, templates, program, &random)
        trace.append(step)
        outcomes.insert(String(step.prefix(while: { $0 != " " })))
        if let violation = Self.violation(state, model, templates) {
          Issue.record(
            """
            Sequence \(sequence) (seed \(Self.seed)), after \(trace.count) steps: \(violation)
            Steps: \(trace.joined(separator: ", "))
            """)
          return
        }
      }
      // Settle: answer everything, give up what failed, refresh, and compare.
      var guardSteps = 0
      while !model.inFlight.isEmpty || state.writes.pending.banner != nil, guardSteps < 100 {
        guardSteps += 1
        if state.writes.overlay != nil {
          Self.press(.escape, &state, &model, program)
        } else if !model.inFlight.isEmpty {
          Self.answer(0, &state, &model, program, &random)
        } else {
          Self.press(.character("D"), &state, &model, program)
        }
        if let violation = Self.violation(state, model, templates) {
          Issue.record("Sequence \(sequence) settling: \(violation)\nSteps: \(trace)")
          return
        }
      }
      #expect(
        model.inFlight.isEmpty && state.writes.pending.entries.isEmpty,
        "settled: \(state.writes.pending.entries) overlay \(state.writes.overlay != nil) \(trace.suffix(8))"
      )
      Self.send(.input(.key(.escape)), &state, program)
      Self.send(.input(.key(.character("r"))), &state, program)
      Self.send(Self.refreshed(state, model.server, templates), &state, program)
      for template in templates {
        let reference = Self.reference(template)
        guard let server = model.server[reference],
          let row = state.list.items.first(where: { $0.number == template.number })
        else { continue }
        let shown = state.writes.pending.shown(row, in: Self.repository)
        let visible = Visible(state: shown.state, labels: Set(shown.labels.map(\.name)))
        if visible != Visible(state: server.state, labels: server.labels) {
          Issue.record(
            "Sequence \(sequence): #\(template.number) shows \(visible), server \(server)")
          return
        }
      }
    }
    let wanted: Set = ["key", "answer", "refresh", "answerRefresh", "retry", "move", "pick"]
    #expect(outcomes.isSuperset(of: wanted), "never reached \(wanted.subtracting(outcomes))")
  }

  // MARK: - Steps

  /// One step of the walk, on the reducer with its effects dropped: the model plays the server
  /// and the runtime, answering the requests the app sent in any order.
  static func send(_ action: AppAction, _ state: inout AppState, _ program: TriageProgram) {
    // Unchecked: the random walk's single step for every key and answer; `violation` checks
    // the model's promises after each, and the end compares the screen with the server.
    _ = program.reduce(&state, action)
  }

  static func step(
    _ state: inout AppState, _ model: inout Model, _ templates: [IssueDomain.Issue],
    _ program: TriageProgram, _ random: inout SplitMix64
  ) -> String {
    // An open overlay takes the next step.
    if let overlay = state.writes.overlay {
      switch overlay {
      case .milestone, .reactions:
        // The issue writes this property drives never open these.
        press(.escape, &state, &model, program)
        return "key escape"
      case .closeReason:
        let key: Key = [.enter, .character("2"), .escape][random.int(in: 0..<3)]
        press(key, &state, &model, program)
        return "key close-reason \(key)"
      case .labels(let picker):
        if picker.state.store.state.value == nil {
          let page = Page<Label>(items: labels.map { Label(name: $0) }, nextCursor: nil)
          send(
            .write(
              .labels(
                serial: picker.serial,
                .loaded(generation: picker.state.store.generation, .success(page)))),
            &state, program)
          return "pick loaded"
        }
        let key: Key = [.down, .character(" "), .enter, .escape][random.int(in: 0..<4)]
        press(key, &state, &model, program)
        return "pick \(key)"
      case .assignees:
        press(.escape, &state, &model, program)
        return "pick escape"
      }
    }
    switch random.int(in: 0..<10) {
    case 0, 1:
      let key: Key = [.character("x"), .character("X"), .character("L")][random.int(in: 0..<3)]
      press(key, &state, &model, program)
      return "key \(key)"
    case 2, 3, 4:
      guard !model.inFlight.isEmpty else { return "idle" }
      answer(random.int(in: 0..<model.inFlight.count), &state, &model, program, &random)
      return "answer"
    case 5:
      let generation = state.list.generation
      press(.character("r"), &state, &model, program)
      if state.list.generation != generation {
        model.refreshes.append((state.list.generation, model.server))
      }
      return "refresh"
    case 6:
      guard !model.refreshes.isEmpty else { return "idle" }
      let index = random.int(in: 0..<model.refreshes.count)
      let refresh = model.refreshes.remove(at: index)
      send(
        .screen(
          state.issuesID,
          .issues(
            .loaded(
              generation: refresh.generation,
              .success(page(state, refresh.server, templates))))),
        &state, program)
      return "answerRefresh"
    case 7:
      let key: Key = random.int(in: 0..<3) == 0 ? .character("D") : .character("R")
      press(key, &state, &model, program)
      return key == .character("R") ? "retry" : "dismiss"
    default:
      let key: Key = random.int(in: 0..<2) == 0 ? .down : .up
      if key == .down, state.list.viewport.selection >= rows - 1 {
        press(.up, &state, &model, program)
      } else {
        press(key, &state, &model, program)
      }
      return "move"
    }
  }

  /// Presses `key` and records the request a write it started sent.
  static func press(
    _ key: Key, _ state: inout AppState, _ model: inout Model, _ program: TriageProgram
  ) {
    let before = state.writes.pending
    send(.input(.key(key)), &state, program)
    for (reference, entry) in state.writes.pending.entries where before.entries[reference] != entry
    {
      let previous: WriteFailure?
      switch entry.phase {
      case .sending:
        model.attempts += 1
        model.attemptOfSerial[entry.serial] = model.attempts
        previous = nil
      case .resending(let failure):
        let old = before.entries[reference].map(\.serial) ?? -1
        model.attemptOfSerial[entry.serial] = model.attemptOfSerial[old]
        previous = failure
      case .failed, .checking, .waiting:
        continue
      }
      model.inFlight.append(
        Request(
          reference: reference, serial: entry.serial, write: entry.write,
          attempt: model.attemptOfSerial[entry.serial] ?? -1, previous: previous))
    }
  }

  /// The server answers request `index`, as the use case would: a re-send after a failure that
  /// may have been applied looks first and reports what it finds.
  static func answer(
    _ index: Int, _ state: inout AppState, _ model: inout Model, _ program: TriageProgram,
    _ random: inout SplitMix64
  ) {
    let request = model.inFlight.remove(at: index)
    guard case .change(let change) = request.write,
      let template = state.list.items.first(where: { $0.number == request.reference.number })
    else { return }
    func current() -> IssueDomain.Issue {
      issue(
        template,
        model.server[request.reference]
          ?? ServerIssue(
            state: .open, labels: [], version: 0))
    }
    if request.isCheck {
      let result: Result<WriteCheck<WriteAnswer>, WriteFailure>
      if random.int(in: 0..<4) == 0 {
        result = .failure(WriteFailure(.network(.offline), cause: .connectivity(.offline)))
      } else if change.isApplied(to: current()) {
        result = .success(.applied(.issue(current(), alreadyApplied: false)))
      } else {
        result = .success(.notApplied(current: .issue(current(), alreadyApplied: false)))
      }
      send(.write(.checked(request.reference, serial: request.serial, result)), &state, program)
      while state.alerts.isShowing { send(.input(.key(.escape)), &state, program) }
      return
    }
    if let previous = request.previous, previous.mayHaveBeenApplied,
      change.isApplied(to: current())
    {
      deliver(request, .success(.issue(current(), alreadyApplied: true)), &state, program)
      return
    }
    let outcome = Outcome.allCases[random.int(in: 0..<Outcome.allCases.count)]
    let result: Result<WriteAnswer, WriteFailure>
    switch outcome {
    case .success:
      model.apply(change, to: request.reference, attempt: request.attempt)
      result = .success(.issue(current(), alreadyApplied: false))
    case .refused:
      result = .failure(
        WriteFailure(
          .validation([FieldProblem(field: "labels", issue: .invalid)]),
          cause: .invalidInput([FieldRejection(field: "labels", reason: .invalid)])))
    case .forbidden:
      result = .failure(WriteFailure(.forbidden, cause: .notPermitted))
    case .offline:
      result = .failure(WriteFailure(.network(.offline), cause: .connectivity(.offline)))
    case .timedOutApplied:
      model.apply(change, to: request.reference, attempt: request.attempt)
      result = .failure(WriteFailure(.network(.timedOut), cause: .connectivity(.timedOut)))
    case .timedOutLost:
      result = .failure(WriteFailure(.network(.timedOut), cause: .connectivity(.timedOut)))
    case .serverError:
      result = .failure(WriteFailure(.server(status: 502), cause: .server(status: 502)))
    }
    deliver(request, result, &state, program)
    checkStarted(after: request, state, &model)
    // Alerts the failure raised are dismissed, so keys reach the screen again.
    while state.alerts.isShowing { send(.input(.key(.escape)), &state, program) }
  }

  static func deliver(
    _ request: Request, _ result: Result<WriteAnswer, WriteFailure>, _ state: inout AppState,
    _ program: TriageProgram
  ) {
    send(.write(.finished(request.reference, serial: request.serial, result)), &state, program)
  }

  /// The check a failure that may have made the change started, as a request to answer.
  static func checkStarted(
    after request: Request, _ state: AppState, _ model: inout Model
  ) {
    guard let entry = state.writes.pending.entries[request.reference],
      case .checking = entry.phase, entry.serial != request.serial
    else { return }
    model.attemptOfSerial[entry.serial] = request.attempt
    var check = request
    check.serial = entry.serial
    check.isCheck = true
    model.inFlight.append(check)
  }

  static func page(
    _ state: AppState, _ server: [IssueReference: ServerIssue], _ templates: [IssueDomain.Issue]
  ) -> IssuePage {
    var items = Fixtures.firstPage().items
    for (index, template) in templates.enumerated() {
      if let value = server[reference(template)] { items[index] = issue(template, value) }
    }
    return IssuePage(items: items, nextCursor: Fixtures.firstPage().nextCursor)
  }

  static func refreshed(
    _ state: AppState, _ server: [IssueReference: ServerIssue], _ templates: [IssueDomain.Issue]
  ) -> AppAction {
    .screen(
      state.issuesID,
      .issues(.loaded(generation: state.list.generation, .success(page(state, server, templates)))))
  }

  // MARK: - Promises

  static func violation(
    _ state: AppState, _ model: Model, _ templates: [IssueDomain.Issue]
  ) -> String? {
    var perIssue: [IssueReference: Int] = [:]
    for request in model.inFlight { perIssue[request.reference, default: 0] += 1 }
    if let doubled = perIssue.first(where: { $0.value > 1 }) {
      return "two requests in flight for #\(doubled.key.number)"
    }
    if let twice = model.applied.first(where: { $0.value > 1 }) {
      return "attempt \(twice.key) applied \(twice.value) times"
    }
    for template in templates {
      let reference = reference(template)
      guard !state.writes.pending.isPending(reference),
        !model.inFlight.contains(where: { $0.reference == reference }),
        let row = state.list.items.first(where: { $0.number == template.number })
      else { continue }
      let shown = state.writes.pending.shown(row, in: repository)
      let visible = Visible(state: shown.state, labels: Set(shown.labels.map(\.name)))
      if !(model.held[reference] ?? []).contains(visible) {
        return "#\(template.number) shows \(visible), which the server never held"
      }
    }
    return nil
  }
}
