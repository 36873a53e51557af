/// A whole response: status, headers (names lowercased) and the body, already collected under
/// the transport's size cap.
public struct HTTPResponseData: Sendable, Equatable {
  public var status: Int
  public var headers: [String: String]
  public var body: [UInt8]

  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
