/// A label on an issue.
public struct Label: Hashable, Sendable {
  /// The label's name. Untrusted text: sanitise before drawing.
  public var name: String
  /// Six hex digits without `#`, as GitHub sends them (e.g. `"d73a4a"`); `nil` when unknown, so
  /// the screen falls back to its theme. Untrusted: validate before use.
  public var color: String?

  /// Creates a label.
  public init(name: String, color: String? = nil) {
    self.name = name
    self.color = color
  }
}
