import AppCore
import FoundationEssentials
import IssueDomain

/// The inbox's changes in flight and made: what the inbox draws its threads through (`shown`).
///
/// As with `PendingWrites`, optimism is a projection: the inbox keeps the threads the server
/// sent, and draws them with these changes applied. A rollback removes the entry, so it is
/// exact whatever polls happened meanwhile. A change that was made stays applied only while
/// the server's thread is no newer than the one the change was asked for on: a poll that still
/// has the old value (GitHub may answer 304, or lag) doesn't undo it on screen, and a thread
/// that moved on since (a new comment makes it unread again) shows the server's value.
public struct PendingInboxChanges: Equatable, Sendable {
  /// One change and where it is.
  public struct Entry: Equatable, Sendable {
    public var change: InboxChange
    /// Tags the attempt's answer: an answer with another serial is stale and dropped.
    public var serial: Int
    /// The thread's `updatedAt` when the change was asked for (nil for every thread at once).
    public var seen: Date?
    /// The server said it was made.
    public var isMade: Bool
  }

  /// What a change is filed under: one thread, or every thread.
  public enum Target: Hashable, Sendable {
    case thread(String)
    case all

    public init(_ change: InboxChange) {
      self = change.threadID.map(Target.thread) ?? .all
    }
  }

  /// Why `begin` refused.
  public enum Refusal: Error, Equatable, Sendable {
    /// A change to the same thread is still in flight: a second key press is never sent.
    case pending
  }

  public private(set) var entries: [Target: Entry] = [:]
  private var serials = 0
  /// How many made changes are kept: enough for a session's inbox, bounded.
  public static let madeLimit = 256

  public init() {}

  /// Starts `change`, unless one to the same target is in flight. A made change it replaces
  /// is dropped: the new one is what the user sees.
  public mutating func begin(_ change: InboxChange, seen: Date?) -> Result<Int, Refusal> {
    let target = Target(change)
    if isPending(target) { return .failure(.pending) }
    serials += 1
    entries[target] = Entry(change: change, serial: serials, seen: seen, isMade: false)
    return .success(serials)
  }

  /// The attempt `serial` on `change`'s target was made. A stale serial changes nothing.
  @discardableResult
  public mutating func succeed(_ change: InboxChange, serial: Int) -> Bool {
    let target = Target(change)
    guard let entry = entries[target], entry.serial == serial, !entry.isMade else { return false }
    entries[target]?.isMade = true
    dropOldestMade()
    return true
  }

  /// The attempt `serial` failed: the change is rolled back, exactly. A stale serial changes
  /// nothing.
  @discardableResult
  public mutating func fail(_ change: InboxChange, serial: Int) -> Bool {
    let target = Target(change)
    guard let entry = entries[target], entry.serial == serial, !entry.isMade else { return false }
    entries[target] = nil
    return true
  }

  /// Whether a change to `target` is in flight.
  public func isPending(_ target: Target) -> Bool {
    entries[target].map { !$0.isMade } ?? false
  }

  /// `thread` as it is drawn: with every change in flight, and every made change the server's
  /// value hasn't moved past, applied; nil when it is done.
  public func shown(_ thread: InboxThread) -> InboxThread? {
    guard !entries.isEmpty else { return thread }
    var result: InboxThread? = thread
    for target in [Target.all, .thread(thread.id)] {
      guard let entry = entries[target], let current = result else { continue }
      if entry.isMade, let seen = entry.seen, thread.updatedAt > seen { continue }
      result = entry.change.applied(to: current)
    }
    return result
  }

  private mutating func dropOldestMade() {
    let made = entries.filter { $0.value.isMade }
    guard made.count > Self.madeLimit,
      let oldest = made.min(by: { $0.value.serial < $1.value.serial })?.key
    else { return }
    entries[oldest] = nil
  }
}
