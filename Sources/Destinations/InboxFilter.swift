import AppCore
import IssueDomain
import ScreenState

/// Which threads an inbox lists: only those the account takes part in, and only some reasons
/// (none listed: every reason).
public struct InboxFilter: Hashable, Sendable {
  public var participating: Bool
  public var reasons: [InboxReason]

  public init(participating: Bool = false, reasons: [InboxReason] = []) {
    self.participating = participating
    self.reasons = reasons
  }

  /// Whether `thread` is one the filter lists.
  public func admits(_ thread: InboxThread) -> Bool {
    reasons.isEmpty || reasons.contains(thread.reason)
  }

  /// `page` with only the threads the filter lists; it keeps its cursor, so a short page still
  /// pages on.
  public func admitted(_ page: Page<InboxThread>) -> Page<InboxThread> {
    reasons.isEmpty ? page : Page(items: page.items.filter(admits), nextCursor: page.nextCursor)
  }
}
