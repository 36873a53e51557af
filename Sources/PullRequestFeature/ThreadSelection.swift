/// The review thread `}` and `{` moved to: its file in the diff and its id.
public struct ThreadSelection: Hashable, Sendable {
  public var file: Int
  public var id: String

  public init(file: Int, id: String) {
    self.file = file
    self.id = id
  }
}
