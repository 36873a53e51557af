import GitHubAPI
import IssueDomain

extension IssueRepositoryError {
  /// Maps a service failure to the domain's terms. Details merge: TLS and connection failures
  /// are both `unreachable`, both rate-limit kinds are a wait, and every unusable body is a
  /// `malformedResponse`. `unknown` keeps the whole service error, so the log shows each layer.
  public init(_ error: GitHubServiceError) {
    switch error {
    case .transport(.offline): self = .offline
    case .transport(.timedOut): self = .timedOut
    case .transport(.tls), .transport(.connectionFailed): self = .unreachable
    case .unauthorized: self = .unauthorized
    case .forbidden: self = .forbidden
    case .rateLimited(let limit): self = .rateLimited(retryAfter: limit.retryAfter)
    case .notFound: self = .notFound
    case .conflict: self = .conflict
    case .gone: self = .gone
    case .unprocessable(let fields): self = .rejected(fields.map(Self.rejection(for:)))
    case .server(let status): self = .server(status: status)
    case .decoding: self = .malformedResponse(.undecodable)
    case .emptyBody: self = .malformedResponse(.empty)
    case .notAllowed, .unexpectedStatus, .malformedHead, .unusableURL:
      self = .malformedResponse(.unexpected)
    case .bodyTooLarge: self = .malformedResponse(.tooLarge)
    case .incompleteBody: self = .malformedResponse(.incomplete)
    case .tooManyRedirects: self = .malformedResponse(.tooManyRedirects)
    case .crossOriginLink: self = .malformedResponse(.crossOriginLink)
    case .cancelled: self = .cancelled
    case .unknown: self = .unknown(error)
    }
  }

  /// One 422 entry. The name falls back to the resource, then to "request", because GitHub
  /// omits `field` for errors about the request as a whole. The server's words are drawn in a
  /// form or an alert like any text from it, so they are made inert here, once, for every
  /// caller (a write's 422 as much as a read's).
  private static func rejection(for fieldError: GitHubFieldError) -> FieldRejection {
    let reason: FieldRejection.Reason =
      switch fieldError.code {
      case "missing", "missing_field": .missing
      case "invalid": .invalid
      case "already_exists": .alreadyExists
      default: .other(clean(fieldError.message ?? fieldError.code))
      }
    return FieldRejection(
      field: clean(fieldError.field ?? fieldError.resource ?? "request"), reason: reason)
  }

  private static func clean(_ text: String) -> String {
    UntrustedText.sanitized(text, multiline: false)
  }
}
