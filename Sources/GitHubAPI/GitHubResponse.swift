import Foundation

/// A successful answer: its body (fresh, or the cached one after a 304) and its links.
public struct GitHubResponse: Sendable, Equatable {
  public var body: [UInt8]
  public var link: LinkHeader
  /// The server said 304: nothing changed since the cached copy.
  public var isNotModified: Bool

  public init(body: [UInt8], link: LinkHeader = LinkHeader(nil), isNotModified: Bool = false) {
    self.body = body
    self.link = link
    self.isNotModified = isNotModified
  }
}
