import FoundationEssentials

/// A successful answer: its body (fresh, or the cached one after a 304) and its links.
public struct GitHubResponse: Sendable, Equatable {
  public var body: [UInt8]
  public var link: LinkHeader
  /// The server said 304: nothing changed since the cached copy.
  public var isNotModified: Bool
  /// `Last-Modified`, as sent.
  public var lastModified: String?
  /// `X-Poll-Interval`, as sent: how many seconds a poller must wait.
  public var pollInterval: String?
  /// `ETag`, as sent.
  public var etag: String?

  public init(
    body: [UInt8], link: LinkHeader = LinkHeader(nil), isNotModified: Bool = false,
    lastModified: String? = nil, pollInterval: String? = nil
  ) {
    self.body = body
    self.link = link
    self.isNotModified = isNotModified
    self.lastModified = lastModified
    self.pollInterval = pollInterval
  }

  /// The answer to `response`, with `body` (its own, or the cached one after a 304).
  init(_ response: HTTPResponseData, body: [UInt8], isNotModified: Bool = false) {
    self.init(
      body: body, link: LinkHeader(response.header("link")), isNotModified: isNotModified,
      lastModified: response.header("last-modified"),
      pollInterval: response.header("x-poll-interval"))
    etag = response.header("etag")
  }
}
