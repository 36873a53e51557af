extension TextArea {
  /// The text wrapped to `width` cells: words move whole to the next row when they fit there,
  /// CJK text may break after any of its characters, a word wider than the row breaks between
  /// characters, and
  /// a wide character never straddles the edge. A paragraph whose last row is exactly full gets
  /// an empty row after it, so the cursor at its end always has a cell to stand on. Never empty.
  public func layout(width: Int) -> [TextAreaRow] {
    let width = max(1, width)
    var rows: [TextAreaRow] = []
    var start = 0
    var column = 0
    /// Where the row may break: just after its last space.
    var lastBreak: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        closeParagraph(start: start, end: index, column: column, width: width, into: &rows)
        index += 1
        start = index
        column = 0
        lastBreak = nil
        continue
      }
      let span = DisplayWidth.of(character)
      if column + span > width, index > start {
        let end = lastBreak ?? index
        rows.append(TextAreaRow(start: start, end: end, endsParagraph: false))
        start = end
        column = cells(in: start..<index)
        lastBreak = nil
        continue
      }
      column += span
      // After a space, or after a wide (CJK) character, which needs no space to break after.
      if character == " " || span == 2 { lastBreak = index + 1 }
      index += 1
    }
    closeParagraph(
      start: start, end: characters.count, column: column, width: width, into: &rows)
    return rows
  }

  private func closeParagraph(
    start: Int, end: Int, column: Int, width: Int, into rows: inout [TextAreaRow]
  ) {
    if column >= width, end > start {
      rows.append(TextAreaRow(start: start, end: end, endsParagraph: false))
      rows.append(TextAreaRow(start: end, end: end, endsParagraph: true))
    } else {
      rows.append(TextAreaRow(start: start, end: end, endsParagraph: true))
    }
  }

  /// Cells the characters in `range` take.
  func cells(in range: Range<Int>) -> Int {
    var total = 0
    for index in range { total += DisplayWidth.of(characters[index]) }
    return total
  }

  /// The row the cursor at `position` stands on.
  func rowIndex(of position: Int, in rows: [TextAreaRow]) -> Int {
    // Rows are in order: the last row starting at or before the position, unless the position
    // is the non-final end of that row (then it is the next row's start, handled by `holds`).
    var low = 0
    var high = rows.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if rows[middle].start <= position { low = middle } else { high = middle - 1 }
    }
    // An empty row after a full one starts where that one ends; prefer the one that holds it.
    while low > 0, !rows[low].holds(position), rows[low - 1].holds(position) { low -= 1 }
    return low
  }

  /// The display column of `position` on `row`.
  func column(of position: Int, in row: TextAreaRow) -> Int {
    cells(in: row.start..<min(max(position, row.start), row.end))
  }

  /// The position on `row` whose column is the largest not past `goal`.
  func position(atColumn goal: Int, in row: TextAreaRow) -> Int {
    var column = 0
    var position = row.start
    while position < row.lastCursorPosition {
      let next = column + DisplayWidth.of(characters[position])
      if next > goal { break }
      column = next
      position += 1
    }
    return position
  }

  /// The cursor's row and column for a wrap `width`: where the view draws it.
  public func cursorLocation(width: Int) -> (row: Int, column: Int) {
    let rows = layout(width: width)
    let row = rowIndex(of: cursor, in: rows)
    return (row, column(of: cursor, in: rows[row]))
  }
}
