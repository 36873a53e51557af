import FoundationEssentials
import SystemSupport

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
    case 405:
      self = .notAllowed(message: message)
    case 409:
      self = .conflict
    case 410:
      self = .gone
    case 422:
      // Some 422s (update-branch's) say why only in `message`: it stands as the one field's.
      let fields = body?.errors ?? []
      if fields.isEmpty, let message, !message.isEmpty, message != "Validation Failed" {
        self = .unprocessable([GitHubFieldError(code: "custom", message: message)])
      } else {
        self = .unprocessable(fields)
      }
    case 500...599:
      self = .server(status: response.status)
    default:
      self = .unexpectedStatus(response.status)
    }
  }

  /// How long to wait after a secondary limit that names no time, or names it in a form that
  /// doesn't parse (GitHub's documented default).
  public static let secondaryDefault = Duration.seconds(60)
  /// How long to wait after a primary limit whose reset time doesn't parse.
  public static let primaryDefault = Duration.seconds(60)
  /// The longest wait a header can impose. A hostile or broken server may ask for days (or
  /// `1e300` seconds); an hour is GitHub's whole primary window, so no real limit asks for more.
  public static let longestWait = Duration.seconds(3600)

  /// A primary limit (`x-ratelimit-remaining: 0`, wait until `x-ratelimit-reset`), or a
  /// secondary one (`retry-after`, or GitHub's "secondary rate limit" message). Every header is
  /// untrusted: a value that isn't a finite number in range is ignored or replaced by the
  /// default, and every wait is clamped to 1 s…`longestWait`.
  static func rateLimit(_ response: HTTPResponseData, message: String?, now: Date) -> RateLimit? {
    if let retryAfter = response.header("retry-after") {
      let wait = number(retryAfter).flatMap { $0 >= 0 ? clampedWait(seconds: $0) : nil }
      return RateLimit(kind: .secondary, retryAfter: wait ?? secondaryDefault)
    }
    if let remaining = response.header("x-ratelimit-remaining").flatMap(number), remaining == 0 {
      let reset = response.header("x-ratelimit-reset").flatMap(number).flatMap {
        $0 >= 0 ? $0 : nil
      }
      let wait = reset.map { clampedWait(seconds: $0 - now.timeIntervalSince1970) }
      return RateLimit(kind: .primary, retryAfter: wait ?? primaryDefault)
    }
    if let message, message.lowercased().contains("secondary rate limit") {
      return RateLimit(kind: .secondary, retryAfter: secondaryDefault)
    }
    return nil
  }

  /// A header's decimal number, if it is one and finite: `inf`, `nan`, garbage and absurdly long
  /// text give `nil`.
  static func number(_ text: String) -> Double? {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.utf8.count <= 64, let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }

  /// `seconds` rounded up and clamped to 1 s…`longestWait`. The clamp comes before the
  /// conversion to an integer, which would trap on a value out of `Int`'s range.
  static func clampedWait(seconds: Double) -> Duration {
    let longest = Double(longestWait.components.seconds)
    guard seconds.isFinite else { return longestWait }
    let bounded = min(max(seconds.rounded(.up), 1), longest)
    return .seconds(Int64(bounded))
  }

  /// A transport failure as a service error.
  public init(_ error: TransportError) {
    switch error {
    case .offline: self = .transport(.offline)
    case .timedOut: self = .transport(.timedOut)
    case .tls: self = .transport(.tls)
    case .connectionFailed: self = .transport(.connectionFailed)
    case .bodyTooLarge(let limit): self = .bodyTooLarge(limit: limit)
    case .incompleteBody: self = .incompleteBody
    case .malformedHead: self = .malformedHead
    case .unusableURL: self = .unusableURL
    case .cancelled: self = .cancelled
    }
  }
}
