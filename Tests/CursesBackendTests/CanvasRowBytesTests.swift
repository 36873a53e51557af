import Testing

@testable import CursesBackend
@testable import TerminalUI

/// The renderer compares rows by their bytes; that must say exactly what comparing their cells
/// says, for every field a cell has.
@Suite struct CanvasRowBytesTests {
  private static let size = Size(width: 12, height: 3)

  private static func canvas() -> Canvas {
    var canvas = Canvas(size: size)
    canvas.draw("ab 日本 z", at: Point(x: 1, y: 0), style: Style(foreground: .red))
    canvas.draw("ab 日本 z", at: Point(x: 1, y: 1), style: Style(foreground: .red))
    canvas.draw("other", at: Point(x: 0, y: 2), style: .bold)
    return canvas
  }

  /// Every way one cell can differ: its grapheme, each part of its style, and its width.
  private static let changes: [(String, @Sendable (inout Cell) -> Void)] = [
    ("grapheme", { $0.character = "q" }),
    ("foreground", { $0.style.foreground = .green }),
    ("background", { $0.style.background = .blue }),
    ("attributes", { $0.style.attributes.insert(.underline) }),
    ("width", { $0.width = $0.width == 1 ? 2 : 1 }),
  ]

  @Test func aCellHasNoPaddingAndIsSixteenBytes() {
    #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
    #expect(MemoryLayout<Cell>.stride == 16, "each step copies, fills and compares whole frames")
  }

  @Test func equalRowsCompareEqualAcrossRowsAndCanvases() {
    let canvas = Self.canvas()
    let copy = canvas
    #expect(canvas.row(0, equals: 1, of: copy, columns: Self.size.width))
    #expect(canvas.row(2, equals: 2, of: copy, columns: Self.size.width))
    #expect(!canvas.row(0, equals: 2, of: copy, columns: Self.size.width))
  }

  @Test(arguments: 0..<5)
  func oneChangedCellAnywhereMakesTheRowsDiffer(change: Int) {
    let (name, apply) = Self.changes[change]
    let old = Self.canvas()
    for x in 0..<Self.size.width {
      var new = old
      apply(&new.cells[Self.size.width + x])
      let cellsEqual =
        old.cells[Self.size.width..<(2 * Self.size.width)]
        == new.cells[Self.size.width..<(2 * Self.size.width)]
      #expect(!cellsEqual, "\(name) at \(x)")
      #expect(
        new.row(1, equals: 1, of: old, columns: Self.size.width) == cellsEqual, "\(name) at \(x)")
      // A difference past the columns compared doesn't count.
      #expect(new.row(1, equals: 1, of: old, columns: x), "\(name) at \(x)")
    }
  }

  @Test func rowsOutsideEitherCanvasCompareUnequal() {
    let canvas = Self.canvas()
    let narrow = Canvas(size: Size(width: 4, height: 1))
    #expect(!canvas.row(3, equals: 0, of: canvas, columns: 4))
    #expect(!canvas.row(-1, equals: 0, of: canvas, columns: 4))
    #expect(!canvas.row(0, equals: 1, of: narrow, columns: 4))
    #expect(!canvas.row(0, equals: 0, of: narrow, columns: 5))
    #expect(canvas.row(0, equals: 0, of: narrow, columns: 0))
  }
}
