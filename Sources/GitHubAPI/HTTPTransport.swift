/// Sends one request and returns the whole response. A protocol so that tests can use an
/// in-memory transport as well as the real HTTP client against a stub server.
public protocol HTTPTransport: Sendable {
  func send(_ request: HTTPRequestSpec) async throws(TransportError) -> HTTPResponseData

  /// Sends `request` and hands its body to `sink` piece by piece as it arrives, so a body too
  /// large to hold (a job's log) never is; the answer returned has an empty body. More than
  /// `limit` bytes is `bodyTooLarge`; a sink that answers false (its file failed) ends the
  /// request as `incompleteBody`.
  func stream(
    _ request: HTTPRequestSpec, limit: Int, into sink: @escaping @Sendable ([UInt8]) -> Bool
  ) async throws(TransportError) -> HTTPResponseData
}

extension HTTPTransport {
  /// A transport that can't stream collects the body whole and hands it over in one piece.
  public func stream(
    _ request: HTTPRequestSpec, limit: Int, into sink: @escaping @Sendable ([UInt8]) -> Bool
  ) async throws(TransportError) -> HTTPResponseData {
    var response = try await send(request)
    guard response.body.count <= limit else { throw .bodyTooLarge(limit: limit) }
    guard response.body.isEmpty || sink(response.body) else { throw .incompleteBody }
    response.body = []
    return response
  }
}
