/// Sends one request and returns the whole response. A protocol so that tests can use an
/// in-memory transport as well as the real HTTP client against a stub server.
public protocol HTTPTransport: Sendable {
  func send(_ request: HTTPRequestSpec) async throws(TransportError) -> HTTPResponseData
}
