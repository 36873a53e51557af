import FoundationEssentials
import IssueDomain
import SystemSupport

/// What the demo server has been told to change in the inbox: threads read, done or
/// unsubscribed from, and everything up to a moment read, laid over the generated threads by
/// every poll. A class behind a lock, shared by every copy of the repository value.
final class DemoInboxLedger: Sendable {
  private struct State {
    var changes: [InboxChange] = []
    /// When the last change was made: the inbox's `Last-Modified` is at least this, so the
    /// next conditional poll sees it.
    var changedAt: Date?
  }

  /// The most changes kept: a demo session makes far fewer; the oldest go first.
  static let changeLimit = 1000

  private let state = Locked(State())

  init() {}

  /// Records `change`, made at `moment`.
  func record(_ change: InboxChange, at moment: Date) {
    state.withLock { state in
      state.changes.append(change)
      if state.changes.count > Self.changeLimit { state.changes.removeFirst() }
      state.changedAt = max(state.changedAt ?? moment, moment)
    }
  }

  /// `threads` as the server holds them after every change: done ones gone, read ones read.
  func applied(to threads: [InboxThread]) -> [InboxThread] {
    let changes = state.withLock { $0.changes }
    guard !changes.isEmpty else { return threads }
    return threads.compactMap { thread in
      changes.reduce(Optional(thread)) { shown, change in shown.flatMap(change.applied) }
    }
  }

  /// When the last change was made, if any.
  var changedAt: Date? { state.withLock { $0.changedAt } }
}
