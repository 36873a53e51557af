import SystemSupport

/// The demo's search rate limit: GitHub allows an account 30 searches a minute. A window opens
/// with the first search; the 31st inside it is refused until the window closes, and the next
/// search after that opens a new one.
///
/// Times are durations on the repository's injected clock (`DemoIssueRepository.elapsed`), as
/// `DemoTraffic`'s are. Shared by every copy of the repository value.
final class DemoSearchTraffic: Sendable {
  private struct State {
    var windowStart: Duration?
    var count = 0
  }

  private let state = Locked(State())

  init() {}

  /// Counts a search answered at `now` and returns `nil`, or, past `limit` searches in the
  /// current `window`, counts nothing and returns the wait until the window closes, rounded up
  /// to whole seconds (as GitHub's reset time is).
  func admit(at now: Duration, limit: Int, window: Duration) -> Duration? {
    state.withLock { state in
      if let start = state.windowStart, now < start + window {
        guard state.count < limit else {
          let (seconds, attoseconds) = (start + window - now).components
          return .seconds(attoseconds > 0 ? seconds + 1 : max(seconds, 1))
        }
        state.count += 1
        return nil
      }
      state.windowStart = now
      state.count = 1
      return nil
    }
  }
}
