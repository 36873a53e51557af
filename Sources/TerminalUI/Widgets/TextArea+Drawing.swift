extension TextArea {
  /// Draws the visible rows in `rect`, with the cursor as a reverse-video cell when `isFocused`.
  /// An empty area shows `placeholder`. When `error` is given (an empty comment, GitHub's 422
  /// field messages, or the length limit after `refusedInput`), the bottom row shows it and the
  /// text gets the rows above. Pure: scrolling is recomputed so the cursor is always visible,
  /// whatever size the rect has now.
  public func draw(
    in rect: Rect, placeholder: String, error: String? = nil, isFocused: Bool,
    theme: TextAreaTheme = .standard, canvas: inout Canvas
  ) {
    guard !rect.isEmpty else { return }
    canvas.fill(rect, style: theme.text)
    var textRect = rect
    if let error, !error.isEmpty, rect.height > 1 {
      textRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1)
      let row = rect.row(rect.height - 1)
      canvas.draw(
        Self.oneLine(error).ellipsised(toWidth: row.width), in: row,
        style: theme.error)
    }
    let cursorStyle = theme.text.adding(theme.cursor)
    if characters.isEmpty {
      canvas.draw(
        Self.oneLine(placeholder).ellipsised(toWidth: textRect.width), in: textRect,
        style: theme.placeholder)
      if isFocused {
        canvas.restyle(Rect(x: textRect.x, y: textRect.y, width: 1, height: 1)) {
          $0.adding(theme.cursor)
        }
      }
      return
    }
    var rows = layout(width: textRect.width)
    // Text taller than the rows gets a gutter column on the right, with `↑` and `↓` where more
    // is above or below: after `$EDITOR` returns with a long text, the end is shown and the
    // reader must be able to tell that the beginning is above.
    let overflows = rows.count > textRect.height && textRect.width > 2
    if overflows {
      textRect = Rect(
        x: textRect.x, y: textRect.y, width: textRect.width - 1, height: textRect.height)
      rows = layout(width: textRect.width)
    }
    let cursorRow = rowIndex(of: cursor, in: rows)
    let top = Self.scroll(
      min(scrollRow, max(0, rows.count - 1)), keeping: cursorRow, height: textRect.height)
    if overflows {
      let gutter = textRect.maxX
      if top > 0 {
        canvas.draw("↑", at: Point(x: gutter, y: textRect.y), style: theme.placeholder)
      }
      if top + textRect.height < rows.count {
        canvas.draw(
          "↓", at: Point(x: gutter, y: textRect.y + textRect.height - 1), style: theme.placeholder)
      }
    }
    for offset in 0..<textRect.height {
      let index = top + offset
      guard rows.indices.contains(index) else { break }
      let row = rows[index]
      let line = textRect.row(offset)
      canvas.draw(String(characters[row.start..<row.end]), in: line, style: theme.text)
      guard isFocused, index == cursorRow else { continue }
      let column = self.column(of: cursor, in: row)
      let onCharacter = cursor < row.end
      let cells = onCharacter ? max(1, DisplayWidth.of(characters[cursor])) : 1
      let cell = Rect(x: line.x + column, y: line.y, width: cells, height: 1)
      canvas.cursor = Point(x: min(cell.x, line.maxX - 1), y: line.y)
      if onCharacter {
        canvas.restyle(cell) { $0.adding(theme.cursor) }
      } else {
        canvas.draw(" ", in: cell.intersection(line), style: cursorStyle)
      }
    }
  }

  /// Line breaks as spaces: a message from a server may hold them, and the slot is one row.
  /// (The canvas drops every other control itself.)
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
