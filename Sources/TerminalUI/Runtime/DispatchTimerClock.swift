import Dispatch
import SystemSupport

/// The continuous clock, sleeping on a Dispatch timer rather than with `Task.sleep`.
///
/// `Task.sleep` first asks whether the current executor schedules delayed jobs itself (a cast to
/// `SchedulingExecutor`), and the runtime answers the first such question by scanning all 8,400
/// protocol-conformance records in the binary: the only scan left in the app's start-up, and it
/// keeps a third of a megabyte of metadata pages resident (docs/decisions). The app's
/// timers (the first frame's grace, the spinner, banners, the demo's latency) use this clock.
public struct DispatchTimerClock: Clock, Sendable {
  public typealias Instant = ContinuousClock.Instant

  /// Called each time a sleep's timer is armed; lets tests cancel a sleep that is waiting.
  private let armed: (@Sendable () -> Void)?

  public init() {
    armed = nil
  }

  init(armed: @escaping @Sendable () -> Void) {
    self.armed = armed
  }

  public var now: Instant { ContinuousClock.now }

  public var minimumResolution: Duration { ContinuousClock().minimumResolution }

  /// Returns at `deadline` or later; throws `CancellationError` as soon as the task is
  /// cancelled, before or during the wait.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let wait = now.duration(to: deadline)
    guard wait > .zero else { return }
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        sleeper.start(continuation, after: wait, leeway: tolerance ?? .zero, armed: armed)
      }
    } onCancel: {
      sleeper.cancel()
    }
  }
}

/// One sleep: its continuation is resumed exactly once, by the timer or by cancellation,
/// whichever comes first.
private final class Sleeper: Sendable {
  private enum State {
    case starting
    case waiting(UnsafeContinuation<Void, any Error>, any DispatchSourceTimer)
    case cancelled
    case finished
  }

  private typealias Waiting = (UnsafeContinuation<Void, any Error>, any DispatchSourceTimer)

  private let state = Locked(State.starting)

  /// Arms a timer for `wait`, unless the sleep was cancelled first. The timer is made and
  /// started under the lock, so one is never left unstarted: libdispatch traps on releasing a
  /// source that was never resumed.
  func start(
    _ continuation: UnsafeContinuation<Void, any Error>, after wait: Duration, leeway: Duration,
    armed: (@Sendable () -> Void)?
  ) {
    let started = state.withLock { state -> Bool in
      guard case .starting = state else { return false }
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.schedule(
        deadline: .now() + Self.interval(wait), repeating: .never, leeway: Self.interval(leeway))
      timer.setEventHandler { [self] in finish() }
      state = .waiting(continuation, timer)
      timer.resume()
      return true
    }
    guard started else {
      continuation.resume(throwing: CancellationError())
      return
    }
    armed?()
  }

  func cancel() {
    let waiting = state.withLock { state -> Waiting? in
      switch state {
      case .starting:
        state = .cancelled
        return nil
      case .waiting(let continuation, let timer):
        state = .cancelled
        return (continuation, timer)
      case .cancelled, .finished:
        return nil
      }
    }
    guard let (continuation, timer) = waiting else { return }
    timer.cancel()
    continuation.resume(throwing: CancellationError())
  }

  private func finish() {
    let waiting = state.withLock { state -> Waiting? in
      guard case .waiting(let continuation, let timer) = state else { return nil }
      state = .finished
      return (continuation, timer)
    }
    guard let (continuation, timer) = waiting else { return }
    timer.cancel()
    continuation.resume()
  }

  /// Nanoseconds, saturating: a wait of centuries is as good as forever.
  private static func interval(_ duration: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return .nanoseconds(0) }
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return .never }
    return .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
  }
}
