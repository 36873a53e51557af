/// What was wrong with an answer that arrived but could not be used. Coarse on purpose, but each
/// case says what happened in its own words; only `incomplete` is worth retrying (see
/// DECISIONS.md).
public enum MalformedResponse: Hashable, Sendable, CaseIterable {
  /// The body did not decode into the expected shape.
  case undecodable
  /// The body was empty where one was required.
  case empty
  /// A status the client does not handle.
  case unexpected
  /// The answer was cut off: the connection ended before the whole body arrived.
  case incomplete
  /// The body was larger than the client accepts.
  case tooLarge
  /// Redirect after redirect, past the client's limit: most likely a loop.
  case tooManyRedirects
  /// The next page was linked on another origin, so it was not fetched (the token stays home).
  case crossOriginLink
}
