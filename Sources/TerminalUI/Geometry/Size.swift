/// A terminal size in cells; kept separate from `Rect` because the terminal reports only this.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width)×\(height)" }
}
