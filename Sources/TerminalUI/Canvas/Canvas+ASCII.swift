extension Canvas {
  /// The canvas as a terminal without UTF-8 can show it: Triage's glyphs become their ASCII
  /// stand-ins (`ASCIIGlyphs`) and any other non-ASCII character becomes `?` in each column it
  /// covers, so rows keep their layout. Styles are kept.
  public func withASCIIGlyphs() -> Canvas {
    var result = self
    for y in 0..<size.height {
      var x = 0
      while x < size.width {
        let cell = self[x, y]
        let width = max(1, Int(cell.width))
        defer { x += width }
        if cell.isContinuation || ASCIIGlyphs.isPrintableASCII(cell.character) { continue }
        if width == 1, let standIn = ASCIIGlyphs.standIn(for: cell.character) {
          result.set(Cell(character: standIn, style: cell.style), x: x, y: y)
          continue
        }
        for column in x..<(x + width) {
          result.set(Cell(character: "?", style: cell.style), x: column, y: y)
        }
      }
    }
    return result
  }
}
