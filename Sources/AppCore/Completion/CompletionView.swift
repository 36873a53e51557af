import TerminalUI

/// Draws an open completion as a small framed list beside the cursor: below it where the rows
/// fit, above it otherwise, never wider than `maximumWidth` columns nor outside `area`. Each
/// row is the candidate with the typed characters marked, cut by display width with `…`; the
/// selected row is in reverse video, and the terminal's cursor sits on it, so a screen reader
/// follows the selection. Pure.
public enum CompletionView {
  /// The widest the list grows, frame included.
  public static let maximumWidth = 40
  /// The most candidates shown at once; the list scrolls to keep the selection in view.
  public static let maximumRows = 6

  public static func draw(
    _ completion: Completion, cursor: Point, in area: Rect, canvas: inout Canvas, theme: Theme
  ) {
    guard let frame = frame(completion, cursor: cursor, in: area) else { return }
    canvas.fill(frame)
    canvas.drawFrame(frame, style: theme.meta)
    let inner = frame.inset(left: 1, right: 1).inset(top: 1, bottom: 1)
    let shown = inner.height
    let top = min(max(0, completion.selection - shown + 1), max(0, completion.rows.count - shown))
    for offset in 0..<shown {
      let index = top + offset
      guard completion.rows.indices.contains(index) else { break }
      let row = completion.rows[index]
      let line = inner.row(offset)
      let isSelected = index == completion.selection
      let style = isSelected ? Style.plain.adding(theme.panes.selection) : .plain
      canvas.fill(line, style: style)
      let text = line.inset(left: 1, right: 1)
      let used = canvas.draw(row.candidate.prefix, in: text, style: style)
      FuzzyFilter.draw(
        row.candidate.text, match: row.match, at: Point(x: text.x + used, y: text.y),
        maxWidth: text.width - used, style: style, canvas: &canvas)
      if isSelected { canvas.cursor = Point(x: line.x, y: line.y) }
    }
  }

  /// Where the list goes, or nil when `area` has no room for even one row.
  public static func frame(_ completion: Completion, cursor: Point, in area: Rect) -> Rect? {
    let widest =
      completion.rows.prefix(Completion.rowLimit).map {
        ($0.candidate.prefix + $0.candidate.text).displayWidth
      }.max() ?? 0
    // A frame and a space each side of the text.
    let width = min(maximumWidth, area.width, widest + 4)
    let wanted = min(maximumRows, completion.rows.count) + 2
    let below = area.maxY - (cursor.y + 1)
    let above = cursor.y - area.y
    let height: Int
    let y: Int
    if below >= wanted || below >= above {
      height = min(wanted, below)
      y = cursor.y + 1
    } else {
      height = min(wanted, above)
      y = cursor.y - height
    }
    guard width >= 6, height >= 3 else { return nil }
    // Under the word: the text's first column under the word's, kept in the area.
    let x = max(area.x, min(cursor.x - completion.typed.displayWidth - 2, area.maxX - width))
    return Rect(x: x, y: y, width: width, height: height)
  }
}
