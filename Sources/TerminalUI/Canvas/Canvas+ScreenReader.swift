extension Canvas {
  /// The canvas as screen-reader mode shows it: box drawing and spinner frames become blanks in
  /// their styles. A reader speaks a frame's `─` and `│` one by one, and a spinner's braille as
  /// noise; the words next to them (a box's title, "Loading…") carry the meaning. Done on the
  /// whole frame, so no overlay that frames itself can be missed. The cursor is kept.
  public func withoutDrawnGlyphs() -> Canvas {
    var result = self
    for index in cells.indices {
      let cell = cells[index]
      guard cell.width == 1, cell.grapheme.asciiByte == nil,
        Self.isDrawnGlyph(cell.character)
      else { continue }
      result.cells[index] = Cell(character: " ", width: 1, style: cell.style)
    }
    return result
  }

  /// Box drawing (U+2500–U+257F) and the spinner's frames.
  static func isDrawnGlyph(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return (0x2500...0x257F).contains(scalar.value) || Spinner.frames.contains(character)
  }
}
