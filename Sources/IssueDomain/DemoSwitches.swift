import SystemSupport

/// Runtime knobs of the demo backend, shared between the app (which flips them) and the demo
/// repository (which consumes them), so every list and error state can be reached by hand.
///
/// The switches are read when an answer is ready, not when the request starts, so a switch
/// flipped during a slow load still applies to it. A class behind a `Mutex` because the
/// app's effects and the repository's requests run concurrently.
public final class DemoSwitches: Sendable {
  /// What the next completed request must do instead of answering normally.
  public struct Outcome: Hashable, Sendable {
    /// The failure to raise, if one was armed.
    public var fault: DemoFault?
    /// Whether a first page must come back empty.
    public var isEmpty: Bool

    /// Creates an outcome.
    public init(fault: DemoFault? = nil, isEmpty: Bool = false) {
      self.fault = fault
      self.isEmpty = isEmpty
    }
  }

  private struct State {
    var armedFault: DemoFault?
    var emptyNext = false
    var isOffline = false
    var isPollingSlowed = false
    var requests = 0
  }

  private let state = Locked(State())

  /// Creates switches with nothing armed.
  public init() {}

  /// The failure of the next request that completes; cleared when it is used.
  public var armedFault: DemoFault? {
    get { state.withLock { $0.armedFault } }
    set { state.withLock { $0.armedFault = newValue } }
  }

  /// Whether the next first page comes back empty; cleared when it is used.
  public var emptyNext: Bool {
    get { state.withLock { $0.emptyNext } }
    set { state.withLock { $0.emptyNext = newValue } }
  }

  /// Whether the network is "down": while on, every request that completes fails as offline.
  /// A toggle rather than a one-shot, because a real outage lasts: refreshes, pages and retries
  /// all keep failing until it is switched off. Offline wins over an armed fault, which stays
  /// armed for the first request after the network is back.
  public var isOffline: Bool {
    get { state.withLock { $0.isOffline } }
    set { state.withLock { $0.isOffline = newValue } }
  }

  /// Whether the server asks for a longer poll interval, as GitHub may under load.
  public var isPollingSlowed: Bool {
    get { state.withLock { $0.isPollingSlowed } }
    set { state.withLock { $0.isPollingSlowed = newValue } }
  }

  /// Requests started so far; lets tests prove that a double refresh fetched once.
  public var requestCount: Int { state.withLock { $0.requests } }

  /// Counts a request as it starts. Called by the demo repository.
  public func recordRequest() {
    state.withLock { $0.requests += 1 }
  }

  /// Consumes the one-shot switches for an answer that is ready. Called by the demo repository.
  ///
  /// An armed fault wins and is cleared. `emptyNext` is used only by a first page that does not
  /// fail, the only answer it describes, and stays armed otherwise.
  public func takeOutcome(isFirstPage: Bool) -> Outcome {
    state.withLock { state in
      if let fault = state.armedFault {
        state.armedFault = nil
        return Outcome(fault: fault)
      }
      guard isFirstPage, state.emptyNext else { return Outcome() }
      state.emptyNext = false
      return Outcome(isEmpty: true)
    }
  }
}
