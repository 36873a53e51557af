/// One entry of a 422 response's `errors` array, as GitHub sends it.
///
/// Every member but `code` may be absent in real responses, so they are optional here rather than
/// defaulted: the data layer decides how to label a rejection with no field name.
public struct GitHubFieldError: Hashable, Sendable {
  /// The kind of resource, e.g. `"Issue"` or `"Label"`.
  public var resource: String?
  /// The rejected field, e.g. `"title"`.
  public var field: String?
  /// GitHub's code: `missing`, `missing_field`, `invalid`, `already_exists`, `unprocessable` or
  /// `custom`. Kept as a string so a code GitHub adds later still decodes.
  public var code: String
  /// A free-form explanation, sent with `custom`. Untrusted text from the server.
  public var message: String?

  /// Creates a field error.
  public init(resource: String? = nil, field: String? = nil, code: String, message: String? = nil) {
    self.resource = resource
    self.field = field
    self.code = code
    self.message = message
  }
}
