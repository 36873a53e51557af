/// The user-facing error: the only error type a screen shows.
///
/// Lower layers keep their own typed errors and map them into this one at the presentation
/// boundary (DESIGN §4, seed 004), so no screen ever names a transport or repository error. Each
/// case carries only what the user message or the display policy needs.
public enum AppError: Error, Sendable {
  /// The request never got an answer: offline, timed out, or the host could not be reached.
  case network(NetworkProblem)
  /// The server answered with a 5xx status other than 503.
  case server(status: Int)
  /// 503: the server says it is temporarily down.
  case serviceUnavailable
  /// A primary or secondary rate limit. The wait is a duration rather than an instant, so the
  /// value needs no clock to build, compare or describe; the caller turns it into a deadline.
  case rateLimited(retryAfter: Duration)
  /// The response could not be understood as an HTTP answer of the expected shape.
  case invalidResponse
  /// The answer was cut off before its body ended (the server closed or reset the connection).
  /// Retryable: the server did answer, and the next attempt may get it whole.
  case incompleteResponse
  /// The body was larger than Triage accepts.
  case responseTooLarge
  /// The server kept redirecting past the limit: most likely a redirect loop.
  case tooManyRedirects
  /// The next page was linked on another server; it was not fetched, so the token stayed home.
  case crossOriginLink
  /// The next page linked back to a page this list already loaded, so paging stopped.
  case repeatedPage
  /// 410 on an issues endpoint: the repository has issues turned off.
  case issuesDisabled
  /// The response had no body where one was required.
  case noData
  /// The body was there but could not be decoded.
  case decoding
  /// The input was rejected, locally (an empty field) or by the server (422).
  case validation([FieldProblem])
  /// 403 without a rate limit: the account may not do this.
  case forbidden
  /// 404. GitHub also answers 404 for a private repository the account cannot see.
  case notFound
  /// 410, e.g. issues are disabled for the repository.
  case gone
  /// 409: the resource changed underneath the request.
  case conflict
  /// The token entered on the sign-in screen was rejected.
  case invalidCredentials
  /// 401 in the middle of a session: the stored token no longer works.
  case unauthorized
  /// The work was cancelled (screen popped, request superseded). Never shown to the user.
  case cancelled
  /// Anything unforeseen. Keeps the original error so the log can show it.
  case unknown(any Error)
}
