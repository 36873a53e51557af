/// One terminal cell. A wide grapheme occupies its own cell plus a continuation cell
/// (`width == 0`) to its right, so column arithmetic never depends on string length. Plain data
/// (see `Grapheme`), so that building, copying and comparing frames costs no reference counting.
///
/// Every byte of a cell belongs to a field (`reserved` fills what would be padding), so two
/// rows whose bytes are equal hold equal cells: a backend may compare rows with `memcmp`.
public struct Cell: Hashable, Sendable {
  /// What the cell shows, as plain data; `character` is the same as a `Character`.
  public var grapheme: Grapheme
  public var style: Style
  /// 1 for a normal cell, 2 for the first half of a wide grapheme, 0 for the continuation.
  public var width: UInt8
  /// Always zero; takes the place of the padding after `width`.
  private var reserved: UInt16 = 0

  public init(character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
    self.grapheme = character == " " ? .space : Grapheme(character)
    self.width = width
    self.style = style
  }

  /// A cell from a grapheme already made, for drawing that makes no `Character`.
  init(grapheme: Grapheme, width: UInt8, style: Style) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  public static let blank = Cell()

  public var character: Character {
    get { grapheme.character }
    set { grapheme = Grapheme(newValue) }
  }

  public var isContinuation: Bool { width == 0 }

  /// Whether the cell shows a space.
  public var isSpace: Bool { grapheme == .space }
}
