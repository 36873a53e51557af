/// One field of a request that the server (or a local check) rejected.
///
/// The domain's version of GitHub's 422 field error: the reason is a closed set the
/// presentation layer can phrase in any language, with `other` carrying GitHub's free-form text.
public struct FieldRejection: Hashable, Sendable {
  /// Why the field was rejected.
  public enum Reason: Hashable, Sendable {
    /// The field is empty or absent.
    case missing
    /// The value is malformed.
    case invalid
    /// The value must be unique and is already taken.
    case alreadyExists
    /// Any other reason, as the server phrased it. Untrusted text: sanitise before drawing.
    case other(String)
  }

  /// The field's name: the server's name (e.g. `"title"`) or the use case's (e.g. `"token"`).
  public var field: String
  /// Why it was rejected.
  public var reason: Reason

  /// Creates a rejection of one field.
  public init(field: String, reason: Reason) {
    self.field = field
    self.reason = reason
  }
}
