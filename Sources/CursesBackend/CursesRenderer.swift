import CNcurses
import TerminalUI

/// Copies a canvas into curses' virtual screen and lets `doupdate` send only what changed.
/// Only the cells that differ from the last frame's (widened to whole wide graphemes) are
/// copied, so curses compares and converts only those. A block of rows that scrolled is
/// scrolled in curses (`RowShift`) rather than copied again.
/// Cells are written in runs of one style; a wide grapheme ends a run, so a width disagreement
/// between our table and the C library can never shift the rest of the row. A blank that looks
/// the same in the run's style joins the run, which saves two style changes on the wire.
struct CursesRenderer {
  private var palette: CursesPalette
  private var buffer: [wchar_t] = []
  /// The frame last copied into curses; `nil` after anything that may have changed the screen
  /// behind our back (resize, resume), so the next frame is copied whole.
  private var previous: Canvas?
  /// Whether the terminal's cursor is showing: only when a frame places it (screen-reader mode).
  private var showsCursor = false

  init(palette: CursesPalette) {
    self.palette = palette
    buffer.reserveCapacity(512)
  }

  /// Forgets the last frame, so the next one is copied whole.
  mutating func invalidate() {
    previous = nil
    // A resume hides the cursor again (`applyModes`), so the next frame shows it anew.
    showsCursor = false
  }

  mutating func render(_ canvas: Canvas) {
    let window = triage_stdscr()
    let rows = min(canvas.size.height, Int(triage_lines()))
    let columns = min(canvas.size.width, Int(triage_cols()))
    let last = previous?.size == canvas.size ? previous : nil
    // Each row against the same row of the last frame, compared once: the shift is found from
    // these, and a row the shift leaves in place is copied by its span.
    let inPlace = last.map { last in
      (0..<rows).map { Self.changedSpan(last, canvas, y: $0, oldY: $0, columns: columns) }
    }
    var shift: RowShift?
    if let last, let inPlace {
      shift = RowShift.find(
        from: last, to: canvas, changed: inPlace.map { $0 != nil }, columns: columns)
    }
    if let shift { Self.scroll(shift, rows: rows) }
    for y in 0..<rows {
      var x = 0
      var end = columns
      // A row the scroll revealed is blank in curses and is copied whole.
      if let last, let inPlace, shift?.revealed.contains(y) != true {
        let oldY = shift?.oldRow(for: y) ?? y
        let span =
          oldY == y
          ? inPlace[y] : Self.changedSpan(last, canvas, y: y, oldY: oldY, columns: columns)
        guard let span else { continue }
        (x, end) = (span.lowerBound, span.upperBound)
      }
      var current: Style?
      while x < end {
        let first = canvas[x, y]
        let style =
          if let current, Self.cell(first, fitsRunOf: current) { current } else { first.style }
        current = style
        let start = x
        buffer.removeAll(keepingCapacity: true)
        while x < end {
          let cell = canvas[x, y]
          if !Self.cell(cell, fitsRunOf: style) { break }
          if cell.isContinuation {
            x += 1
            continue
          }
          if cell.width == 2, x != start { break }
          if cell.width == 2, x + 1 >= columns { break }
          if let byte = cell.grapheme.asciiByte {
            buffer.append(Self.sendable(UInt32(byte)))
          } else {
            cell.grapheme.forEachScalar { buffer.append(Self.sendable($0.value)) }
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
    placeCursor(canvas.cursor, rows: rows, columns: columns)
    wnoutrefresh(window)
    doupdate()
    previous = canvas
  }

  /// Moves the terminal's cursor to the frame's focused row or field and shows it, so a screen
  /// reader follows focus; hides it when the frame places none. `curs_set` is called only when
  /// that changes, since some terminals redraw the cursor on every call.
  private mutating func placeCursor(_ cursor: Point?, rows: Int, columns: Int) {
    guard let cursor, rows > 0, columns > 0 else {
      if showsCursor { curs_set(0) }
      showsCursor = false
      return
    }
    let y = min(max(0, cursor.y), rows - 1)
    let x = min(max(0, cursor.x), columns - 1)
    wmove(triage_stdscr(), Int32(y), Int32(x))
    if !showsCursor { curs_set(1) }
    showsCursor = true
  }

  /// Scrolls the shift's rows of curses' window the way they moved, so they match the new
  /// frame. Scrolling is allowed only for the call: with it on, writing the bottom-right cell
  /// would scroll the whole window.
  private static func scroll(_ shift: RowShift, rows: Int) {
    let window = triage_stdscr()
    scrollok(window, true)
    wsetscrreg(window, Int32(shift.top), Int32(shift.bottom))
    wscrl(window, Int32(shift.by))
    wsetscrreg(window, 0, Int32(rows - 1))
    scrollok(window, false)
  }

  /// A scalar as curses is handed it: a control becomes a space. The canvas never holds
  /// controls; this keeps the terminal safe if that ever breaks.
  private static func sendable(_ value: UInt32) -> wchar_t {
    let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
    return wchar_t(bitPattern: isControl ? 0x20 : value)
  }

  /// Whether `cell` can be written in a run of `style`: it has that style, or it is a blank
  /// that looks the same in it.
  private static func cell(_ cell: Cell, fitsRunOf style: Style) -> Bool {
    cell.style == style || (cell.isSpace && cell.style.blankLooksSame(as: style))
  }

  /// The columns of row `y` that differ from row `oldY` of the last frame (the same row, or
  /// the one a scroll brought there), widened to whole wide graphemes of either frame; `nil`
  /// when the row is the same. Only these are copied into curses: a selection step changes
  /// part of three rows, and copying a cell costs curses more than comparing it costs us.
  static func changedSpan(
    _ old: Canvas, _ new: Canvas, y: Int, oldY: Int, columns: Int
  ) -> Range<Int>? {
    if new.row(y, equals: oldY, of: old, columns: columns) { return nil }
    let row = y * new.size.width
    let oldRow = oldY * old.size.width
    var first = 0
    while first < columns, old.cells[oldRow + first] == new.cells[row + first] { first += 1 }
    guard first < columns else { return nil }
    var end = columns
    while end > first + 1, old.cells[oldRow + end - 1] == new.cells[row + end - 1] { end -= 1 }
    func isContinuation(_ x: Int) -> Bool {
      old.cells[oldRow + x].isContinuation || new.cells[row + x].isContinuation
    }
    while first > 0, isContinuation(first) { first -= 1 }
    while end < columns, isContinuation(end) { end += 1 }
    return first..<end
  }
}
