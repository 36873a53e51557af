/// One terminal cell. A wide grapheme occupies its own cell plus a continuation cell
/// (`width == 0`) to its right, so column arithmetic never depends on string length.
public struct Cell: Hashable, Sendable {
  public var character: Character
  /// 1 for a normal cell, 2 for the first half of a wide grapheme, 0 for the continuation.
  public var width: UInt8
  public var style: Style

  public init(character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.character = character
    self.width = width
    self.style = style
  }

  public static let blank = Cell()

  public var isContinuation: Bool { width == 0 }
}
