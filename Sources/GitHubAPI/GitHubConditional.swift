/// The answer to a request made conditional on a kept `ETag`: the value, or `nil` when the
/// server said 304 (the caller holds it), and the `ETag` to keep either way.
public struct GitHubConditional<Value: Sendable>: Sendable {
  /// `nil`: not modified.
  public var value: Value?
  public var etag: String?

  public init(value: Value?, etag: String?) {
    self.value = value
    self.etag = etag
  }

  public var isNotModified: Bool { value == nil }
}
