import Clocks
import SystemSupport
@_spi(Testing) import TerminalUI

extension TestStore {
  /// Reduces `actions` without running their effects, and returns the last one's: for a
  /// non-exhaustive test that plays the runtime's part, such as an answer that arrives after a
  /// refresh, or a quit before an effect ran. Nothing is checked.
  @discardableResult
  public func reduce(_ actions: P.Action...) -> Effect<P.Action> {
    var last = Effect<P.Action>.none
    for action in actions { last = reduce { $0.reduce(&$1, action) } }
    return last
  }

  /// Presses `keys` without running their effects; returns the last key's effect.
  @discardableResult
  public func reduce(keys: [Key]) -> Effect<P.Action> {
    var last = Effect<P.Action>.none
    for key in keys { last = reduce { $0.reduce(&$1, .input(.key(key))) } }
    return last
  }

  /// Runs `step` of the program on the state (a part of its reducer that no action reaches on
  /// its own, such as signing out) without running its effect, which is returned.
  @discardableResult
  public func reduce(_ step: (P, inout P.State) -> Effect<P.Action>) -> Effect<P.Action> {
    modifyState { state in step(program, &state) }
  }

  /// Runs every operation of `effect` once, to its end, with sleeps ending at once, and every
  /// terminal job, and returns the actions they sent, in order, unreduced: the answers a test
  /// that plays the runtime's part holds back and sends later.
  public func results(of effect: Effect<P.Action>) async -> [P.Action] {
    let sent = Locked<[P.Action]>([])
    for command in effect.commands {
      switch command {
      case .run(_, let operation):
        await operation(
          EffectContext(
            clock: ImmediateClock(), send: { action in sent.withLock { $0.append(action) } }))
      case .runInTerminal(_, let job):
        let action = job()
        sent.withLock { $0.append(action) }
      case .cancel, .quit, .suspend, .copyToClipboard:
        break
      }
    }
    return sent.withLock { $0 }
  }
}
