/// Why a request got no HTTP answer. Mapped to `GitHubServiceError.transport` (or
/// `bodyTooLarge`, `cancelled`) by the client.
public enum TransportError: Error, Sendable, Equatable {
  /// No route to the network.
  case offline
  /// Connecting, or waiting for the answer, took longer than the limit.
  case timedOut
  /// The TLS handshake failed.
  case tls
  /// Refused, reset, or closed before a whole answer: the server is unreachable or broke off.
  case connectionFailed(String)
  /// The head arrived but the connection ended before the whole body did.
  case incompleteBody
  /// The answer's status line or headers were not valid HTTP (e.g. `Content-Length: inf`).
  case malformedHead
  /// The body was longer than the cap.
  case bodyTooLarge(limit: Int)
  /// The URL can't be requested (see `RequestableURL`), so nothing was sent.
  case unusableURL
  case cancelled
}
