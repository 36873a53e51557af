import AppCore
import TerminalUI

extension Canvas {
  /// One redacted field of a placeholder row: `width` blocks at the left (or right) of `area`,
  /// cut to the area, so placeholders keep the real rows' columns.
  public mutating func drawPlaceholderBar(
    _ width: Int, in area: Rect, alignRight: Bool = false, style: Style
  ) {
    let length = min(width, area.width)
    guard length > 0 else { return }
    let x = alignRight ? area.maxX - length : area.x
    fill(Rect(x: x, y: area.y, width: length, height: 1), with: "░", style: style)
  }
}
