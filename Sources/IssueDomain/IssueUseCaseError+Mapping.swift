extension IssueUseCaseError {
  /// Maps a repository failure of a browsing use case. A 401 here means a token that worked
  /// before stopped working, so it is `sessionExpired`.
  public init(_ error: IssueRepositoryError) {
    self.init(error, unauthorized: .sessionExpired)
  }

  /// Maps a repository failure of signing in. A 401 here means the token just entered is
  /// wrong, so it is `invalidCredentials`, shown inline rather than signing out.
  public init(signInFailure error: IssueRepositoryError) {
    self.init(error, unauthorized: .invalidCredentials)
  }

  /// The shared mapping; only the meaning of 401 varies by use case.
  private init(_ error: IssueRepositoryError, unauthorized: IssueUseCaseError) {
    switch error {
    case .offline: self = .connectivity(.offline)
    case .timedOut: self = .connectivity(.timedOut)
    case .unreachable: self = .connectivity(.unreachable)
    case .unauthorized: self = unauthorized
    case .forbidden: self = .notPermitted
    case .rateLimited(let wait): self = .rateLimited(retryAfter: wait)
    case .notFound: self = .notFound
    case .gone: self = .gone
    case .conflict: self = .conflict
    case .rejected(let rejections): self = .invalidInput(rejections)
    case .server(let status): self = .server(status: status)
    case .malformedResponse(let reason): self = .malformedResponse(reason)
    case .cancelled: self = .cancelled
    case .unknown: self = .unknown(error)
    }
  }
}
