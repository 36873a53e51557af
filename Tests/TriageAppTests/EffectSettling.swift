import Clocks
import SystemSupport

@testable import TerminalUI
@testable import TriageApp

extension Effect where Action == AppAction {
  /// Runs every operation of this effect once (sleeps end at once), and every terminal job,
  /// and returns the actions they sent, in order: a runtime with no screen and no time, for
  /// reducer tests that need an effect's result (a draft read, an editor's text, a write's
  /// answer from the demo).
  func results() async -> [AppAction] {
    let sent = Locked<[AppAction]>([])
    for command in commands {
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

extension TriageProgram {
  /// Reduces `action`, then the actions its effects send, and theirs, breadth first, at most
  /// `limit` rounds: the app settled, as the runtime would leave it once the answers are in.
  /// Status and banner expiries are skipped, so what they say can still be seen.
  func settle(_ action: AppAction, on state: inout AppState, limit: Int = 20) async {
    var queue = [action]
    var rounds = 0
    while !queue.isEmpty, rounds < limit {
      rounds += 1
      var next: [AppAction] = []
      for action in queue {
        next += await reduce(&state, action).results()
      }
      queue = next.filter { action in
        switch action {
        case .statusExpired, .tick, .countdown: false
        case .screen(_, let event):
          if case IssueScreen.Event.bannerExpired? = event as? IssueScreen.Event {
            false
          } else {
            true
          }
        default: true
        }
      }
    }
  }

  /// Presses `keys` one by one, each settled.
  func settle(_ keys: [Key], on state: inout AppState) async {
    for key in keys { await settle(.input(.key(key)), on: &state) }
  }

  /// Types `text` into whatever takes text, settled.
  func type(_ text: String, on state: inout AppState) async {
    await settle(text.map { Key.character($0) }, on: &state)
  }
}
