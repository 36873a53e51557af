import Clocks
import SystemSupport

/// swift-clocks' `TestClock`, plus a way to wait until a sleep is pending before advancing.
///
/// Advancing a test clock races with a task that is about to sleep on it: if the sleep computes
/// its deadline after the advance, it never fires. Here every sleep's deadline is fixed by the
/// caller before it is recorded, and a test waits for the recording before advancing, so the
/// outcome no longer depends on scheduling: a sleep that registers late finds its deadline passed
/// and returns at once.
public final class SteppedClock: Clock, Sendable {
  public typealias Duration = Swift.Duration
  public typealias Instant = TestClock<Duration>.Instant

  private struct Waiter {
    let id: Int
    let matches: @Sendable (Instant) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var pending: [Int: Instant] = [:]
    var waiters: [Waiter] = []
    var nextID = 0
  }

  public let base = TestClock<Duration>()
  private let state = Locked(State())

  public init() {}

  public var now: Instant { base.now }
  public var minimumResolution: Duration { base.minimumResolution }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let (id, ready) = state.withLock { state -> (Int, [CheckedContinuation<Void, Never>]) in
      state.nextID += 1
      state.pending[state.nextID] = deadline
      var ready: [CheckedContinuation<Void, Never>] = []
      state.waiters.removeAll { waiter in
        guard waiter.matches(deadline) else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return (state.nextID, ready)
    }
    for continuation in ready { continuation.resume() }
    defer { _ = state.withLock { $0.pending.removeValue(forKey: id) } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// Waits until some task is sleeping until exactly `duration` from now: the sleep a test is
  /// about to release by advancing. Cancelling the waiting task ends the wait.
  public func waitForSleep(of duration: Duration) async {
    let deadline = now.advanced(by: duration)
    await waitForSleep { $0 == deadline }
  }

  private func waitForSleep(matching matches: @escaping @Sendable (Instant) -> Bool) async {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let satisfied = state.withLock { state -> Bool in
          if state.pending.values.contains(where: matches) || Task.isCancelled { return true }
          state.waiters.append(Waiter(id: id, matches: matches, continuation: continuation))
          return false
        }
        if satisfied { continuation.resume() }
      }
    } onCancel: {
      let waiter: Waiter? = state.withLock { state in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume()
    }
  }

  public func advance(by duration: Duration) async {
    await base.advance(by: duration)
  }

  /// Waits for a sleep of `duration` to be pending, then advances past it.
  public func release(_ duration: Duration) async {
    await waitForSleep(of: duration)
    await base.advance(by: duration)
  }
}
