/// One rejected input field, from a local check or from a 422's `errors` array.
///
/// `field` is a display label: the presentation layer passes its own localised label for its
/// forms, and server field names pass through unchanged.
public struct FieldProblem: Hashable, Sendable {
  /// What is wrong with the field, in the terms GitHub uses for 422 errors.
  public enum Issue: Hashable, Sendable {
    /// The field is empty or absent.
    case missing
    /// The value is malformed.
    case invalid
    /// The value must be unique and is already taken.
    case alreadyExists
    /// A free-form explanation (e.g. a 422 `custom` message). Untrusted: sanitise before drawing.
    case other(String)
  }

  /// The label of the field, shown to the user.
  public var field: String
  /// What is wrong with it.
  public var issue: Issue

  /// Creates a problem report for one field.
  public init(field: String, issue: Issue) {
    self.field = field
    self.issue = issue
  }
}
