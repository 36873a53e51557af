/// Runs a `Program` against a `Terminal`: one loop reduces every action, then renders once per
/// batch. It wakes only for input, an effect's action or a tick, and ticks only while the
/// program animates, so an idle program costs no CPU.
public final class Runtime<P: Program> {
  private struct RunningEffect {
    let token: Int
    let id: EffectID?
    let task: Task<Void, Never>
  }

  private let program: P
  private let terminal: any Terminal
  private let clock: any Clock<Duration>
  private let firstFrameGrace: Duration
  private let mailbox = Mailbox<RuntimeEvent<P.Action>>()
  private var running: [Int: RunningEffect] = [:]
  private var nextToken = 0
  private var ticker: (interval: Duration, task: Task<Void, Never>)?
  private var firstFrameTimer: Task<Void, Never>?

  /// `firstFrameGrace` is how long the first frame may wait for the work `start` began (a first
  /// load): a load that answers within it is drawn without its placeholder flashing first, and a
  /// slower one shows the placeholder when it ends. A load's first action ends its wait, as its
  /// end does, and a key ends the whole wait at once. Zero draws the first frame straight away.
  public init(
    program: P, terminal: any Terminal, clock: any Clock<Duration>,
    firstFrameGrace: Duration = .zero
  ) {
    self.program = program
    self.terminal = terminal
    self.clock = clock
    self.firstFrameGrace = firstFrameGrace
  }

  /// Runs until the program quits, input ends or the calling task is cancelled, and returns the
  /// final state. All effects and the ticker are cancelled before it returns.
  public func run(from initialState: P.State) async -> P.State {
    let mailbox = self.mailbox
    return await withTaskCancellationHandler {
      await loop(from: initialState)
    } onCancel: {
      mailbox.post(.inputEnded)
    }
  }

  private func loop(from initialState: P.State) async -> P.State {
    var state = initialState
    let mailbox = self.mailbox
    let terminal = self.terminal
    terminal.deliverInput { event in
      mailbox.post(event.map { .input($0) } ?? .inputEnded)
    }
    defer {
      terminal.deliverInput(to: nil)
      ticker?.task.cancel()
      firstFrameTimer?.cancel()
      for effect in running.values { effect.task.cancel() }
      running.removeAll()
    }
    var size = terminal.size
    mailbox.post(.input(.resize(size)))
    if perform(program.start(&state)) == .quit { return state }
    // Start's effects the first frame waits for; empty once it may be drawn.
    // Inserted one by one: `Set(running.keys)` ran the standard library's unspecialised
    // initialiser, a conformance scan before the first frame.
    var awaitedByFirstFrame = Set<Int>()
    if firstFrameGrace > .zero {
      for token in running.keys { awaitedByFirstFrame.insert(token) }
    }
    if !awaitedByFirstFrame.isEmpty { startFirstFrameTimer() }

    while true {
      let batch = await mailbox.takeAll()
      var needsRender = false
      for event in batch {
        switch event {
        case .inputEnded:
          return state
        case .effectFinished(let token):
          running[token] = nil
          if awaitedByFirstFrame.remove(token) != nil, awaitedByFirstFrame.isEmpty {
            needsRender = true
          }
        case .firstFrameDue:
          if !awaitedByFirstFrame.isEmpty {
            awaitedByFirstFrame.removeAll()
            needsRender = true
          }
        case .input(let input):
          if case .resize(let newSize) = input {
            size = newSize
          } else {
            awaitedByFirstFrame.removeAll()
          }
          needsRender = true
          if perform(program.reduce(&state, .input(input))) == .quit { return state }
        case .tick:
          needsRender = true
          if perform(program.reduce(&state, .tick)) == .quit { return state }
        case .effectAction(let token, let action):
          // Sent before its effect was cancelled or replaced, but reduced after: drop it.
          guard running[token] != nil else { continue }
          needsRender = true
          // A first load that has something to show (rows kept from the last run, say, while it
          // asks the server again) ends its part of the wait: those rows are the first frame.
          awaitedByFirstFrame.remove(token)
          if perform(program.reduce(&state, action)) == .quit { return state }
        }
      }
      if awaitedByFirstFrame.isEmpty {
        // The wait is over however it ended; the timer has nothing left to say.
        firstFrameTimer?.cancel()
        firstFrameTimer = nil
        if needsRender { terminal.draw(program.view(state, in: size)) }
      }
      updateTicker(for: state)
    }
  }

  private enum Outcome { case proceed, quit }

  private func perform(_ effect: Effect<P.Action>) -> Outcome {
    for command in effect.commands {
      switch command {
      case .run(let id, let operation):
        if let id { cancel(id) }
        start(operation, id: id)
      case .cancel(let id):
        cancel(id)
      case .suspend:
        terminal.suspend()
      case .copyToClipboard(let text):
        terminal.copyToClipboard(text)
      case .runInTerminal(let id, let job):
        if let id { cancel(id) }
        let terminal = self.terminal
        start({ context in context.send(await terminal.runInForeground(job)) }, id: id)
      case .quit:
        return .quit
      }
    }
    return .proceed
  }

  private func start(_ operation: @escaping Effect<P.Action>.Operation, id: EffectID?) {
    nextToken += 1
    let token = nextToken
    let mailbox = self.mailbox
    let context = EffectContext<P.Action>(clock: clock) {
      mailbox.post(.effectAction(token, $0))
    }
    let task = Task {
      await operation(context)
      mailbox.post(.effectFinished(token))
    }
    running[token] = RunningEffect(token: token, id: id, task: task)
  }

  private func cancel(_ id: EffectID) {
    for (token, effect) in running where effect.id == id {
      effect.task.cancel()
      running[token] = nil
    }
  }

  private func startFirstFrameTimer() {
    let mailbox = self.mailbox
    let clock = self.clock
    let grace = firstFrameGrace
    firstFrameTimer = Task {
      do {
        try await clock.sleep(for: grace, tolerance: nil)
      } catch {
        return
      }
      mailbox.post(.firstFrameDue)
    }
  }

  private func updateTicker(for state: P.State) {
    let wanted = program.tickInterval(state)
    if let current = ticker, current.interval == wanted { return }
    ticker?.task.cancel()
    ticker = nil
    guard let interval = wanted else { return }
    let mailbox = self.mailbox
    let clock = self.clock
    let task = Task {
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: interval, tolerance: nil)
        } catch {
          return
        }
        mailbox.post(.tick)
      }
    }
    ticker = (interval, task)
  }
}

/// What wakes the runtime loop. Top-level (not nested in the generic runtime) so that the
/// closures that post it capture only the action type.
enum RuntimeEvent<Action: Sendable>: Sendable {
  case input(InputEvent)
  case tick
  /// An action sent by the effect with this token; `effectFinished` always follows its sends.
  case effectAction(Int, Action)
  case inputEnded
  case effectFinished(Int)
  /// The first frame's grace is over: draw it, loaded or not.
  case firstFrameDue
}
