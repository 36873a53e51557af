import Foundation
import IssueDomain
import TerminalUI

/// How one repository row and its placeholder look: name (with a lock when private), then the
/// description, then open issues and when it was last updated on the right.
enum RepositoryListView {
  static func draw(
    _ store: RepositoryListStore, now: Date, tick: Int, in rect: Rect, canvas: inout Canvas,
    theme: Theme, cache: RowCache<ListRowKey<Repository>>
  ) {
    store.view(
      tick: tick, theme: theme.panes, emptyMessage: theme.words(.noRepositories),
      drawRow: { repository, row, canvas in
        cache.draw(repository, now: now, in: row, canvas: &canvas) { row, canvas in
          drawRow(repository, now: now, in: row, canvas: &canvas, theme: theme)
        }
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
    _ repository: Repository, now: Date, in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let age = Age.text(from: repository.updatedAt, to: now)
    let counts = "\(repository.openIssueCount) open  \(age.padded(toWidth: 4))"
    let showsCounts = rect.width >= counts.displayWidth + 16
    let (left, right) = rect.splitRight(showsCounts ? counts.displayWidth + 3 : 0)
    var x = left.x + 1
    let name = repository.fullName + (repository.isPrivate ? " 🔒" : "")
    x += canvas.draw(
      name, at: Point(x: x, y: rect.y), style: theme.title, maxWidth: max(0, left.maxX - x))
    let room = left.maxX - x - 2
    if room > 0, !repository.summary.isEmpty {
      canvas.draw(
        repository.summary.ellipsised(toWidth: room), at: Point(x: x + 2, y: rect.y),
        style: theme.meta)
    }
    if showsCounts { canvas.draw(counts, in: right.inset(left: 2), style: theme.meta) }
  }
}
