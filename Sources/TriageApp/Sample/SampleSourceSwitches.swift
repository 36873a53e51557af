import Synchronization

/// Runtime switches on the sample source, so every list state can be reached by hand: the next
/// answer fails, or the next full load comes back empty. Checked when an answer is ready, so a
/// switch flipped during a slow load still applies to it.
public final class SampleSourceSwitches: Sendable {
  private struct State {
    var failNext = false
    var emptyNext = false
    var requests = 0
  }

  private let state = Mutex(State())

  public init() {}

  public var failNext: Bool {
    get { state.withLock { $0.failNext } }
    set { state.withLock { $0.failNext = newValue } }
  }

  public var emptyNext: Bool {
    get { state.withLock { $0.emptyNext } }
    set { state.withLock { $0.emptyNext = newValue } }
  }

  /// Requests started so far; lets tests prove that a double refresh fetched once.
  public var requestCount: Int { state.withLock { $0.requests } }

  func recordRequest() {
    state.withLock { $0.requests += 1 }
  }

  /// Consumes the one-shot switches for an answer that is ready.
  func takeOutcome(isFirstPage: Bool) -> (fail: Bool, empty: Bool) {
    state.withLock { state in
      let outcome = (fail: state.failNext, empty: isFirstPage && state.emptyNext)
      state.failNext = false
      if isFirstPage { state.emptyNext = false }
      return outcome
    }
  }
}
