import ErrorHandling
import Foundation
import IssueDomain
import TerminalUI

/// The query bar, then the rows. The list body itself is the shared paging list; this draws
/// one issue row and its placeholder.
enum IssueListView {
  static func draw(
    _ screen: IssueListScreen, now: Date, tick: Int, in area: Rect, canvas: inout Canvas,
    theme: Theme, cache: RowCache<ListRowKey<Issue, IssueRowLayout.Columns>>,
    writes: PendingWrites = PendingWrites()
  ) {
    guard area.height > 0 else { return }
    drawQueryBar(screen, in: area.row(0), canvas: &canvas, theme: theme)
    let rect = area.inset(top: 1)
    let empty: LocalizedText =
      switch screen.query.stateFilter {
      case .all: .noIssues
      case .open: .noOpenIssues
      case .closed: .noClosedIssues
      }
    let store = screen.store
    let visible = store.viewport.visibleRows(height: rect.height).clamped(
      to: store.items.indices)
    let columns = IssueRowLayout.Columns(
      fitting: store.items[visible], now: now, words: theme.words)
    store.view(
      tick: tick, theme: theme.panes, emptyMessage: theme.words(empty),
      drawRow: { loaded, row, canvas in
        // A write in flight shows as its change, marked in the row's left margin.
        let issue = writes.shown(loaded, in: screen.currentRepository)
        cache.draw(issue, now: now, columns: columns, in: row, canvas: &canvas) { row, canvas in
          drawRow(issue, now: now, columns: columns, in: row, canvas: &canvas, theme: theme)
        }
        if let reference = PendingWrites.reference(loaded, in: screen.currentRepository),
          writes.isPending(reference)
        {
          canvas.draw("⋯", in: row, style: theme.meta)
        }
      },
      drawPlaceholder: { index, row, canvas in
        drawPlaceholder(index: index, in: row, canvas: &canvas, theme: theme)
      }
    ).draw(in: rect, canvas: &canvas)
  }

  /// The query the rows answer, with GitHub's count on the right; or the query line being
  /// edited, with its hint while empty.
  static func drawQueryBar(
    _ screen: IssueListScreen, in row: Rect, canvas: inout Canvas, theme: Theme
  ) {
    if let line = screen.queryLine {
      let used = canvas.draw("/ ", in: row, style: theme.title)
      let field = row.inset(left: used)
      line.draw(in: field, style: theme.field, isFocused: true, canvas: &canvas)
      if line.text.isEmpty {
        canvas.draw(
          theme.words(.queryLineHint).ellipsised(toWidth: max(0, field.width - 1)),
          in: field.inset(left: 1), style: theme.meta)
      }
      return
    }
    var right = ""
    if let page = screen.store.state.value, let total = page.totalCount {
      right = theme.words(
        .results(
          total: total, capped: total > SearchResultPage.resultCap,
          incomplete: page.isIncomplete))
    }
    let rightWidth = min(right.displayWidth, max(0, row.width / 2))
    let (left, counts) = row.splitRight(rightWidth == 0 ? 0 : rightWidth + 1)
    let text = "⌕ " + screen.query.description
    canvas.draw(
      text.ellipsised(toWidth: max(0, left.width - 1)), in: left.inset(left: 1), style: theme.meta)
    if rightWidth > 0 {
      canvas.draw(right.ellipsised(toWidth: counts.width), in: counts, style: theme.meta)
    }
  }

  static func drawRow(
    _ issue: Issue, now: Date, columns: IssueRowLayout.Columns = .minimum, in rect: Rect,
    canvas: inout Canvas, theme: Theme
  ) {
    let layout = IssueRowLayout(row: rect, columns: columns)
    drawRight(numberText(issue), in: layout.number, canvas: &canvas, style: theme.number)
    // A pull request or a closed issue says so before its title, in as few columns as possible.
    let marker = (issue.isPullRequest ? "PR " : "") + (issue.state == .closed ? "✓ " : "")
    let used = canvas.draw(marker, in: layout.title, style: theme.meta)
    let title = layout.title.inset(left: used)
    canvas.draw(issue.title.ellipsised(toWidth: title.width), in: title)
    let labels = issue.labels.map(\.name).joined(separator: " ")
    canvas.draw(
      labels.ellipsised(toWidth: layout.labels.width), in: layout.labels, style: theme.label)
    drawRight(commentText(issue), in: layout.comments, canvas: &canvas, style: theme.meta)
    drawRight(
      Age.text(from: issue.createdAt, to: now, words: theme.words), in: layout.age, canvas: &canvas,
      style: theme.meta)
  }

  /// `#123`.
  static func numberText(_ issue: Issue) -> String { "#\(issue.number)" }

  /// The comment count, or nothing when there are none, or the server gave no (or a negative)
  /// count.
  static func commentText(_ issue: Issue) -> String {
    guard let count = issue.commentCount, count > 0 else { return "" }
    return "\(count)"
  }

  /// A redacted row: blocks where the text will be, with lengths that vary by row so the
  /// placeholder reads as a list rather than a grid.
  static func drawPlaceholder(index: Int, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let layout = IssueRowLayout(row: rect)
    let style = theme.panes.placeholder
    func bar(_ width: Int, in area: Rect, alignRight: Bool = false) {
      canvas.drawPlaceholderBar(width, in: area, alignRight: alignRight, style: style)
    }
    let titleFraction = [0.8, 0.55, 0.7, 0.45, 0.65, 0.5, 0.75][index % 7]
    bar(3, in: layout.number, alignRight: true)
    bar(Int(Double(layout.title.width) * titleFraction), in: layout.title)
    bar([8, 5, 11, 0, 6][index % 5], in: layout.labels)
    bar(index % 3 == 0 ? 0 : 1, in: layout.comments, alignRight: true)
    bar(2, in: layout.age, alignRight: true)
  }

  /// Draws `text` against the right edge of `rect`. Columns are sized to their values, so the
  /// clip only ever applies to a row too narrow for the column at all.
  private static func drawRight(_ text: String, in rect: Rect, canvas: inout Canvas, style: Style) {
    let clipped = text.clipped(toWidth: rect.width)
    canvas.draw(
      clipped, at: Point(x: rect.maxX - clipped.displayWidth, y: rect.y), style: style)
  }
}
