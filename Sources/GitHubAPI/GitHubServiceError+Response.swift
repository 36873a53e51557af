import Foundation

extension GitHubServiceError {
  /// What an unsuccessful answer means (DESIGN §7). `now` turns a rate limit's reset time into
  /// a wait. Statuses that aren't failures (2xx, 304) never get here.
  public init(response: HTTPResponseData, now: Date) {
    let body = try? JSONDecoder().decode(ErrorBodyDTO.self, from: Data(response.body))
    let message = body?.message
    switch response.status {
    case 401:
      self = .unauthorized
    case 403, 429:
      if let limit = Self.rateLimit(response, message: message, now: now) {
        self = .rateLimited(limit)
      } else if response.status == 429 {
        self = .rateLimited(RateLimit(kind: .secondary, retryAfter: Self.secondaryDefault))
      } else {
        self = .forbidden(message: message)
      }
    case 404:
      self = .notFound
    case 409:
      self = .conflict
    case 410:
      self = .gone
    case 422:
      self = .unprocessable(body?.errors ?? [])
    case 500...599:
      self = .server(status: response.status)
    default:
      self = .unexpectedStatus(response.status)
    }
  }

  /// How long to wait after a secondary limit that names no time.
  public static let secondaryDefault = Duration.seconds(60)

  /// A primary limit (`x-ratelimit-remaining: 0`, wait until `x-ratelimit-reset`), or a
  /// secondary one (`retry-after`, or GitHub's "secondary rate limit" message).
  static func rateLimit(_ response: HTTPResponseData, message: String?, now: Date) -> RateLimit? {
    if let retryAfter = response.header("retry-after").flatMap({
      Int($0.trimmingCharacters(in: .whitespaces))
    }) {
      return RateLimit(kind: .secondary, retryAfter: .seconds(max(1, retryAfter)))
    }
    if response.header("x-ratelimit-remaining")?.trimmingCharacters(in: .whitespaces) == "0" {
      let reset = response.header("x-ratelimit-reset").flatMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      let wait = reset.map { max(1, Int(($0 - now.timeIntervalSince1970).rounded(.up))) } ?? 60
      return RateLimit(kind: .primary, retryAfter: .seconds(wait))
    }
    if let message, message.lowercased().contains("secondary rate limit") {
      return RateLimit(kind: .secondary, retryAfter: secondaryDefault)
    }
    return nil
  }

  /// A transport failure as a service error.
  public init(_ error: TransportError) {
    switch error {
    case .offline: self = .transport(.offline)
    case .timedOut: self = .transport(.timedOut)
    case .tls: self = .transport(.tls)
    case .connectionFailed: self = .transport(.connectionFailed)
    case .bodyTooLarge(let limit): self = .bodyTooLarge(limit: limit)
    case .cancelled: self = .cancelled
    }
  }
}
