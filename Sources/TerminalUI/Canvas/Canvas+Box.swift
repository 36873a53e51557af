extension Canvas {
  /// Draws a single-line box-drawing frame along the edge of `rect` (alerts, overlays).
  public mutating func drawFrame(_ rect: Rect, style: Style) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let rule = String(repeating: "─", count: rect.width - 2)
    draw("┌" + rule + "┐", at: Point(x: rect.minX, y: rect.minY), style: style)
    draw("└" + rule + "┘", at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      draw("│", at: Point(x: rect.minX, y: y), style: style)
      draw("│", at: Point(x: rect.maxX - 1, y: y), style: style)
    }
  }
}
