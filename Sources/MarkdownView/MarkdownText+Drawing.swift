import AppCore
import TerminalUI

extension MarkdownText.Line {
  /// Draws the runs from `point`, clipped to `maxWidth` columns.
  public func draw(at point: Point, maxWidth: Int, on canvas: inout Canvas) {
    var x = point.x
    for run in runs {
      let limit = maxWidth - (x - point.x)
      guard limit > 0 else { return }
      canvas.draw(run.text, at: Point(x: x, y: point.y), style: run.style, maxWidth: limit)
      x += run.text.displayWidth
    }
  }

  /// The line after `count` blank columns, as comments are indented under their author.
  public func indented(by count: Int) -> Self {
    Self(runs: [MarkdownText.Run(text: String(repeating: " ", count: count), style: .plain)] + runs)
  }
}
