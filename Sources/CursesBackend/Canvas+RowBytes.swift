import Glibc
import TerminalUI

extension Canvas {
  /// Whether the first `columns` cells of row `y` are those of row `otherY` of `other`, by one
  /// `memcmp` of their bytes. A cell has no padding (see `Cell`), so equal bytes are equal cells;
  /// comparing cell by cell was a third of what a step cost the renderer. A row out of either
  /// canvas compares unequal.
  func row(_ y: Int, equals otherY: Int, of other: Canvas, columns: Int) -> Bool {
    let stride = MemoryLayout<Cell>.stride
    let length = columns * stride
    let start = y * size.width * stride
    let otherStart = otherY * other.size.width * stride
    guard columns > 0, y >= 0, otherY >= 0, columns <= size.width, columns <= other.size.width,
      start + length <= cells.count * stride, otherStart + length <= other.cells.count * stride
    else { return columns == 0 }
    return cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return false }
        return memcmp(mine + start, theirs + otherStart, length) == 0
      }
    }
  }
}
