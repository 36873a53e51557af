import Clocks
import CustomDump
@_spi(Testing) import TerminalUI
import Testing

/// Drives a `Program` the way its tests should: the test sends an action and states how the
/// state changes; effects run on the store's clock, and each action they send waits in line
/// until the test receives it and states its change too; time moves only when the test
/// advances the clock. Modelled on The Composable Architecture's `TestStore`.
///
/// Exhaustive by default: a state change the test did not state, an action an effect sent that
/// the test did not receive, or an effect still running when the test finishes, fails the test.
/// With `exhaustivity = .off`, effects run to quiet after each step and assertions check only
/// what they name.
///
/// Nothing but the test's own calls changes the state, so what a test reads between calls is
/// stable. Effects run concurrently: the order in which two of them answer after the same
/// advance is their order of finishing, so a test that receives both should advance past one
/// at a time.
public final class TestStore<P: Program> where P.State: Equatable {
  public typealias Assertion = (inout P.State) -> Void

  /// The program; a test may change it (its environment, say) between steps.
  public var program: P
  /// The state after the last step.
  public private(set) var state: P.State
  /// The clock effects run on. Give it to the environment's dependencies that sleep.
  public let clock: EffectClock
  public var exhaustivity: Exhaustivity
  /// How long, in wall-clock time, the store waits for effects that neither send, finish nor
  /// wait on the clock before it fails the test: a bound for a hung effect, not a pace.
  public var timeout: Duration = .seconds(20)
  /// How many actions a step of the non-exhaustive store may reduce before it calls the program
  /// one that never settles.
  public var settleLimit = 2_000

  /// Whether an effect asked to quit; the store takes no more actions after it.
  public private(set) var hasQuit = false
  /// The texts effects asked the terminal to copy, in order.
  public private(set) var copiedTexts: [String] = []
  /// How many times effects asked to suspend.
  public private(set) var suspensions = 0

  private let inbox = EffectInbox<P.Action>()
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextToken = 0
  private var isFinished = false
  private let createdAt: SourceLocation

  public init(
    program: P, initialState: P.State, clock: EffectClock = EffectClock(),
    exhaustivity: Exhaustivity = .on, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.program = program
    self.state = initialState
    self.clock = clock
    self.exhaustivity = exhaustivity
    self.createdAt = sourceLocation
    let changes = inbox.changes
    clock.observe { changes.notify() }
  }

  deinit {
    for task in tasks.values { task.cancel() }
    guard !isFinished, exhaustivity == .on, inbox.hasQueued || !inbox.running.isEmpty else {
      return
    }
    Issue.record(
      Comment(rawValue: "The store ended without finish().\n" + inbox.unaccounted(on: clock)),
      sourceLocation: createdAt)
  }

  // MARK: Steps

