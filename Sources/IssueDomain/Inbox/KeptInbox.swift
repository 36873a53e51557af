import FoundationEssentials

/// The inbox's first page as an earlier run kept it, the `Last-Modified` that makes the next
/// poll conditional, and when the server last answered for it.
public struct KeptInbox: Sendable, Equatable {
  public var page: Page<InboxThread>
  public var lastModified: String?
  public var asOf: Date

  public init(page: Page<InboxThread>, lastModified: String?, asOf: Date) {
    self.page = page
    self.lastModified = lastModified
    self.asOf = asOf
  }
}
