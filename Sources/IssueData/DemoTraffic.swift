import IssueDomain
import SystemSupport

/// What the demo server remembers between requests: how often each repository answered (for
/// the flaky one) and until when the rate-limited one is limited.
///
/// A class behind a `Mutex`, shared by every copy of the repository value, because requests run
/// concurrently. Times are durations since the repository was created, measured on its injected
/// clock (see `DemoIssueRepository.elapsed`), so no instant type has to be stored.
final class DemoTraffic: Sendable {
  private struct State {
    var answers: [RepositoryName: Int] = [:]
    var limitedUntil: Duration?
  }

  private let state = Locked(State())

  init() {}

  /// Counts an answer of `repository` and returns its 1-based position.
  func nextAnswer(of repository: RepositoryName) -> Int {
    state.withLock { state in
      let position = state.answers[repository, default: 0] + 1
      state.answers[repository] = position
      return position
    }
  }

  /// The wait a request answered at `now` must report, or `nil` once the limit has passed.
  ///
  /// The first call starts a limit of `window`; calls before its end get what is left of it,
  /// rounded up to whole seconds (as GitHub's `retry-after` is), so waiting that long is always
  /// enough. The limit is hit once per repository value: later calls succeed.
  func rateLimitWait(at now: Duration, window: Duration) -> Duration? {
    state.withLock { state in
      guard let deadline = state.limitedUntil else {
        state.limitedUntil = now + window
        return window
      }
      guard now < deadline else { return nil }
      return Self.roundedUpToSeconds(deadline - now)
    }
  }

  private static func roundedUpToSeconds(_ duration: Duration) -> Duration {
    let (seconds, attoseconds) = duration.components
    return .seconds(attoseconds > 0 ? seconds + 1 : seconds)
  }
}
