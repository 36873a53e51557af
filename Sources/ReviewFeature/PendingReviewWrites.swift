import AppCore
import FoundationEssentials
import IssueDomain

/// The review writes in flight, by pull request: what the diff draws its threads and viewed
/// files through, so each shows at once and a rollback is removing the entry, exactly,
/// whatever loaded meanwhile. A made write leaves (its news tells the page, which keeps it).
public struct PendingReviewWrites: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    public var write: ReviewWrite
    /// Tags the attempt's answer: an answer with another serial is stale and dropped.
    public var serial: Int
    /// Where its text waits as a draft until GitHub has it.
    public var draft: DraftKey?

    /// The id a thread or comment it adds has until the server gives one.
    public var provisionalID: String { "pending-\(serial)" }
  }

  public private(set) var entries: [IssueReference: [Entry]] = [:]
  private var serials = 0
  /// Writes in flight on one pull request at once: more is someone holding a key down.
  public static let limit = 16

  public init() {}

  /// Starts `write` on `reference`; nil (nothing sent) when the same write is in flight or
  /// too many are.
  public mutating func begin(
    _ write: ReviewWrite, on reference: IssueReference, draft: DraftKey? = nil
  ) -> Int? {
    let list = entries[reference] ?? []
    guard list.count < Self.limit, !list.contains(where: { $0.write == write }) else {
      return nil
    }
    serials += 1
    entries[reference] = list + [Entry(write: write, serial: serials, draft: draft)]
    return serials
  }

  /// The attempt `serial` ended, made or not: it leaves. A stale serial finds nothing.
  public mutating func finish(_ reference: IssueReference, serial: Int) -> Entry? {
    guard let index = entries[reference]?.firstIndex(where: { $0.serial == serial }) else {
      return nil
    }
    let entry = entries[reference]?.remove(at: index)
    if entries[reference]?.isEmpty == true { entries[reference] = nil }
    return entry
  }

  public func inFlight(_ reference: IssueReference) -> [Entry] { entries[reference] ?? [] }

  /// `threads` with the writes in flight on `reference` made, as `author`'s.
  public func threads(_ threads: [ReviewThread], on reference: IssueReference, author: User)
    -> [ReviewThread]
  {
    guard let list = entries[reference] else { return threads }
    return list.reduce(threads) { threads, entry in
      entry.write.applied(to: threads, author: author, provisionalID: entry.provisionalID)
    }
  }

  /// Whether `path` shows viewed: the server's answer, or the last write in flight on it.
  public func isViewed(_ path: String, on reference: IssueReference, server: Bool) -> Bool {
    for entry in (entries[reference] ?? []).reversed() {
      if case .markViewed(path, let viewed, _) = entry.write { return viewed }
    }
    return server
  }
}

extension PendingReviewWrites: ContextValue {
  public static var defaultValue: PendingReviewWrites { PendingReviewWrites() }
}

extension Keymap.Context {
  /// The review writes in flight: the diff draws its threads through them.
  public var reviews: PendingReviewWrites { values[PendingReviewWrites.self] }
}

extension ScreenContext {
  /// The review writes in flight.
  public var reviewWrites: PendingReviewWrites { keys.reviews }
}
