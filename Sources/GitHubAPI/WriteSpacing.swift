import FoundationEssentials
import SystemSupport

/// GitHub's guidance for requests that write: at least a second between them, or the secondary
/// rate limit answers instead. Each write takes the next free slot, a second after the one
/// before, so two writes sent together still go a second apart. A class behind a lock because
/// the client is a value shared by concurrent requests.
final class WriteSpacing: Sendable {
  /// The least time between the starts of two writes.
  static let interval: TimeInterval = 1
  /// The longest a write waits for its slot. More means the wall clock went back (writes are
  /// one key press each, never a queue this long), and a clock must not hold writes back.
  static let longestWait: TimeInterval = 10
  private let last = Locked<Date?>(nil)

  /// How long the write about to go at `now` must wait for its slot; the slot is taken.
  func reserve(at now: Date) -> Duration {
    last.withLock { last in
      var slot = last.map { max(now, $0.addingTimeInterval(Self.interval)) } ?? now
      if slot.timeIntervalSince(now) > Self.longestWait { slot = now }
      last = slot
      return .milliseconds(Int64((slot.timeIntervalSince(now) * 1000).rounded(.up)))
    }
  }
}
