/// What makes a later request conditional: the answer's `ETag` (sent back as `If-None-Match`)
/// and `Last-Modified` (sent back as `If-Modified-Since`).
public struct Validators: Sendable, Hashable {
  public var etag: String?
  public var lastModified: String?

  public init(etag: String? = nil, lastModified: String? = nil) {
    self.etag = etag
    self.lastModified = lastModified
  }

  /// Neither: the next request can't be conditional.
  public var isEmpty: Bool { etag == nil && lastModified == nil }
}
