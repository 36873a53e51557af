import AppCore
import Foundation
@_spi(Testing) import TerminalUI
import TriageApp

/// The benchmarks reduce by hand, with no runtime to run effects: a text too long to lay out
/// on the loop would stay a placeholder. This runs the layout effects a reduce started, as the
/// runtime would off the loop, and reduces what they send.
enum OffLoopLayout {
  /// Runs `effect`'s issue layouts to their end, then reduces their `laidOut` into `state`.
  static func settle(_ effect: Effect<AppAction>, _ state: inout AppState, program: TriageProgram) {
    for command in effect.commands {
      guard case .run(let id, let operation) = command,
        id?.rawValue.hasSuffix("issue.layout") == true
      else { continue }
      let sent = SentActions()
      let done = DispatchSemaphore(value: 0)
      Task.detached {
        await operation(EffectContext(clock: ContinuousClock()) { sent.append($0) })
        done.signal()
      }
      done.wait()
      for action in sent.all { settle(program.reduce(&state, action), &state, program: program) }
    }
  }

  /// What an effect sent, from its task.
  final class SentActions: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [AppAction] = []

    func append(_ action: AppAction) { lock.withLock { actions.append(action) } }
    var all: [AppAction] { lock.withLock { actions } }
  }
}
