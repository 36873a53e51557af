import FoundationEssentials

/// One page of a list and the URL of the next, exactly as the `Link` header gave it.
public struct GitHubPage<Item: Sendable>: Sendable {
  public var items: [Item]
  public var next: URL?
  public var isNotModified: Bool
  /// The page had more items than `GitHubClient.pageItemLimit`; the rest were let go, and
  /// `next` is `nil`.
  public var isCut: Bool
  /// `ETag`, as sent (bounded like every header value kept), for a later conditional request.
  public var etag: String?

  public init(items: [Item], next: URL?, isNotModified: Bool = false, isCut: Bool = false) {
    self.items = items
    self.next = next
    self.isNotModified = isNotModified
    self.isCut = isCut
  }
}
