/// What an effect may use: a way to send actions back, and the injected clock, so that latency,
/// timeouts and expiry are all driven by the same time source as the rest of the program.
public struct EffectContext<Action: Sendable>: Sendable {
  private let sendAction: @Sendable (Action) -> Void
  public let clock: any Clock<Duration>

  public init(clock: any Clock<Duration>, send: @escaping @Sendable (Action) -> Void) {
    self.clock = clock
    self.sendAction = send
  }

  /// Queues an action for the runtime loop. Dropped once the effect has been cancelled, so a
  /// cancelled load can never overwrite newer state.
  public func send(_ action: Action) {
    guard !Task.isCancelled else { return }
    sendAction(action)
  }

  /// Sleeps on the injected clock; returns false when cancelled.
  public func sleep(for duration: Duration) async -> Bool {
    do {
      try await clock.sleep(for: duration, tolerance: nil)
      return !Task.isCancelled
    } catch {
      return false
    }
  }
}
