import GitHubAPI
import IssueDomain

extension DemoFault {
  /// The service error a real server would cause for this fault, so the demo repository goes
  /// through the same service-to-repository mapping as the GitHub one.
  var serviceError: GitHubServiceError {
    switch self {
    case .offline: .transport(.offline)
    case .serverError: .server(status: 502)
    case .serviceUnavailable: .server(status: 503)
    case .rateLimited: .rateLimited(RateLimit(kind: .primary, retryAfter: .seconds(30)))
    case .forbidden: .forbidden(message: nil)
    case .notFound: .notFound
    case .sessionExpired: .unauthorized
    case .malformed: .decoding(description: "demo: expected an array")
    }
  }
}
