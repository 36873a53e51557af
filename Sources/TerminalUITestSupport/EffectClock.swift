import Clocks
import SystemSupport

/// swift-clocks' `TestClock`, which also knows which of the test store's effects are waiting on
/// it, so the store can tell an effect that is blocked until the test advances time from one
/// that is still working (answering over a socket, say) and will send something soon.
///
/// Give it to whatever an effect sleeps through (the demo backend's latency, a retry's wait):
/// a sleep is attributed to the effect whose task, or child task, makes it.
public final class EffectClock: Clock, Sendable {
  public typealias Duration = Swift.Duration
  public typealias Instant = TestClock<Duration>.Instant

  /// The store's token of the effect the current task runs for.
  @TaskLocal static var effect: Int?

  private struct Sleep {
    let effect: Int
    let deadline: Instant
    /// How many advances had finished when the sleep began: one due now but begun after the
    /// last advance still waits for the next.
    let advances: Int
  }

  private struct State {
    var sleeps: [Int: Sleep] = [:]
    var nextID = 0
    var advances = 0
    var onChange: (@Sendable () -> Void)?
  }

  public let base = TestClock<Duration>()
  private let state = Locked(State())

  public init() {}

  public var now: Instant { base.now }
  public var minimumResolution: Duration { base.minimumResolution }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    guard let effect = Self.effect else {
      try await base.sleep(until: deadline, tolerance: tolerance)
      return
    }
    let (id, onChange) = state.withLock { state in
      state.nextID += 1
      state.sleeps[state.nextID] = Sleep(
        effect: effect, deadline: deadline, advances: state.advances)
      return (state.nextID, state.onChange)
    }
    onChange?()
    defer {
      let onChange = state.withLock { state in
        state.sleeps[id] = nil
        return state.onChange
      }
      onChange?()
    }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// Moves time on, waking the sleeps it passes.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time on to `deadline`, waking the sleeps it passes.
  public func advance(to deadline: Instant) async {
    await base.advance(to: deadline)
    let onChange = state.withLock { state in
      state.advances += 1
      return state.onChange
    }
    onChange?()
  }

  /// The effects with a sleep that only an advance can end.
  func blockedEffects() -> Set<Int> {
    let now = base.now
    return state.withLock { state in
      var blocked = Set<Int>()
      for sleep in state.sleeps.values
      where sleep.deadline > now || (sleep.deadline == now && sleep.advances == state.advances) {
        blocked.insert(sleep.effect)
      }
      return blocked
    }
  }

  /// When the earliest sleep still to be woken is due.
  func earliestDeadline() -> Instant? {
    let now = base.now
    return state.withLock { state in
      state.sleeps.values.filter {
        $0.deadline > now || ($0.deadline == now && $0.advances == state.advances)
      }.map(\.deadline).min()
    }
  }

  /// How long until the earliest sleep of `effect` is due, for failure messages.
  func nextDeadline(of effect: Int) -> Duration? {
    let now = base.now
    return state.withLock { state in
      state.sleeps.values.filter { $0.effect == effect }.map { now.duration(to: $0.deadline) }
        .min()
    }
  }

  /// Called on every sleep that begins or ends and every advance.
  func observe(_ onChange: @escaping @Sendable () -> Void) {
    state.withLock { $0.onChange = onChange }
  }
}
