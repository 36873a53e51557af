/// Why no answer arrived, grouped for the use-case error: each is retryable, and each calls for a
/// different hint (check the network, wait, check the host).
public enum Connectivity: Hashable, Sendable, CaseIterable {
  /// No network route.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The host could not be reached.
  case unreachable
}
