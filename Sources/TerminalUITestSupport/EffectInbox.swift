import CustomDump
import FoundationEssentials
import SystemSupport
import TerminalUI

/// What the test store's effects share with it: the actions they sent, in order, and which of
/// them still run. Generic over the action alone (not nested in the store), so the closures that
/// post to it capture only the action type.
final class EffectInbox<Action: Sendable>: Sendable {
  private struct Sent {
    let token: Int
    let action: Action
  }

  private struct State {
    var queue: [Sent] = []
    /// Running effects by token, with their ids.
    var running: [Int: EffectID?] = [:]
  }

  private let state = Locked(State())
  let changes = ChangeSignal()

  func begin(_ token: Int, id: EffectID?) {
    state.withLock { $0.running[token] = .some(id) }
  }

  func end(_ token: Int) {
    state.withLock { _ = $0.running.removeValue(forKey: token) }
    changes.notify()
  }

  /// Queues `action` unless its effect was cancelled or replaced meanwhile: the runtime drops
  /// those too.
  func post(_ action: Action, from token: Int) {
    state.withLock { state in
      if state.running[token] != nil { state.queue.append(Sent(token: token, action: action)) }
    }
    changes.notify()
  }

  /// Stops counting the effects named `id` as running and drops what they sent that was not
  /// taken yet; returns their tokens, for the caller to cancel their tasks.
  func cancel(_ id: EffectID) -> [Int] {
    state.withLock { state in
      let tokens = state.running.filter { $0.value == id }.map(\.key)
      for token in tokens { state.running[token] = nil }
      state.queue.removeAll { tokens.contains($0.token) }
      return tokens
    }
  }

  func cancelAll() {
    state.withLock { $0.running.removeAll() }
  }

  func takeFirst() -> Action? {
    state.withLock { $0.queue.isEmpty ? nil : $0.queue.removeFirst().action }
  }

  func removeAll() {
    state.withLock { $0.queue.removeAll() }
  }

  var queued: [Action] { state.withLock { $0.queue.map(\.action) } }
  var hasQueued: Bool { state.withLock { !$0.queue.isEmpty } }
  var running: [Int: EffectID?] { state.withLock { $0.running } }

  /// Whether nothing can happen until the test acts: every running effect waits on `clock`.
  func isQuiet(on clock: EffectClock) -> Bool {
    let running = Set(state.withLock { $0.running.keys })
    return running.isSubset(of: clock.blockedEffects())
  }

  // MARK: Describing

  static func dump(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 4)
    return "  " + text.replacingEvery("\n", with: "\n  ")
  }

  /// The actions not received and the effects still running, for a failure.
  func unaccounted(on clock: EffectClock) -> String {
    let queued = self.queued
    var lines: [String] = []
    if !queued.isEmpty {
      lines.append("\(queued.count) action(s) received but not asserted:")
      lines += queued.map(Self.dump)
    }
    if !running.isEmpty { lines.append(describeRunning(on: clock)) }
    return lines.joined(separator: "\n")
  }

  func describeRunning(on clock: EffectClock) -> String {
    let running = self.running.sorted { $0.key < $1.key }
    var lines = ["\(running.count) effect(s) still running:"]
    for (token, id) in running {
      let name = id.map { "\"\($0)\"" } ?? "unnamed effect #\(token)"
      let wait = clock.nextDeadline(of: token).map { ", waiting \($0) on the clock" } ?? ""
      lines.append("  \(name)\(wait)")
    }
    return lines.joined(separator: "\n")
  }
}
