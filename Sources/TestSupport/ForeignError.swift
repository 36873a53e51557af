/// An error from outside every layer of the app, for the paths that map what they don't know to
/// `unknown`.
public struct ForeignError: Error, CustomStringConvertible {
  public var detail: String

  public init(detail: String = "disk on fire") {
    self.detail = detail
  }

  public var description: String { "ForeignError(\(detail))" }
}
