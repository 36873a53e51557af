import SystemSupport

/// Tests that hold a thread for seconds (reading a real terminal, driving a child process on
/// one) take turns, one at a time across the whole test run. Swift Testing runs tests on the
/// shared pool, which has one thread per core: on a two-core machine, two such tests at once
/// stall every other test, past the deadlines of those talking HTTP to a local server. With
/// turns, one thread at most is held and the rest of the pool goes on.
///
/// Waiting for the turn suspends and never holds a thread. Curses keeps its current screen in
/// globals, so a curses screen in the test process needs the turn as well.
public final class ThreadHoldingTurn: @unchecked Sendable {
  /// The one turn every such test shares.
  public static let shared = ThreadHoldingTurn()

  /// Whether the turn is held, and who waits for it, in the order they came.
  private let state = Locked((isHeld: false, waiting: [CheckedContinuation<Void, Never>]()))

  /// Returns once the caller has the turn; callers are served in the order they came.
  public func take() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isFree = state.withLock { state -> Bool in
        guard state.isHeld else {
          state.isHeld = true
          return true
        }
        state.waiting.append(continuation)
        return false
      }
      if isFree { continuation.resume() }
    }
  }

  /// Hands the turn to the next caller waiting, if any. Call once per `take`, from any thread.
  public func give() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.isHeld = false
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
