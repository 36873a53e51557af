/// Why a request to the GitHub REST API failed, in the service's own terms.
///
/// This is the lowest typed error of the data path (DESIGN §4): it keeps every distinction the
/// transport and the HTTP status can make, so the data layer can decide what matters to the
/// domain. Upper layers never name it outside their `+Mapping.swift` files.
public enum GitHubServiceError: Error, Sendable {
  /// No HTTP answer arrived at all.
  case transport(TransportFailure)
  /// 401: the token is missing, wrong, expired or revoked.
  case unauthorized
  /// 403 that is not a rate limit, with GitHub's `message` when the body had one.
  case forbidden(message: String?)
  /// 403 or 429 because of a primary or secondary rate limit.
  case rateLimited(RateLimit)
  /// 404, which GitHub also answers for a private resource the token cannot see.
  case notFound
  /// 405: the method isn't allowed on the resource now (a pull request that can't merge),
  /// with GitHub's `message` when the body had one.
  case notAllowed(message: String?)
  /// 409: the resource changed underneath the request.
  case conflict
  /// 410, e.g. issues are disabled for the repository.
  case gone
  /// 422 with GitHub's `errors` array, one entry per rejected field.
  case unprocessable([GitHubFieldError])
  /// Any 5xx, 503 included; the status is kept because 503 means "temporarily down".
  case server(status: Int)
  /// A status the client has no meaning for (e.g. an unexpected 3xx or 418).
  case unexpectedStatus(Int)
  /// The body arrived but did not decode into the expected shape.
  case decoding(description: String)
  /// The body was empty where one was required.
  case emptyBody
  /// The body exceeded the client's cap, so it was not read to the end.
  case bodyTooLarge(limit: Int)
  /// The server closed the connection before the whole body arrived: it answered, but only in
  /// part (a `Content-Length` longer than what came, a reset mid-body). Worth retrying.
  case incompleteBody
  /// The answer was not valid HTTP (a hostile or broken `Content-Length`, say).
  case malformedHead
  /// More redirects than the client follows: most likely a loop.
  case tooManyRedirects(Int)
  /// A `Link: rel="next"` pointing outside the API's origin; it was not fetched.
  case crossOriginLink
  /// A URL the server pointed at (a redirect, a next link) that can't be requested at all: not
  /// http or https, no host, or a port outside 1…65535. Nothing was sent.
  case unusableURL
  /// The request was cancelled by its caller. Never shown to the user.
  case cancelled
  /// Anything unforeseen. Keeps the original error so the log can show it.
  case unknown(any Error)
}
