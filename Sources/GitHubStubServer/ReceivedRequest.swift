/// A request as the stub server saw it, so that a test can check what the client sent (the
/// `Authorization` header, `If-None-Match`, the exact page URL).
public struct ReceivedRequest: Sendable, Equatable {
  /// The method as sent, e.g. `GET`.
  public var method: String
  /// The request target as sent: path and query.
  public var path: String
  /// Every header, keyed by lowercased name, values in the order received.
  public var headers: [String: [String]]
  /// The body as UTF-8 text (empty when there is none).
  public var body: String

  public init(method: String, path: String, headers: [String: [String]], body: String = "") {
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
  }

  /// The first value of the header `name` (any case), or `nil`.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]?.first
  }
}
