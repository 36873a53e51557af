import CNcurses
import TerminalUI

/// Copies a canvas into curses' virtual screen and lets `doupdate` send only what changed.
/// Rows equal to the last frame's are skipped, so curses compares only rows that changed.
/// Cells are written in runs of one style; a wide grapheme ends a run, so a width disagreement
/// between our table and the C library can never shift the rest of the row. A blank that looks
/// the same in the run's style joins the run, which saves two style changes on the wire.
struct CursesRenderer {
  private var palette: CursesPalette
  private var buffer: [wchar_t] = []
  /// The frame last copied into curses; `nil` after anything that may have changed the screen
  /// behind our back (resize, resume), so the next frame is copied whole.
  private var previous: Canvas?

  init(palette: CursesPalette) {
    self.palette = palette
    buffer.reserveCapacity(512)
  }

  /// Forgets the last frame, so the next one is copied whole.
  mutating func invalidate() {
    previous = nil
  }

  mutating func render(_ canvas: Canvas) {
    let window = triage_stdscr()
    let rows = min(canvas.size.height, Int(triage_lines()))
    let columns = min(canvas.size.width, Int(triage_cols()))
    let last = previous?.size == canvas.size ? previous : nil
    for y in 0..<rows {
      if let last, Self.rowsEqual(last, canvas, y: y) { continue }
      var x = 0
      var current: Style?
      while x < columns {
        let first = canvas[x, y]
        let style =
          if let current, Self.cell(first, fitsRunOf: current) { current } else { first.style }
        current = style
        let start = x
        buffer.removeAll(keepingCapacity: true)
        while x < columns {
          let cell = canvas[x, y]
          if !Self.cell(cell, fitsRunOf: style) { break }
          if cell.isContinuation {
            x += 1
            continue
          }
          if cell.width == 2, x != start { break }
          if cell.width == 2, x + 1 >= columns { break }
          cell.grapheme.forEachScalar { scalar in
            // The canvas never holds controls; this keeps the terminal safe if that ever breaks.
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            buffer.append(wchar_t(bitPattern: isControl ? 0x20 : value))
          }
          x += Int(cell.width)
          if cell.width == 2 { break }
        }
        if x == start {
          x += 1
          continue
        }
        palette.apply(style)
        wmove(window, Int32(y), Int32(start))
        waddnwstr(window, buffer, Int32(buffer.count))
      }
    }
    wnoutrefresh(window)
    doupdate()
    previous = canvas
  }

  /// Whether `cell` can be written in a run of `style`: it has that style, or it is a blank
  /// that looks the same in it.
  private static func cell(_ cell: Cell, fitsRunOf style: Style) -> Bool {
    cell.style == style || (cell.isSpace && cell.style.blankLooksSame(as: style))
  }

  private static func rowsEqual(_ lhs: Canvas, _ rhs: Canvas, y: Int) -> Bool {
    let start = y * lhs.size.width
    let end = start + lhs.size.width
    return lhs.cells[start..<end] == rhs.cells[start..<end]
  }
}
