extension Canvas {
  /// The canvas as screen-reader mode shows it: box drawing, block shading, geometric marks and
  /// spinner frames become blanks in their styles; a middle dot, which joins parts of a line,
  /// becomes a comma; a nested list's bullet becomes the first level's `•`, a minus sign `-`. A reader speaks a
  /// frame's `─` and `│` one by one, a spinner's braille and a placeholder's `░` as noise, and
  /// `·` or `▸` by their shapes' names; the words next to them (a box's title, "Loading…", the
  /// highlighted row) carry the meaning. Done on the whole frame, so no overlay that frames
  /// itself can be missed. The cursor is kept.
  public func withoutDrawnGlyphs() -> Canvas {
    var result = self
    for index in cells.indices {
      let cell = cells[index]
      guard cell.width == 1, cell.grapheme.asciiByte == nil else { continue }
      let character = cell.character
      if Self.isDrawnGlyph(character) {
        result.cells[index] = Cell(character: " ", width: 1, style: cell.style)
      } else if character == "·" {
        // `a · b` reads `a, b`: the comma goes against the word before, as one is written.
        let x = index % size.width
        if x > 0, cells[index - 1].isSpace, cells[index - 1].width == 1 {
          result.cells[index - 1] = Cell(character: ",", width: 1, style: cell.style)
          result.cells[index] = Cell(character: " ", width: 1, style: cells[index - 1].style)
        } else {
          result.cells[index] = Cell(character: ",", width: 1, style: cell.style)
        }
      } else if let standIn = Self.spokenStandIns[character] {
        result.cells[index] = Cell(character: standIn, width: 1, style: cell.style)
      }
    }
    return result
  }

  /// Marks a reader would name by shape, for one it names by meaning: a nested list's bullet
  /// for the first level's `•`, the minus sign (`+12 −3`) for ASCII's.
  private static let spokenStandIns: [Character: Character] = ["◦": "•", "▪": "•", "−": "-"]

  /// Box drawing (U+2500–U+257F), block elements (U+2580–U+259F: the placeholders' shading),
  /// geometric shapes (U+25A0–U+25FF: a picker's `▸`, a focus mark's `▶`), the pending row's
  /// `⋯`, and the spinner's frames.
  static func isDrawnGlyph(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    if (0x2500...0x25FF).contains(scalar.value) { return !["◦", "▪"].contains(character) }
    return character == "⋯" || Spinner.frames.contains(character)
  }
}
