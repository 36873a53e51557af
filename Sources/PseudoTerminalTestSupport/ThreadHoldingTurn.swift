import Foundation

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

  private let lock = NSLock()
  private var isHeld = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the caller has the turn; callers are served in the order they came.
  public func take() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      if isHeld {
        waiting.append(continuation)
        lock.unlock()
      } else {
        isHeld = true
        lock.unlock()
        continuation.resume()
      }
    }
  }

  /// Hands the turn to the next caller waiting, if any. Call once per `take`, from any thread.
  public func give() {
    lock.lock()
    guard !waiting.isEmpty else {
      isHeld = false
      lock.unlock()
      return
    }
    let next = waiting.removeFirst()
    lock.unlock()
    next.resume()
  }
}
