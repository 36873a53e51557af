import TerminalUI

/// A block of rows that moved up or down by a few rows between two frames, as a list does when
/// it scrolls. The renderer scrolls curses' copy of the block the same way (`wscrl`) and then
/// copies only what the shift doesn't explain: the rows it reveals and the rows that also
/// changed (a selection bar). Without it a one-row scroll copies every row of the list, cell by
/// cell, into curses, which then works out the same scroll again from what it was given.
struct RowShift: Equatable {
  /// The scroll region, rows `top...bottom` of the screen, as curses takes it.
  var top: Int
  var bottom: Int
  /// Rows the content moved: positive when it moved up (the list scrolled forward).
  var by: Int

  /// The shifts tried, nearest first: a list scrolls by a row at a time, or by a few when a
  /// key moves further; a page is better sent as the new rows it is.
  private static let candidates = [1, -1, 2, -2, 3, -3]
  /// Rows a shift must save from copying before it is worth a scroll on the wire.
  static let minimumSaving = 3

  /// The rows the shift leaves blank, which must be copied whole.
  var revealed: Range<Int> {
    by > 0 ? (bottom - by + 1)..<(bottom + 1) : top..<(top - by)
  }

  /// The row of the old frame that row `y` of the new frame shows after the shift, or `nil` for
  /// a revealed row; rows outside the region stay where they were.
  func oldRow(for y: Int) -> Int? {
    guard (top...bottom).contains(y) else { return y }
    if revealed.contains(y) { return nil }
    return y + by
  }

  /// The shift that saves the most rows from being copied, if one saves at least
  /// `minimumSaving`. A row counts for a shift when the shift explains it and it changed in
  /// place, against it when it was the same in place and the shift breaks it (a selection bar
  /// that moved with the keys, not with the scroll), and the rows it reveals count as copied.
  /// `changed[y]` says whether row `y` differs from the same row of the old frame (the renderer
  /// has compared them already); there is one entry per row considered. Bounded: one pass over
  /// the rows per candidate, each comparison ending at the first differing cell.
  static func find(from old: Canvas, to new: Canvas, changed: [Bool], columns: Int) -> RowShift? {
    let rows = changed.count
    guard old.size == new.size, rows > minimumSaving,
      changed.count(where: { $0 }) >= minimumSaving
    else { return nil }
    var best: (shift: RowShift, saving: Int)?
    for by in candidates where abs(by) < rows {
      // The run of new rows with the best sum of gains (Kadane's), over the rows whose old
      // row `by` away exists.
      let ys = max(0, -by)..<min(rows, rows - by)
      var runStart = ys.lowerBound
      var sum = 0
      var top: (start: Int, end: Int, sum: Int)?
      for y in ys {
        let gain =
          (changed[y] ? 1 : 0) - (new.row(y, equals: y + by, of: old, columns: columns) ? 0 : 1)
        if sum <= 0 {
          runStart = y
          sum = 0
        }
        sum += gain
        if sum > top?.sum ?? 0 { top = (runStart, y + 1, sum) }
      }
      guard let top else { continue }
      let shift =
        by > 0
        ? RowShift(top: top.start, bottom: top.end - 1 + by, by: by)
        : RowShift(top: top.start + by, bottom: top.end - 1, by: by)
      // A revealed row is copied whole, where without the shift it was copied only if changed.
      let saving = top.sum - shift.revealed.count(where: { !changed[$0] })
      if saving >= minimumSaving, saving > best?.saving ?? 0 { best = (shift, saving) }
    }
    return best?.shift
  }
}
