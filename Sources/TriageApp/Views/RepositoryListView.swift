import IssueDomain
import TerminalUI

/// How one repository row and its placeholder look: name, then description, then the count of
/// open issues on the right.
enum RepositoryListView {
  static func draw(
    _ store: RepositoryListStore, tick: Int, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    store.view(
      tick: tick, theme: theme.panes, emptyMessage: "No repositories",
      drawRow: { repository, row, canvas in
        drawRow(repository, in: row, canvas: &canvas, theme: theme)
      },
      drawPlaceholder: { index, row, canvas in
        let style = theme.panes.placeholder
        let width = min(row.width - 2, [24, 18, 30, 14][index % 4])
        guard width > 0 else { return }
        canvas.fill(Rect(x: row.x + 1, y: row.y, width: width, height: 1), with: "░", style: style)
      }
    ).draw(in: rect, canvas: &canvas)
  }

  static func drawRow(
    _ repository: RepositorySummary, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let count = "\(repository.openIssueCount) open"
    let (left, right) = rect.splitRight(min(rect.width, count.displayWidth + 2))
    var x = left.x + 1
    x += canvas.draw(
      repository.fullName, at: Point(x: x, y: rect.y), style: theme.title,
      maxWidth: max(0, left.maxX - x))
    let room = left.maxX - x - 2
    if room > 0, !repository.summary.isEmpty {
      canvas.draw(
        repository.summary.ellipsised(toWidth: room), at: Point(x: x + 2, y: rect.y),
        style: theme.meta)
    }
    canvas.draw(count.clipped(toWidth: right.width - 1), in: right, style: theme.meta)
  }
}
