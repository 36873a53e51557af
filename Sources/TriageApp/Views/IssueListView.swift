import ErrorHandling
import Foundation
import IssueDomain
import TerminalUI

/// How one issue row and its placeholder look. The list body itself is the shared paging list.
enum IssueListView {
  static func draw(
    _ screen: IssueListScreen, now: Date, tick: Int, in rect: Rect, canvas: inout Canvas,
    theme: Theme, cache: RowCache<ListRowKey<Issue>>
  ) {
    let empty: LocalizedText =
      switch screen.filter {
      case .all: .noIssues
      case .open: .noOpenIssues
      case .closed: .noClosedIssues
      }
    screen.store.view(
      tick: tick, theme: theme.panes, emptyMessage: theme.words(empty),
      drawRow: { issue, row, canvas in
        cache.draw(issue, now: now, in: row, canvas: &canvas) { row, canvas in
          drawRow(issue, now: now, in: row, canvas: &canvas, theme: theme)
        }
      },
      drawPlaceholder: { index, row, canvas in
        drawPlaceholder(index: index, in: row, canvas: &canvas, theme: theme)
      }
    ).draw(in: rect, canvas: &canvas)
  }

  static func drawRow(
    _ issue: Issue, now: Date, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let layout = IssueRowLayout(row: rect)
    drawRight("#\(issue.number)", in: layout.number, canvas: &canvas, style: theme.number)
    // A pull request or a closed issue says so before its title, in as few columns as possible.
    let marker = (issue.isPullRequest ? "PR " : "") + (issue.state == .closed ? "✓ " : "")
    let used = canvas.draw(marker, in: layout.title, style: theme.meta)
    let title = layout.title.inset(left: used)
    canvas.draw(issue.title.ellipsised(toWidth: title.width), in: title)
    let labels = issue.labels.map(\.name).joined(separator: " ")
    canvas.draw(
      labels.ellipsised(toWidth: layout.labels.width), in: layout.labels, style: theme.label)
    if issue.commentCount > 0 {
      drawRight("\(issue.commentCount)", in: layout.comments, canvas: &canvas, style: theme.meta)
    }
    drawRight(
      Age.text(from: issue.createdAt, to: now), in: layout.age, canvas: &canvas, style: theme.meta)
  }

  /// A redacted row: blocks where the text will be, with lengths that vary by row so the
  /// placeholder reads as a list rather than a grid.
  static func drawPlaceholder(index: Int, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let layout = IssueRowLayout(row: rect)
    let style = theme.panes.placeholder
    func bar(_ width: Int, in area: Rect, alignRight: Bool = false) {
      let length = min(width, area.width)
      guard length > 0 else { return }
      let x = alignRight ? area.maxX - length : area.x
      canvas.fill(Rect(x: x, y: area.y, width: length, height: 1), with: "░", style: style)
    }
    let titleFraction = [0.8, 0.55, 0.7, 0.45, 0.65, 0.5, 0.75][index % 7]
    bar(3, in: layout.number, alignRight: true)
    bar(Int(Double(layout.title.width) * titleFraction), in: layout.title)
    bar([8, 5, 11, 0, 6][index % 5], in: layout.labels)
    bar(index % 3 == 0 ? 0 : 1, in: layout.comments, alignRight: true)
    bar(2, in: layout.age, alignRight: true)
  }

  private static func drawRight(_ text: String, in rect: Rect, canvas: inout Canvas, style: Style) {
    let clipped = text.clipped(toWidth: rect.width)
    canvas.draw(
      clipped, at: Point(x: rect.maxX - clipped.displayWidth, y: rect.y), style: style)
  }
}
