/// A rate limit GitHub reported, reduced to how long to wait.
///
/// The wait is a duration rather than an instant, so the value needs no clock to build or
/// compare: the client computes it from `x-ratelimit-reset` or `retry-after` when the response
/// arrives, and whoever waits turns it into a deadline on its own injected clock.
public struct RateLimit: Hashable, Sendable {
  /// Which of GitHub's limits was hit.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// The hourly request quota (`x-ratelimit-remaining: 0`).
    case primary
    /// An abuse-prevention limit (`retry-after`, or a "secondary rate limit" message).
    case secondary
  }

  /// Which limit was hit.
  public var kind: Kind
  /// How long to wait before the next request can succeed.
  public var retryAfter: Duration

  /// Creates a rate-limit report.
  public init(kind: Kind, retryAfter: Duration) {
    self.kind = kind
    self.retryAfter = retryAfter
  }
}
