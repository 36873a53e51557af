import Foundation
import IssueDomain
import Localization
import ScreenState
import TerminalUI

/// How one inbox row and its placeholder look. An unread thread is marked with a dot (an
/// asterisk in ASCII) and its title is bold, so unread reads without colour.
enum InboxListView {
  /// The rows shown (`rows`) with the list's panes, under the filter bar while the rows are
  /// narrowed.
  static func draw(
    _ screen: InboxScreen, rows: [InboxThread], in rect: Rect, canvas: inout Canvas,
    _ context: ScreenContext
  ) {
    let theme = context.theme
    var list = rect
    if screen.isNarrowed {
      drawFilterBar(screen, in: rect.row(0), canvas: &canvas, theme: theme)
      list = rect.inset(top: 1)
    }
    let store = screen.store
    let now = context.now
    // The age column fits the widest age on screen, so none is cut.
    let visible = screen.viewport.visibleRows(height: list.height).clamped(to: rows.indices)
    let ageWidth = rows[visible].reduce(InboxRowLayout.ageColumn) { widest, thread in
      max(widest, Age.text(from: thread.updatedAt, to: now, words: theme.words).displayWidth)
    }
    PagingListView(
      state: store.state.mapPage { PagedCollection(items: rows, nextCursor: $0.nextCursor) },
      viewport: screen.viewport,
      banner: screen.refreshBanner(theme.words, now: now).map { Banner(message: $0, serial: -1) },
      tick: context.tick, theme: theme.panes,
      emptyMessage: theme.words(screen.isNarrowed ? .noMatchingThreads : .noNotifications),
      describe: store.describe,
      drawRow: { thread, row, canvas in
        drawRow(thread, now: now, ageWidth: ageWidth, in: row, canvas: &canvas, theme: theme)
      },
      drawPlaceholder: { index, row, canvas in
        drawPlaceholder(index: index, in: row, canvas: &canvas, theme: theme)
      }
    ).draw(in: list, canvas: &canvas)
  }

  /// The filter line being typed, with its hint while empty; or what the rows are narrowed to.
  static func drawFilterBar(
    _ screen: InboxScreen, in row: Rect, canvas: inout Canvas, theme: Theme
  ) {
    guard row.width > 0 else { return }
    if let line = screen.queryLine {
      let used = canvas.draw("/ ", in: row, style: theme.title)
      let field = row.inset(left: used)
      line.draw(in: field, style: theme.field, isFocused: true, canvas: &canvas)
      if line.text.isEmpty {
        canvas.draw(
          theme.words(.filterLineHint).ellipsised(toWidth: max(0, field.width - 1)),
          in: field.inset(left: 1), style: theme.meta)
      }
      return
    }
    let reason = screen.reason.map { theme.words(.inboxReason($0)) }
    let text = "⌕ " + theme.words(.inboxNarrowing(reason: reason, query: screen.query))
    let inner = row.inset(left: 1, right: 1)
    canvas.draw(text.ellipsised(toWidth: inner.width), in: inner, style: theme.meta)
  }

  static func drawRow(
    _ thread: InboxThread, now: Date, ageWidth: Int = InboxRowLayout.ageColumn, in rect: Rect,
    canvas: inout Canvas, theme: Theme
  ) {
    let layout = InboxRowLayout(row: rect, ageWidth: ageWidth)
    // Unsubscribing is the last word on a thread, so its mark replaces the unread dot; an
    // unread title stays bold either way.
    if thread.isUnsubscribed {
      canvas.draw("✗", in: layout.mark, style: theme.meta)
    } else if thread.isUnread {
      canvas.draw("•", in: layout.mark, style: theme.number)
    }
    if layout.reason.width > 0 {
      canvas.draw(
        theme.words(.inboxReason(thread.reason)).ellipsised(toWidth: layout.reason.width),
        in: layout.reason, style: theme.label)
    }
    canvas.draw(
      theme.words(.inboxSubject(thread.subject)).ellipsised(toWidth: layout.subject.width),
      in: layout.subject, style: theme.number)
    let repository = thread.repository.description
    let used = canvas.draw(
      repository.ellipsised(toWidth: max(0, layout.text.width / 3)), in: layout.text,
      style: theme.meta)
    let title = layout.text.inset(left: min(layout.text.width, used + 1))
    canvas.draw(
      thread.subject.title.ellipsised(toWidth: title.width), in: title,
      style: thread.isUnread ? theme.title : Style())
    canvas.draw(
      Age.text(from: thread.updatedAt, to: now, words: theme.words), in: layout.age,
      style: theme.meta)
  }

  /// A redacted row in the real row's columns.
  static func drawPlaceholder(index: Int, in rect: Rect, canvas: inout Canvas, theme: Theme) {
    let layout = InboxRowLayout(row: rect)
    let style = theme.panes.placeholder
    func bar(_ width: Int, in area: Rect, alignRight: Bool = false) {
      canvas.drawPlaceholderBar(width, in: area, alignRight: alignRight, style: style)
    }
    if layout.reason.width > 0 { bar([12, 9, 15, 7][index % 4], in: layout.reason) }
    bar([8, 6, 7][index % 3], in: layout.subject)
    bar(Int(Double(layout.text.width) * [0.7, 0.5, 0.6, 0.4][index % 4]), in: layout.text)
    bar([3, 2, 3][index % 3], in: layout.age)
  }
}
