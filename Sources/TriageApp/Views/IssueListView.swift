import ScreenState
import TerminalUI

/// Draws the list screen's body from its state: placeholders while nothing is loaded, then the
/// rows, the empty pane or the error pane.
enum IssueListView {
  static func draw(_ screen: IssueListScreen, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let state = screen.issues
    if state.showsPlaceholder {
      for offset in 0..<rect.height {
        drawPlaceholder(index: offset, in: rect.row(offset), canvas: &canvas, theme: theme)
      }
      return
    }
    if state.value == nil, let error = state.error {
      drawError(error, retrying: state.isLoading, in: rect, canvas: &canvas, theme: theme)
      return
    }
    let rows = screen.rows
    if rows.isEmpty {
      drawCentered(["No issues"], in: rect, canvas: &canvas, style: theme.meta)
      return
    }
    for offset in 0..<rect.height {
      let index = screen.scrollOffset + offset
      guard rows.indices.contains(index) else { break }
      let rowRect = rect.row(offset)
      drawRow(rows[index], in: rowRect, canvas: &canvas, theme: theme)
      if index == screen.selection {
        canvas.restyle(rowRect) { $0.adding(theme.selectionAttributes) }
      }
    }
  }

  static func drawRow(_ issue: SampleIssue, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let layout = IssueRowLayout(row: rect)
    drawRight("#\(issue.number)", in: layout.number, canvas: &canvas, style: theme.number)
    canvas.draw(issue.title.ellipsised(toWidth: layout.title.width), in: layout.title)
    let labels = issue.labels.joined(separator: " ")
    canvas.draw(
      labels.ellipsised(toWidth: layout.labels.width), in: layout.labels, style: theme.label)
    if issue.commentCount > 0 {
      drawRight("\(issue.commentCount)", in: layout.comments, canvas: &canvas, style: theme.meta)
    }
    drawRight("\(issue.ageInDays)d", in: layout.age, canvas: &canvas, style: theme.meta)
  }

  /// A redacted row: blocks where the text will be, with lengths that vary by row so the
  /// placeholder reads as a list rather than a grid.
  static func drawPlaceholder(index: Int, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let layout = IssueRowLayout(row: rect)
    let block: Character = "░"
    func bar(_ width: Int, in area: Rect, alignRight: Bool = false) {
      let length = min(width, area.width)
      guard length > 0 else { return }
      let x = alignRight ? area.maxX - length : area.x
      canvas.fill(
        Rect(x: x, y: area.y, width: length, height: 1), with: block, style: theme.placeholder)
    }
    let titleFraction = [0.8, 0.55, 0.7, 0.45, 0.65, 0.5, 0.75][index % 7]
    bar(3, in: layout.number, alignRight: true)
    bar(Int(Double(layout.title.width) * titleFraction), in: layout.title)
    bar([8, 5, 11, 0, 6][index % 5], in: layout.labels)
    bar(index % 3 == 0 ? 0 : 1, in: layout.comments, alignRight: true)
    bar(2, in: layout.age, alignRight: true)
  }

  static func drawError(
    _ error: SampleSourceError, retrying: Bool, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    var lines = ["Could not load issues."]
    lines.append(retrying ? "Retrying…" : "r: retry")
    drawCentered(lines, in: rect, canvas: &canvas, style: theme.error)
  }

  static func drawCentered(_ lines: [String], in rect: Rect, canvas: inout Canvas, style: Style) {
    let top = rect.y + max(0, (rect.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() where top + offset < rect.maxY {
      let text = line.ellipsised(toWidth: rect.width)
      let x = rect.x + max(0, (rect.width - text.displayWidth) / 2)
      canvas.draw(text, at: Point(x: x, y: top + offset), style: style)
    }
  }

  private static func drawRight(_ text: String, in rect: Rect, canvas: inout Canvas, style: Style) {
    let clipped = text.clipped(toWidth: rect.width)
    canvas.draw(
      clipped, at: Point(x: rect.maxX - clipped.displayWidth, y: rect.y), style: style)
  }
}
