/// Work a reducer asks the runtime to do. Effects are values, so reducers stay pure and tests can
/// inspect what a reducer asked for without running it.
public struct Effect<Action: Sendable>: Sendable {
  public typealias Operation = @Sendable (EffectContext<Action>) async -> Void

  /// One piece of the work, as `Runtime` performs it; seen by test runtimes through the SPI.
  @_spi(Testing) public enum Command: Sendable {
    case run(EffectID?, Operation)
    case cancel(EffectID)
    case quit
    case suspend
    case copyToClipboard(String)
    case runInTerminal(EffectID?, @Sendable () -> Action)
  }

  @_spi(Testing) public let commands: [Command]

  init(_ commands: [Command]) {
    self.commands = commands
  }

  public static var none: Effect { Effect([]) }

  /// Runs async work off the loop. A running effect with the same id is cancelled first, so a
  /// second refresh replaces the first instead of racing it.
  public static func run(id: EffectID? = nil, _ operation: @escaping Operation) -> Effect {
    Effect([.run(id, operation)])
  }

  /// Cancels a running effect; its later sends are dropped.
  public static func cancel(_ id: EffectID) -> Effect {
    Effect([.cancel(id)])
  }

  /// Ends the program after this batch; the terminal is restored by its owner.
  public static var quit: Effect { Effect([.quit]) }

  /// Hands the terminal back to the shell until the user resumes the job.
  public static var suspend: Effect { Effect([.suspend]) }

  /// Runs `job` with the terminal handed over (`Terminal.runInForeground`), then sends the
  /// action it returns: how the composer runs `$EDITOR` while the reducer stays pure. `job`
  /// blocks (it waits for a child program) and runs on the terminal's own thread; cancelling
  /// the effect drops its action but cannot stop a program the user is working in.
  public static func runInTerminal(
    id: EffectID? = nil, _ job: @escaping @Sendable () -> Action
  ) -> Effect {
    Effect([.runInTerminal(id, job)])
  }

  /// How many terminal hand-overs this effect asks for, for tests.
  public var terminalJobCount: Int {
    commands.count(where: {
      if case .runInTerminal = $0 { return true }
      return false
    })
  }

  /// Runs the terminal jobs this effect carries, as a terminal with no screen would, and
  /// returns their actions in order: lets a test check what the composer does after the
  /// editor without a runtime.
  public func runTerminalJobs() -> [Action] {
    commands.compactMap {
      if case .runInTerminal(_, let job) = $0 { return job() }
      return nil
    }
  }

  /// Asks the terminal to put `text` on the clipboard (OSC 52), between frames.
  public static func copyToClipboard(_ text: String) -> Effect {
    Effect([.copyToClipboard(text)])
  }

  /// Texts this effect asks the terminal to copy, for tests.
  public var copiedTexts: [String] {
    commands.compactMap {
      if case .copyToClipboard(let text) = $0 { return text }
      return nil
    }
  }

  /// Several effects, performed in order.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  public static func merge(_ effects: [Effect]) -> Effect {
    // Index loops, not `flatMap`: in this generic type the standard library's generic
    // algorithms run unspecialised, and the first call of one looks its associated types up by
    // name, which scans every conformance record in the binary (docs/decisions).
    var commands: [Command] = []
    for effect in effects.indices {
      let more = effects[effect].commands
      for index in more.indices { commands.append(more[index]) }
    }
    return Effect(commands)
  }

  public var isNone: Bool { commands.isEmpty }

  /// Whether the effect ends the program; lets tests assert on quitting without a runtime.
  public var quits: Bool {
    commands.contains {
      if case .quit = $0 { return true }
      return false
    }
  }

  /// Ids of the work this effect starts or cancels, for tests and logs.
  public var runIDs: [EffectID?] {
    commands.compactMap {
      if case .run(let id, _) = $0 { return .some(id) }
      return nil
    }
  }

  public var cancelledIDs: [EffectID] {
    commands.compactMap {
      if case .cancel(let id) = $0 { return id }
      return nil
    }
  }

  /// The named effects still running once this effect's commands have been applied, in order,
  /// to `running` (ignoring effects that finish on their own). Lets tests prove that no
  /// screen's work outlives the screen.
  public func stillRunning(from running: Set<EffectID>) -> Set<EffectID> {
    var result = running
    for command in commands {
      switch command {
      case .run(let id?, _): result.insert(id)
      case .cancel(let id): result.remove(id)
      default: break
      }
    }
    return result
  }

  /// Transforms the actions an effect sends, so a screen's effects can be lifted into the
  /// app's action type.
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other)
    -> Effect<Other>
  {
    // An index loop, not `map`, as in `merge`.
    var mapped: [Effect<Other>.Command] = []
    mapped.reserveCapacity(commands.count)
    for index in commands.indices {
      mapped.append(Self.lift(commands[index], transform))
    }
    return Effect<Other>(mapped)
  }

  private static func lift<Other: Sendable>(
    _ command: Command, _ transform: @escaping @Sendable (Action) -> Other
  ) -> Effect<Other>.Command {
    switch command {
    case .run(let id, let operation):
      return .run(
        id,
        { context in
          await operation(
            EffectContext(clock: context.clock, send: { context.send(transform($0)) }))
        })
    case .cancel(let id): return .cancel(id)
    case .quit: return .quit
    case .suspend: return .suspend
    case .copyToClipboard(let text): return .copyToClipboard(text)
    case .runInTerminal(let id, let job): return .runInTerminal(id, { transform(job()) })
    }
  }
}
