/// Why a request got no HTTP answer. Kept apart from HTTP statuses because none of these says
/// anything about the request itself: each is worth retrying, and each suggests its own remedy.
public enum TransportFailure: Hashable, Sendable, CaseIterable {
  /// No network route at all.
  case offline
  /// The connection or the response took longer than the client allows.
  case timedOut
  /// The TLS handshake failed (certificate, protocol), so nothing was sent.
  case tls
  /// The host could not be reached: DNS failure, refused or dropped connection.
  case connectionFailed
}
