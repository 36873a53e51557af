/// What was wrong with an answer that arrived but could not be used. Coarse on purpose: the user
/// can do nothing different for any of them, but the message and the log can still tell them
/// apart.
public enum MalformedResponse: Hashable, Sendable, CaseIterable {
  /// The body did not decode into the expected shape.
  case undecodable
  /// The body was empty where one was required.
  case empty
  /// A status or a size the client does not handle.
  case unexpected
}
