import SystemSupport

/// A transport that answers from a closure and records what it was sent: for unit tests of the
/// client's headers, redirects and mapping without a socket.
public final class InMemoryTransport: HTTPTransport {
  public typealias Handler = @Sendable (HTTPRequestSpec) throws(TransportError) -> HTTPResponseData

  private let handler: Handler
  private let sent = Locked<[HTTPRequestSpec]>([])

  public init(_ handler: @escaping Handler) {
    self.handler = handler
  }

  public var requests: [HTTPRequestSpec] { sent.withLock { $0 } }

  public func send(_ request: HTTPRequestSpec) async throws(TransportError) -> HTTPResponseData {
    sent.withLock { $0.append(request) }
    return try handler(request)
  }
}
