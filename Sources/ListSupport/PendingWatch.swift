import TerminalUI

/// How a screen watches something pending (a commit's checks, a workflow run): it looks again
/// after a wait, never sooner than 10 s (at most six looks a minute), half as long again after
/// each look that changed nothing, at most a minute. Each wait has a serial, so a wait that a
/// newer one replaced is dropped, and one that came due while the screen wasn't seen is owed
/// until it is.
public struct PendingWatch: Hashable, Sendable {
  public static let firstWait = Duration.seconds(10)
  public static let longestWait = Duration.seconds(60)

  public private(set) var interval = PendingWatch.firstWait
  public private(set) var serial = 0
  /// Whether a wait came due unseen: the screen looks again when it is seen.
  public var isOwed = false

  public init() {}

  /// The next wait, after a look that found it still pending: `unchanged` backs off. The
  /// effect sleeps, then sends `due(serial)`.
  public mutating func wait<Event: Sendable>(
    unchanged: Bool, id: EffectID, due: @escaping @Sendable (Int) -> Event
  ) -> Effect<Event> {
    if unchanged { interval = min(Self.longestWait, interval * 3 / 2) }
    serial += 1
    let (serial, wait) = (serial, interval)
    return .run(id: id) { context in
      guard await context.sleep(for: wait) else { return }
      context.send(due(serial))
    }
  }

  /// Nothing is pending any more: the next watch starts from the first wait.
  public mutating func settle() { interval = Self.firstWait }

  /// Whether `serial` is the wait in flight, not one a newer wait replaced.
  public func isCurrent(_ serial: Int) -> Bool { serial == self.serial }
}
