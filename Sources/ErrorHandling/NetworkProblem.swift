/// Why a request got no answer. Kept apart from HTTP failures because all of these are worth
/// retrying and each deserves its own hint (check the network vs. wait vs. check the host).
public enum NetworkProblem: Hashable, Sendable, CaseIterable {
  /// No network route at all.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The host could not be reached: DNS, refused connection, TLS failure, connection lost.
  case connectionFailed
}
