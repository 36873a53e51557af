import FoundationEssentials

/// A request as a transport sends it. Reads have no body; writes (POST, PATCH) carry JSON.
public struct HTTPRequestSpec: Sendable, Equatable {
  public var method: String
  public var url: URL
  /// Header names in any case; sent in order.
  public var headers: [(name: String, value: String)]
  /// The body, or `nil` for none.
  public var body: [UInt8]?

  public init(
    method: String = "GET", url: URL, headers: [(name: String, value: String)] = [],
    body: [UInt8]? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  public static func == (lhs: HTTPRequestSpec, rhs: HTTPRequestSpec) -> Bool {
    lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
      && lhs.headers.map { "\($0.name.lowercased()): \($0.value)" }
        == rhs.headers.map { "\($0.name.lowercased()): \($0.value)" }
  }
}
