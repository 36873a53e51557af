import TerminalUI

/// Draws an issue: title, meta line, labels, then the wrapped body, scrolled.
enum IssueDetailView {
  /// A line of the detail text with its style; computed once per width, shared by the reducer
  /// (to clamp scrolling) and the view.
  struct Line: Equatable {
    var text: String
    var style: Style
  }

  static func lines(for issue: SampleIssue, width: Int, theme: Theme) -> [Line] {
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

  static func draw(
    _ screen: IssueDetailScreen, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let all = lines(for: screen.issue, width: rect.width, theme: theme)
    for offset in 0..<rect.height {
      let index = screen.scrollOffset + offset
      guard all.indices.contains(index) else { break }
      canvas.draw(
        all[index].text, at: Point(x: rect.x + 1, y: rect.y + offset), style: all[index].style,
        maxWidth: rect.width - 2)
    }
  }
}
