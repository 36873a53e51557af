/// Why a repository could not answer, in terms of the domain's resources.
///
/// Mapped from the service error in IssueData (DESIGN §4). Details merge on the way up: TLS and
/// connection failures are both `unreachable`, both kinds of rate limit are a wait, and the
/// many ways a body can be wrong become one `malformedResponse` with a coarse reason.
public enum IssueRepositoryError: Error, Sendable {
  /// No network route.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The host could not be reached (DNS, refused connection, TLS).
  case unreachable
  /// The credentials were rejected (401). What that means depends on the use case.
  case unauthorized
  /// The account may not do this (403 without a rate limit).
  case forbidden
  /// A rate limit was hit; the next request can succeed after the wait.
  case rateLimited(retryAfter: Duration)
  /// The resource does not exist, or is invisible to the account (404).
  case notFound
  /// The resource existed and was removed or disabled (410).
  case gone
  /// The resource changed underneath the request (409).
  case conflict
  /// The server rejected the input (422), per field.
  case rejected([FieldRejection])
  /// The server failed (5xx); the status is kept because 503 means "temporarily down".
  case server(status: Int)
  /// An answer arrived but was not usable.
  case malformedResponse(MalformedResponse)
  /// The request was cancelled by its caller. Never shown to the user.
  case cancelled
  /// Anything unforeseen. Keeps the lower layer's whole error so the log shows every layer.
  case unknown(any Error)
}
