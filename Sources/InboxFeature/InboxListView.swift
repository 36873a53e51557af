import AppCore
import FoundationEssentials
import IssueDomain
import ListSupport
import Localization
import ScreenState
import TerminalUI

/// How one inbox row and its placeholder look. An unread thread is marked with a dot (an
/// asterisk in ASCII) and its title is bold, so unread reads without colour.
public enum InboxListView {
  /// The rows shown (`rows`) with the list's panes, under the filter bar while the rows are
  /// narrowed.
  public static func draw(
    _ screen: InboxScreen, rows: [InboxThread], in rect: Rect, canvas: inout Canvas,
    _ context: ScreenContext
  ) {
    let theme = context.theme
    var list = rect
    if screen.isNarrowed {
      drawFilterBar(screen, in: rect.row(0), canvas: &canvas, theme: theme)
      list = rect.inset(top: 1)
    }
    // Over rows or their placeholders only: an empty inbox or an error pane has no columns.
    let showsHeader =
      Self.showsHeader(in: rect) && (!rows.isEmpty || screen.store.state.isLoading)
    let headerRow = list.row(0)
    if showsHeader { list = list.inset(top: 1) }
    // Keys type into the filter line while it is open, so the cursor stays there.
    let field = screen.queryLine != nil ? canvas.cursor : nil
    let store = screen.store
    let now = context.now
    // The age column fits the widest age on screen, so none is cut.
    let visible = screen.viewport.visibleRows(height: list.height).clamped(to: rows.indices)
    let ageWidth = rows[visible].reduce(InboxRowLayout.ageColumn) { widest, thread in
      max(widest, Age.text(from: thread.updatedAt, to: now, words: theme.words).displayWidth)
    }
    if showsHeader {
      drawHeader(InboxRowLayout(row: headerRow, ageWidth: ageWidth), canvas: &canvas, theme: theme)
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
    if let field { canvas.cursor = field }
  }

  /// Whether a row of column names goes above the rows in `area` (the list's whole area):
  /// where the reason has a column, so a row is more than its subject and title, and the list
  /// can spare the row (`ColumnHeader.minimumHeight`), as an issue list's.
  public static func showsHeader(in area: Rect) -> Bool {
    area.height >= ColumnHeader.minimumHeight
      && InboxRowLayout(row: area.row(0)).reason.width > 0
  }

  /// The column names, dim, each over its column.
  public static func drawHeader(_ layout: InboxRowLayout, canvas: inout Canvas, theme: Theme) {
    let words = theme.words
    for (rect, name) in [
      (layout.reason, LocalizedText.columnReason), (layout.subject, .columnSubject),
      (layout.text, .columnRepositoryAndTitle),
    ] where rect.width > 0 {
      canvas.draw(words(name).ellipsised(toWidth: rect.width), in: rect, style: theme.meta)
    }
    let age = words(.columnAge).clipped(toWidth: layout.age.width)
    canvas.draw(
      age, at: Point(x: layout.age.x, y: layout.age.y), style: theme.meta)
  }

  /// The filter line being typed, with its hint while empty; or what the rows are narrowed to.
  public static func drawFilterBar(
    _ screen: InboxScreen, in row: Rect, canvas: inout Canvas, theme: Theme
  ) {
    guard row.width > 0 else { return }
    if let line = screen.queryLine {
      QueryLineView.draw(
        line, hint: theme.words(.filterLineHint), in: row, canvas: &canvas, theme: theme)
      return
    }
    let reason = screen.reason.map { theme.words(.inboxReason($0)) }
    let mark = theme.screenReader ? theme.words(.queryWord) + " " : "⌕ "
    let text = mark + theme.words(.inboxNarrowing(reason: reason, query: screen.query))
    let inner = row.inset(left: 1, right: 1)
    canvas.draw(text.ellipsised(toWidth: inner.width), in: inner, style: theme.meta)
  }

  public static func drawRow(
    _ thread: InboxThread, now: Date, ageWidth: Int = InboxRowLayout.ageColumn, in rect: Rect,
    canvas: inout Canvas, theme: Theme
  ) {
    let layout = InboxRowLayout(row: rect, ageWidth: ageWidth)
    // Unsubscribing is the last word on a thread, so its mark replaces the unread dot; an
    // unread title stays bold either way.
    if theme.screenReader {
      // Read aloud, a dot says nothing: the word goes before the repository instead.
    } else if thread.isUnsubscribed {
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
    var text = layout.text
    if theme.screenReader, let mark = wordMark(thread, theme: theme) {
      let used = canvas.draw(mark.ellipsised(toWidth: text.width), in: text, style: theme.number)
      text = text.inset(left: min(text.width, used + 1))
    }
    let repository = thread.repository.description
    let used = canvas.draw(
      repository.ellipsised(toWidth: max(0, text.width / 3)), in: text, style: theme.meta)
    let title = text.inset(left: min(text.width, used + 1))
    canvas.draw(
      thread.subject.title.ellipsised(toWidth: title.width), in: title,
      style: thread.isUnread ? theme.title : Style())
    canvas.draw(
      Age.text(from: thread.updatedAt, to: now, words: theme.words), in: layout.age,
      style: theme.meta)
  }

  /// The thread's mark as a word, for screen-reader mode: "unsubscribed" over "unread".
  public static func wordMark(_ thread: InboxThread, theme: Theme) -> String? {
    if thread.isUnsubscribed { return theme.words(.unsubscribedMarker) }
    return thread.isUnread ? theme.words(.unreadMarker) : nil
  }

  /// A redacted row in the real row's columns.
  public static func drawPlaceholder(index: Int, in rect: Rect, canvas: inout Canvas, theme: Theme)
  {
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
