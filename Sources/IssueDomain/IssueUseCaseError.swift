/// Why an issue use case failed, in terms of what the user can do about it.
///
/// One type for the whole issue domain rather than one per use case (see DECISIONS.md): every
/// browsing use case reads the same resources and the user-visible distinctions are the same.
/// The one place they differ, what a 401 means, is decided by the use case when it maps.
public enum IssueUseCaseError: Error, Sendable {
  /// No answer arrived; retrying may help.
  case connectivity(Connectivity)
  /// A 401 in the middle of a session: the stored token no longer works; sign in again.
  case sessionExpired
  /// The token being signed in with was rejected.
  case invalidCredentials
  /// The account may not do this.
  case notPermitted
  /// A rate limit was hit; the next request can succeed after the wait.
  case rateLimited(retryAfter: Duration)
  /// The resource does not exist, or is invisible to the account.
  case notFound
  /// The resource was removed or disabled.
  case gone
  /// The resource changed underneath the request.
  case conflict
  /// The input was rejected, locally or by the server, per field.
  case invalidInput([FieldRejection])
  /// The server failed; the status is kept because 503 means "temporarily down".
  case server(status: Int)
  /// An answer arrived but was not usable.
  case malformedResponse(MalformedResponse)
  /// The work was cancelled by its caller. Never shown to the user.
  case cancelled
  /// Anything unforeseen. Keeps the lower layer's whole error so the log shows every layer.
  case unknown(any Error)
}
