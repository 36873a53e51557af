extension FuzzyFilter {
  /// Draws `text` on one row in at most `maxWidth` cells, with the matched characters in
  /// `highlight` added to `style`. Too wide, it is cut by display width (never through a wide
  /// character) and ends in `…`; a match past the cut is simply not shown. Returns the columns
  /// written.
  @discardableResult
  public static func draw(
    _ text: String, match: FuzzyMatch?, at point: Point, maxWidth: Int, style: Style,
    highlight: Style.Attributes = [.bold, .underline], canvas: inout Canvas
  ) -> Int {
    guard maxWidth > 0 else { return 0 }
    let fits = text.displayWidth <= maxWidth
    let shown = fits ? text : text.clipped(toWidth: maxWidth - 1)
    let matched = Set(match?.positions ?? [])
    var x = point.x
    for (offset, character) in shown.enumerated() {
      let cellStyle = matched.contains(offset) ? style.adding(highlight) : style
      x += canvas.draw(String(character), at: Point(x: x, y: point.y), style: cellStyle)
    }
    if !fits { x += canvas.draw("…", at: Point(x: x, y: point.y), style: style) }
    return x - point.x
  }
}
