import AppCore
import FoundationEssentials
import IssueDomain
import ListSupport
import TerminalUI

/// How one repository row and its placeholder look: name (with a lock when private), then the
/// description, then open issues and when it was last updated on the right.
enum RepositoryListView {
  static func draw(
    _ store: RepositoryListStore, filter: String = "", now: Date, tick: Int, in rect: Rect,
    canvas: inout Canvas,
    theme: Theme, cache: RowCache<ListRowKey<Repository, RepositoryRowLayout.Columns>>
  ) {
    let visible = store.viewport.visibleRows(height: rect.height).clamped(
      to: store.items.indices)
    let columns = RepositoryRowLayout.Columns(
      fitting: store.items[visible], now: now, words: theme.words)
    store.view(
      tick: tick, theme: theme.panes,
      emptyMessage: theme.words(filter.isEmpty ? .noRepositories : .noRepositoriesMatch(filter)),
      drawRow: { repository, row, canvas in
        cache.draw(repository, now: now, columns: columns, in: row, canvas: &canvas) {
          row, canvas in
          drawRow(repository, now: now, columns: columns, in: row, canvas: &canvas, theme: theme)
        }
      },
      drawPlaceholder: { index, row, canvas in
        drawPlaceholder(index: index, in: row, canvas: &canvas, theme: theme)
      }
    ).draw(in: rect, canvas: &canvas)
  }

  /// The filter bar: the line being typed (with its cursor), or the filter applied.
  static func drawFilterBar(
    filter: String, line: TextField?, in row: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let prefix = " / "
    guard let line else {
      let used = canvas.draw(prefix, in: row, style: theme.title)
      let field = row.inset(left: used)
      canvas.draw(filter.ellipsised(toWidth: field.width), in: field, style: theme.meta)
      return
    }
    QueryLineView.draw(
      line, prefix: prefix, hint: theme.words(.filterRepositoriesHint), in: row, canvas: &canvas,
      theme: theme)
  }

  static func drawRow(
    _ repository: Repository, now: Date, columns: RepositoryRowLayout.Columns = .minimum,
    in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    let layout = RepositoryRowLayout(row: rect, columns: columns)
    let name = repository.fullName + (repository.isPrivate ? " 🔒" : "")
    let used = canvas.draw(name, in: layout.text, style: theme.title)
    let room = layout.text.width - used - 2
    if room > 0, !repository.summary.isEmpty {
      canvas.draw(
        repository.summary.ellipsised(toWidth: room), in: layout.text.inset(left: used + 2),
        style: theme.meta)
    }
    let count = countText(repository.openIssueCount, words: theme.words)
    canvas.draw(
      count,
      at: Point(x: layout.count.maxX - count.displayWidth, y: rect.y), style: theme.meta,
      maxWidth: layout.count.width)
    canvas.draw(
      Age.text(from: repository.updatedAt, to: now, words: theme.words), in: layout.age,
      style: theme.meta)
  }

  /// `107 open`, or nothing when the server gave no (or a negative) count.
  static func countText(_ count: Int?, words: ChromeWords) -> String {
    guard let count, count >= 0 else { return "" }
    return words(.openCount(count))
  }

  /// A redacted row in the real row's columns: the name, the description, the count and the
  /// age, with lengths that vary by row so the placeholder reads as a list.
  static func drawPlaceholder(index: Int, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let layout = RepositoryRowLayout(row: rect)
    let style = theme.panes.placeholder
    func bar(_ width: Int, in area: Rect, alignRight: Bool = false) {
      canvas.drawPlaceholderBar(width, in: area, alignRight: alignRight, style: style)
    }
    let name = [12, 9, 14, 10][index % 4]
    bar(name, in: layout.text)
    let summary = layout.text.inset(left: name + 2)
    bar(Int(Double(summary.width) * [0.7, 0.45, 0.6, 0.35, 0.55][index % 5]), in: summary)
    bar([7, 6, 8, 6][index % 4], in: layout.count, alignRight: true)
    bar([3, 2, 3, 2][index % 4], in: layout.age)
  }
}