  /// Runs the program's `start`, as the runtime does before the first frame.
  @discardableResult
  public func start(
    assert expected: Assertion? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action> {
    await step("start", expected, sourceLocation) { [program.start(&state)] }
  }

  /// Reduces `action` and checks the state change: exhaustively, the state after must equal the
  /// state before with `expected` applied (no closure: no change); otherwise, once its effects
  /// have settled, what `expected` sets must hold. Returns the action's effect, for tests that
  /// look at what it asked for.
  @discardableResult
  public func send(
    _ action: P.Action, assert expected: Assertion? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action> {
    await step("send", expected, sourceLocation) { [program.reduce(&state, action)] }
  }

  /// Sends several actions as one step: exhaustively, `expected` states their change together,
  /// and actions effects send in between wait to be received after; otherwise each is settled
  /// before the next, and `expected` is checked at the end. Returns the last action's effect.
  @discardableResult
  public func send(
    _ actions: [P.Action], assert expected: Assertion? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action> {
    if exhaustivity == .off {
      var last = Effect<P.Action>.none
      for (index, action) in actions.enumerated() {
        last = await send(
          action, assert: index == actions.count - 1 ? expected : nil,
          sourceLocation: sourceLocation)
      }
      return last
    }
    return await step("send", expected, sourceLocation) {
      actions.map { program.reduce(&state, $0) }
    }
  }

  /// Takes the next action an effect sent, waiting for it while effects are still at work,
  /// reduces it and checks the state change as `send` does. Exhaustively, the next action must
  /// match; otherwise, actions before the first that matches are reduced unasserted.
  @discardableResult
  public func receive(
    _ matching: (P.Action) -> Bool, assert expected: Assertion? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action>? {
    while true {
      guard await waitForActionOrQuiet(sourceLocation), let action = inbox.takeFirst() else {
        fail(
          "Expected to receive an action, but none came.\n" + inbox.unaccounted(on: clock),
          sourceLocation)
        return nil
      }
      let before = state
      let effect = program.reduce(&state, action)
      perform(effect)
      if matching(action) {
        check(expected, before: before, after: "receive", sourceLocation)
        return effect
      }
      if exhaustivity == .on {
        fail(
          "Received an action that did not match:\n\(EffectInbox.dump(action))", sourceLocation)
        return effect
      }
    }
  }

  /// Moves the store's clock on, waking the effects whose sleeps it passes. Time moves from one
  /// sleep's deadline to the next, and at each the effects run until they wait on the clock
  /// again, so a sleep begun on the way (a timer's next second) is timed as it would be in use.
  /// Non-exhaustively, the actions effects send on the way are reduced as they come.
  public func advance(
    by duration: Duration = .zero, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let target = clock.now.advanced(by: duration)
    while true {
      if exhaustivity == .off {
        await settle(sourceLocation)
      } else {
        _ = await waitForQuiet(sourceLocation)
      }
      guard let next = clock.earliestDeadline(), next <= target else { break }
      await clock.advance(to: next)
    }
    await clock.advance(to: target)
    if exhaustivity == .off { await settle(sourceLocation) }
  }

  /// Ends the test: waits until every effect has finished or waits on the clock, then,
  /// exhaustively, fails for each action not received and each effect still running. Either
  /// way the effects still running are cancelled.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    isFinished = true
    if exhaustivity == .off {
      await settle(sourceLocation)
    } else if await waitForQuiet(sourceLocation), inbox.hasQueued || !inbox.running.isEmpty {
      fail(inbox.unaccounted(on: clock), sourceLocation)
    }
    skipInFlightEffects()
    inbox.removeAll()
  }

  /// Reduces the actions effects have sent so far, unasserted.
  public func skipReceivedActions() {
    while let action = inbox.takeFirst() { perform(program.reduce(&state, action)) }
  }

  /// Cancels every effect still running; what they had sent stays to be received.
  public func skipInFlightEffects() {
    inbox.cancelAll()
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
  }

  /// The actions effects have sent and the test has not received yet.
  public var receivedActions: [P.Action] { inbox.queued }

  /// The ids of the effects still running (nil for unnamed ones).
  public var runningEffectIDs: [EffectID?] { Array(inbox.running.values) }

  /// The program's view of the current state.
  public func view(in size: Size) -> Canvas { program.view(state, in: size) }

  /// Changes the state directly, unchecked: for the few steps tests take on the program outside
  /// its actions (see `reduce(_:)`).
  func modifyState<T>(_ body: (inout P.State) -> T) -> T { body(&state) }

  // MARK: Running effects

  private func step(
    _ name: String, _ expected: Assertion?, _ location: SourceLocation,
    _ reduce: () -> [Effect<P.Action>]
  ) async -> Effect<P.Action> {
    if hasQuit { fail("\(name) after the program quit", location) }
    if exhaustivity == .on {
      let queued = inbox.queued
      if !queued.isEmpty {
        fail(
          "\(queued.count) received action(s) must be received before the next \(name):\n"
            + queued.map(EffectInbox.dump).joined(separator: "\n"), location)
      }
    } else {
      await settle(location)
    }
    let before = state
    let effects = reduce()
    for effect in effects where !hasQuit { perform(effect) }
    if exhaustivity == .off { await settle(location) }
    check(expected, before: before, after: name, location)
    return effects.last ?? .none
  }

  private func perform(_ effect: Effect<P.Action>) {
    for command in effect.commands {
      switch command {
      case .run(let id, let operation):
        if let id { cancel(id) }
        start(operation, id: id)
      case .cancel(let id):
        cancel(id)
      case .quit:
        // The runtime stops at a quit: the rest of the batch never runs.
        hasQuit = true
        return
      case .suspend:
        suspensions += 1
      case .copyToClipboard(let text):
        copiedTexts.append(text)
      case .runInTerminal(let id, let job):
        if let id { cancel(id) }
        start({ context in context.send(job()) }, id: id)
      }
    }
  }

  private func start(_ operation: @escaping Effect<P.Action>.Operation, id: EffectID?) {
    nextToken += 1
    let token = nextToken
    let inbox = self.inbox
    inbox.begin(token, id: id)
    let context = EffectContext<P.Action>(clock: clock) { inbox.post($0, from: token) }
    tasks[token] = Task {
      await EffectClock.$effect.withValue(token) { await operation(context) }
      inbox.end(token)
    }
  }

  private func cancel(_ id: EffectID) {
    for token in inbox.cancel(id) { tasks.removeValue(forKey: token)?.cancel() }
  }

  // MARK: Waiting

  private func waitForActionOrQuiet(_ location: SourceLocation) async -> Bool {
    let inbox = self.inbox
    let clock = self.clock
    return await wait(location) { inbox.hasQueued || inbox.isQuiet(on: clock) }
  }

  private func waitForQuiet(_ location: SourceLocation) async -> Bool {
    let inbox = self.inbox
    let clock = self.clock
    return await wait(location) { inbox.isQuiet(on: clock) }
  }

  private func wait(_ location: SourceLocation, until condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      let version = inbox.changes.version
      if condition() { return true }
      if ContinuousClock.now >= deadline {
        fail(
          "Effects neither finished, sent anything nor waited on the store's clock within "
            + "\(timeout):\n" + inbox.describeRunning(on: clock), location)
        return false
      }
      await inbox.changes.wait(after: version, until: deadline)
    }
  }

  /// Reduces what effects send until they are quiet: the app as the runtime would leave it once
  /// every answer is in and only timers are left.
  private func settle(_ location: SourceLocation) async {
    var reduced = 0
    while await waitForActionOrQuiet(location), let action = inbox.takeFirst() {
      reduced += 1
      if reduced > settleLimit {
        fail("Effects kept sending past \(settleLimit) actions without settling", location)
        return
      }
      perform(program.reduce(&state, action))
    }
  }

  // MARK: Checking

  private func check(
    _ expected: Assertion?, before: P.State, after step: String, _ location: SourceLocation
  ) {
    var wanted: P.State
    switch exhaustivity {
    case .on:
      wanted = before
      expected?(&wanted)
    case .off:
      guard let expected else { return }
      wanted = state
      expected(&wanted)
    }
    guard wanted != state else { return }
    let difference = diff(wanted, state, format: .proportional) ?? "(no difference in the dumps)"
    fail(
      "The state after \(step) is not what the test expected (−: expected, +: actual):\n"
        + difference, location)
  }

  private func fail(_ message: String, _ location: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}
