import Foundation

/// A request as a transport sends it: no body (every endpoint Triage uses is a GET).
public struct HTTPRequestSpec: Sendable, Equatable {
  public var method: String
  public var url: URL
  /// Header names in any case; sent in order.
  public var headers: [(name: String, value: String)]

  public init(method: String = "GET", url: URL, headers: [(name: String, value: String)] = []) {
    self.method = method
    self.url = url
    self.headers = headers
  }

  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  public static func == (lhs: HTTPRequestSpec, rhs: HTTPRequestSpec) -> Bool {
    lhs.method == rhs.method && lhs.url == rhs.url
      && lhs.headers.map { "\($0.name.lowercased()): \($0.value)" }
        == rhs.headers.map { "\($0.name.lowercased()): \($0.value)" }
  }
}
