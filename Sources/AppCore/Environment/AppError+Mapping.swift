import ErrorHandling
import IssueDomain

extension AppError {
  /// Maps a use-case failure to the user-facing error: the only place the presentation layer
  /// names `IssueUseCaseError`. 503 gets its own message ("temporarily down"), and `unknown`
  /// keeps the whole use-case error so the log shows every layer.
  public init(_ error: IssueUseCaseError) {
    switch error {
    case .connectivity(.offline): self = .network(.offline)
    case .connectivity(.timedOut): self = .network(.timedOut)
    case .connectivity(.unreachable): self = .network(.connectionFailed)
    case .sessionExpired: self = .unauthorized
    case .invalidCredentials: self = .invalidCredentials
    case .notPermitted: self = .forbidden
    case .rateLimited(let wait): self = .rateLimited(retryAfter: wait)
    case .notFound: self = .notFound
    case .gone: self = .gone
    case .conflict: self = .conflict
    case .invalidInput(let rejections): self = .validation(rejections.map(Self.problem(for:)))
    case .server(status: 503): self = .serviceUnavailable
    case .server(let status): self = .server(status: status)
    case .malformedResponse(.undecodable): self = .decoding
    case .malformedResponse(.empty): self = .noData
    case .malformedResponse(.unexpected): self = .invalidResponse
    case .malformedResponse(.incomplete): self = .incompleteResponse
    case .malformedResponse(.tooLarge): self = .responseTooLarge
    case .malformedResponse(.tooManyRedirects): self = .tooManyRedirects
    case .malformedResponse(.crossOriginLink): self = .crossOriginLink
    case .cancelled: self = .cancelled
    case .unknown: self = .unknown(error)
    }
  }

  /// Maps a failure of a request on a repository's issues (the list, one issue, its comments),
  /// where GitHub's 410 means one thing: the repository has issues turned off.
  public init(issuesFailure error: IssueUseCaseError) {
    if case .gone = error {
      self = .issuesDisabled
    } else {
      self.init(error)
    }
  }

  /// One rejected field. The field name passes through unchanged; screens with forms replace it
  /// with their own localised label.
  private static func problem(for rejection: FieldRejection) -> FieldProblem {
    let issue: FieldProblem.Issue =
      switch rejection.reason {
      case .missing: .missing
      case .invalid: .invalid
      case .alreadyExists: .alreadyExists
      case .other(let text): .other(text)
      }
    return FieldProblem(field: rejection.field, issue: issue)
  }
}
