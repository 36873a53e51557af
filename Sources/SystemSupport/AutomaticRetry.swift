/// The one rule for retries nobody asked for: when a request that failed may be sent again by
/// itself, and how long after. Here, below both the client and the app, so that every automatic
/// retry (the app's after a rate limit, the client's after a gateway's 502, 503 or 504) is
/// spaced and bounded in one place.
///
/// A server that answers every request with a rate limit naming no wait (`Retry-After: 0`, a
/// reset already past) would otherwise be asked once a second for as long as the screen is
/// open. So, as GitHub's guidance says: the first automatic retry waits what the server asked
/// (at least a second); each one after it waits at least a minute, doubling; and after `limit`
/// of them in a row the app stops and offers Retry, leaving the next request to the user.
public enum AutomaticRetry {
  /// Automatic retries in one run of failures. Past it, only the user retries.
  public static let limit = 4
  /// The shortest wait before any automatic retry.
  public static let shortest = Duration.seconds(1)
  /// The shortest wait before the second automatic retry of a run; it doubles for each after.
  public static let backoff = Duration.seconds(60)

  /// The wait before automatic retry number `attempt` of a run (0 for the first, after the
  /// first failure), where the server asked for `asked`; `nil` when the run has used its
  /// retries and the user must choose to retry.
  public static func wait(before attempt: Int, asked: Duration) -> Duration? {
    guard attempt >= 0, attempt < limit else { return nil }
    let honoured = max(asked, shortest)
    guard attempt > 0 else { return honoured }
    return max(honoured, backoff * (1 << (attempt - 1)))
  }

  /// The client's own retries of a gateway's failure (502, 503, 504) within one request: a
  /// hiccup that is usually over in a second, so short waits, and few of them; past them the
  /// failure goes to the app, which shows Retry.
  public static let gatewayLimit = 2
  /// The first wait before retrying a gateway's failure; it doubles for the next.
  public static let gatewayBackoff = Duration.seconds(1)

  /// The wait before the client's retry number `attempt` (0 for the first) of a gateway's
  /// failure, or `nil` once `gatewayLimit` retries were made.
  public static func gatewayWait(before attempt: Int) -> Duration? {
    guard attempt >= 0, attempt < gatewayLimit else { return nil }
    return gatewayBackoff * (1 << attempt)
  }

  /// How many times a write's look (the read made before re-sending a write that may have been
  /// applied) is made again, at once, when it fails as a passing fault does (a 5xx, a timeout).
  /// The user asked for the re-send: a look that failed by chance would otherwise turn one
  /// retryable failure into an identical one, and the write would never be tried.
  public static let lookRetries = 1
}
