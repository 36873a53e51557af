/// A failure the demo backend can be told to produce once, so every error path of the app can be
/// raised by hand and in tests without a network.
///
/// It lives in the domain, not in IssueData, because the presentation layer arms it and may not
/// import the data layer. Each case names the situation, not a status code, so it reads well in
/// a key binding; the demo repository turns it into the service error a real server would cause.
public enum DemoFault: String, Hashable, Sendable, CaseIterable {
  /// No network route.
  case offline
  /// A 502 from the server.
  case serverError
  /// A 503: the server is temporarily down.
  case serviceUnavailable
  /// A primary rate limit with a 30 s wait.
  case rateLimited
  /// A 403 without a rate limit.
  case forbidden
  /// A 404.
  case notFound
  /// A 401 in the middle of a session.
  case sessionExpired
  /// A body that does not decode.
  case malformed

  /// A short English name for the status line, e.g. "503" or "rate limit".
  public var label: String {
    switch self {
    case .offline: "offline"
    case .serverError: "502"
    case .serviceUnavailable: "503"
    case .rateLimited: "rate limit"
    case .forbidden: "403"
    case .notFound: "404"
    case .sessionExpired: "401"
    case .malformed: "bad JSON"
    }
  }
}
