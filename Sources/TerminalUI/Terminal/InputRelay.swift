import SystemSupport

/// Carries a terminal's input to whoever runs it, on the thread that read it: a key reaches the
/// runtime's mailbox with no task hop in between. Input that comes while nobody listens is kept
/// and delivered, in order, to the next listener.
public final class InputRelay: Sendable {
  /// Receives each event, then `nil` once input has ended. Called with the relay's lock held,
  /// which keeps events in order; it must not call back into the relay.
  public typealias Sink = @Sendable (InputEvent?) -> Void

  private struct State {
    var pending: [InputEvent] = []
    var ended = false
    var sink: Sink?
  }

  private let state = Locked(State())

  public init() {}

  /// Delivers to `sink` from now on, starting with what was kept (and the end, if input has
  /// ended). `nil` stops delivery; input is kept again until the next listener.
  public func deliver(to sink: Sink?) {
    state.withLock { state in
      state.sink = sink
      guard let sink else { return }
      for event in state.pending { sink(event) }
      state.pending.removeAll()
      if state.ended { sink(nil) }
    }
  }

  /// Passes one event on, or keeps it. Ignored once input has ended.
  public func yield(_ event: InputEvent) {
    state.withLock { state in
      guard !state.ended else { return }
      if let sink = state.sink {
        sink(event)
      } else {
        state.pending.append(event)
      }
    }
  }

  /// Ends input; the listener hears `nil` once.
  public func finish() {
    state.withLock { state in
      guard !state.ended else { return }
      state.ended = true
      state.sink?(nil)
    }
  }
}
