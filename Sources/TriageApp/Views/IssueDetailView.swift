import ErrorHandling
import IssueDomain
import TerminalUI

/// Draws an issue: title, meta line, labels, then the wrapped body, scrolled.
enum IssueDetailView {
  /// A line of the detail text with its style; computed once per width, shared by the reducer
  /// (to clamp scrolling) and the view.
  struct Line: Equatable {
    var text: String
    var style: Style
  }

  static func lines(for issue: Issue, width: Int, theme: Theme) -> [Line] {
    let textWidth = max(1, width - 2)
    var lines = issue.title.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.title) }
    let comments = issue.commentCount == 1 ? "1 comment" : "\(issue.commentCount) comments"
    let meta = "#\(issue.number) opened \(issue.ageInDays)d ago by \(issue.author) · \(comments)"
    lines += meta.wrapped(toWidth: textWidth).map { Line(text: $0, style: theme.meta) }
    if !issue.labels.isEmpty {
      lines.append(Line(text: issue.labels.joined(separator: "  "), style: theme.label))
    }
    lines.append(Line(text: "", style: .plain))
    lines += issue.body.wrapped(toWidth: textWidth).map { Line(text: $0, style: .plain) }
    return lines
  }

  /// The issue, or placeholder lines while it first loads, or the error pane.
  static func draw(
    _ screen: IssueScreen, tick: Int, describe: (AppError) -> FailureDescription, in rect: Rect,
    canvas: inout Canvas, theme: Theme
  ) {
    switch screen.state {
    case .idle, .initialLoading:
      drawPlaceholder(in: rect, canvas: &canvas, theme: theme)
    case .loadingFailure(let error), .retryLoading(let error):
      MessagePane.drawError(
        describe(error), retrying: screen.state.isLoading, tick: tick, theme: theme.panes,
        in: rect, canvas: &canvas)
    case .success(let issue), .reLoading(let issue), .reLoadingFailure(let issue, _):
      drawLines(
        lines(for: issue, width: rect.width, theme: theme), from: screen.scrollOffset, in: rect,
        canvas: &canvas)
      if case .reLoadingFailure(_, let error) = screen.state, rect.height > 1 {
        let row = rect.row(rect.height - 1)
        canvas.fill(row, style: theme.panes.banner)
        canvas.draw(
          " \(describe(error).message)".ellipsised(toWidth: row.width), in: row,
          style: theme.panes.banner)
      }
    }
  }

  private static func drawLines(
    _ all: [Line], from scrollOffset: Int, in rect: Rect, canvas: inout Canvas
  ) {
    for offset in 0..<rect.height {
      let index = scrollOffset + offset
      guard all.indices.contains(index) else { break }
      canvas.draw(
        all[index].text, at: Point(x: rect.x + 1, y: rect.y + offset), style: all[index].style,
        maxWidth: rect.width - 2)
    }
  }

  /// Redacted lines shaped like a title, a meta line and a paragraph.
  private static func drawPlaceholder(in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let fractions = [0.6, 0.4, 0.0, 0.9, 0.85, 0.95, 0.5]
    for (offset, fraction) in fractions.enumerated() where offset < rect.height {
      let width = Int(Double(max(0, rect.width - 2)) * fraction)
      guard width > 0 else { continue }
      canvas.fill(
        Rect(x: rect.x + 1, y: rect.y + offset, width: width, height: 1), with: "░",
        style: theme.panes.placeholder)
    }
  }
}
