import AppCore
import ErrorHandling
import FoundationEssentials
import IssueDomain
import ListSupport
import Localization
import ScreenState
import SharedWrites
import TerminalUI

/// The query bar, then the rows. The list body itself is the shared paging list; this draws
/// one issue row and its placeholder.
public enum IssueListView {
  public static func draw(
    _ screen: IssueListScreen, now: Date, tick: Int, in area: Rect, canvas: inout Canvas,
    theme: Theme, caches: ViewCaches, writes: PendingWrites = PendingWrites()
  ) {
    guard area.height > 0 else { return }
    drawQueryBar(
      screen, in: area.row(0), canvas: &canvas, theme: theme, cache: caches.queryBar)
    // Keys type into the query line while it is open, so the cursor stays there, not on the row.
    let field = screen.queryLine != nil ? canvas.cursor : nil
    var rect = area.inset(top: 1)
    let showsHeader = Self.showsHeader(in: area)
    if showsHeader { rect = rect.inset(top: 1) }
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
      fitting: store.items[visible], now: now, words: theme.words,
      namesRepository: screen.spansRepositories, screenReader: theme.screenReader)
    // Over rows or their placeholders only: an empty list or an error pane has no columns.
    let hasRows = !store.items.isEmpty || store.state.isLoading
    if showsHeader, hasRows {
      drawHeader(
        IssueRowLayout(row: area.row(1), columns: columns), canvas: &canvas, theme: theme)
    }
    let cache = caches.issues
    // Read once per frame, not per row: the query's repository is derived from its terms.
    let repository = screen.currentRepository
    let projects = !writes.isEmpty
    store.view(
      tick: tick, theme: theme.panes, emptyMessage: theme.words(empty),
      drawRow: { loaded, row, canvas in
        // A write in flight shows as its change, marked in the row's left margin.
        func draw(_ issue: Issue) {
          let summary =
            issue.isPullRequest ? screen.rowFacts.summary(for: screen.rowReference(issue)) : nil
          let item = IssueRow(issue: issue, summary: summary)
          cache.draw(item, now: now, columns: columns, in: row, canvas: &canvas) { row, canvas in
            drawRow(
              issue, summary: summary, now: now, columns: columns, in: row, canvas: &canvas,
              theme: theme, labelColors: caches.labelColors)
          }
        }
        guard projects else { return draw(loaded) }
        draw(writes.shown(loaded, in: repository))
        if let reference = PendingWrites.reference(loaded, in: repository),
          writes.isPending(reference)
        {
          canvas.draw("⋯", in: row, style: theme.meta)
        }
      },
      drawPlaceholder: { index, row, canvas in
        drawPlaceholder(index: index, columns: columns, in: row, canvas: &canvas, theme: theme)
      },
      selectionWidth: IssueRowLayout(row: rect.row(0), columns: columns).selectionBar.width,
      standingBanner: screen.refreshBanner(theme.words, now: now)
    ).draw(in: rect, canvas: &canvas)
    if let field { canvas.cursor = field }
    if let completion = screen.completion, let field {
      CompletionView.draw(completion, cursor: field, in: area, canvas: &canvas, theme: theme)
    }
  }

  /// The query the rows answer, with GitHub's count on the right; or the query line being
  /// edited, with its hint while empty. The query's row is laid out once per query, count and
  /// width (`QueryBarKey`), not every frame.
  /// Whether a row of column names goes above the rows in `area` (the list's whole area, the
  /// query bar included): wherever a row has a column besides its number, title, comment count
  /// and age (labels, a milestone, the author, the assignees, a pull request's review, checks
  /// or size), which alone can't always be told apart (`monalisa   monalisa +2`), and the list
  /// can spare the row.
  public static func showsHeader(in area: Rect) -> Bool {
    guard area.height >= ColumnHeader.minimumHeight else { return false }
    let layout = IssueRowLayout(row: area.row(0), columns: .minimum)
    return [
      layout.labels, layout.milestone, layout.author, layout.assignees, layout.review,
      layout.checks, layout.size,
    ].contains { $0.width > 0 }
  }

  /// The column names, dim, each over its column; the comment count's is left blank, its
  /// column being too narrow for a word.
  public static func drawHeader(_ layout: IssueRowLayout, canvas: inout Canvas, theme: Theme) {
    let words = theme.words
    let names: [(Rect, LocalizedText)] = [
      // A label chip starts with a blank cell, so the name starts one cell in.
      (layout.title, .columnTitle), (layout.labels.inset(left: 1), .columnLabels),
      (layout.milestone, .columnMilestone), (layout.author, .columnAuthor),
      (layout.assignees, .columnAssignees), (layout.review, .columnReview),
      // The checks' glyph column is too narrow for its name, as the comment count's is.
      (layout.checks.width > 1 ? layout.checks : layout.checks.inset(left: 1), .columnChecks),
    ]
    for (rect, name) in names where rect.width > 0 {
      canvas.draw(words(name).ellipsised(toWidth: rect.width), in: rect, style: theme.meta)
    }
    if layout.age.width > 0 {
      drawRight(words(.columnAge), in: layout.age, canvas: &canvas, style: theme.meta)
    }
    if layout.size.width > 0 {
      drawRight(words(.columnSize), in: layout.size, canvas: &canvas, style: theme.meta)
    }
  }

  public static func drawQueryBar(
    _ screen: IssueListScreen, in row: Rect, canvas: inout Canvas, theme: Theme,
    cache: MemoCache<QueryBarKey, Canvas>
  ) {
    guard row.width > 0, row.height > 0 else { return }
    guard let line = screen.queryLine else {
      let page = screen.store.state.value
      let key = QueryBarKey(
        query: screen.query, total: page?.totalCount, incomplete: page?.isIncomplete ?? false,
        width: row.width)
      let bar = cache.value(for: key) { key in
        var bar = Canvas(size: Size(width: key.width, height: 1))
        drawQuery(key, in: bar.bounds, canvas: &bar, theme: theme)
        return bar
      }
      canvas.overlay(bar, at: Point(x: row.x, y: row.y))
      return
    }
    QueryLineView.draw(
      line, hint: theme.words(.queryLineHint), in: row, canvas: &canvas, theme: theme)
  }

  private static func drawQuery(
    _ key: QueryBarKey, in row: Rect, canvas: inout Canvas, theme: Theme
  ) {
    var right = ""
    if let total = key.total {
      right = theme.words(
        .results(
          total: total, capped: total > SearchResultPage.resultCap, incomplete: key.incomplete))
    } else if key.incomplete {
      // No count to qualify (a repository's list), but rows were still left out.
      right = theme.words(.incompleteRows)
    }
    // A margin at each edge, and a space between the query and the count even when the query
    // is cut short.
    let inner = row.inset(left: 1, right: 1)
    let rightWidth = min(right.displayWidth, max(0, inner.width / 2))
    let (left, counts) = inner.splitRight(rightWidth == 0 ? 0 : rightWidth + 1)
    let text = (theme.screenReader ? theme.words(.queryWord) + " " : "⌕ ") + key.query.description
    canvas.draw(text.ellipsised(toWidth: left.width), in: left, style: theme.meta)
    if rightWidth > 0 {
      let count = counts.inset(left: 1)
      canvas.draw(right.ellipsised(toWidth: count.width), in: count, style: theme.meta)
    }
  }

  public static func drawRow(
    _ issue: Issue, summary: PullRequestSummary? = nil, now: Date,
    columns: IssueRowLayout.Columns = .minimum, in rect: Rect, canvas: inout Canvas,
    theme: Theme, labelColors: LabelColorCache? = nil
  ) {
    let layout = IssueRowLayout(row: rect, columns: columns)
    drawRight(
      referenceText(
        issue, namesRepository: columns.namesRepository, qualified: layout.qualified),
      in: layout.number, canvas: &canvas, style: theme.number)
    // A pull request or a closed issue says so before its title, in as few columns as possible.
    let mark = marker(issue, theme: theme)
    let used = canvas.draw(mark.text, in: layout.title, style: mark.style)
    let title = layout.title.inset(left: used)
    canvas.draw(issue.title.ellipsised(toWidth: title.width), in: title)
    drawLabels(
      issue.labels, in: layout.labels, canvas: &canvas, theme: theme, colors: labelColors)
    canvas.draw(
      (issue.milestone ?? "").ellipsised(toWidth: layout.milestone.width), in: layout.milestone,
      style: theme.meta)
    canvas.draw(
      issue.author.login.ellipsised(toWidth: layout.author.width), in: layout.author,
      style: theme.meta)
    drawAssignees(issue.assignees, in: layout.assignees, canvas: &canvas, theme: theme)
    if let summary {
      drawPullRequestColumns(summary, layout: layout, canvas: &canvas, theme: theme)
    }
    drawRight(commentText(issue), in: layout.comments, canvas: &canvas, style: theme.meta)
    drawRight(
      Age.text(from: issue.createdAt, to: now, words: theme.words), in: layout.age, canvas: &canvas,
      style: theme.meta)
  }

  /// What a row says before the title, and in which style: a pull request's glyph by its
  /// state (`PullRequestGlyph`), `✓ ` for a closed issue, nothing for an open one. One place
  /// for any further mark a row may carry.
  /// In screen-reader mode the marks are words ("PR draft", "closed"), which a glyph read
  /// aloud is not.
  public static func marker(_ issue: Issue, theme: Theme) -> (text: String, style: Style) {
    if let state = issue.pullRequestState {
      let text =
        theme.screenReader
        ? theme.words(.pullRequestMarker(state)) : PullRequestGlyph.text(state)
      return (text + " ", PullRequestGlyph.style(state, theme: theme))
    }
    guard issue.state == .closed else { return ("", theme.meta) }
    return (theme.screenReader ? theme.words(.closedMarker) + " " : "✓ ", theme.meta)
  }

  /// `#123`; `busy#123` in a list of several repositories, `owner/busy#123` when `qualified`.
  /// An issue whose repository the server didn't say is `#123` everywhere.
  public static func referenceText(
    _ issue: Issue, namesRepository: Bool = false, qualified: Bool = false
  ) -> String {
    guard namesRepository, let repository = issue.repository else { return "#\(issue.number)" }
    return qualified
      ? "\(repository.owner)/\(repository.name)#\(issue.number)"
      : "\(repository.name)#\(issue.number)"
  }

  /// `referenceText`'s width, without building the text: columns are measured every frame.
  public static func referenceWidth(
    _ issue: Issue, namesRepository: Bool = false, qualified: Bool = false
  ) -> Int {
    var width = 1 + (issue.number < 0 ? 1 : 0) + digitCount(issue.number.magnitude)
    guard namesRepository, let repository = issue.repository else { return width }
    width += repository.name.displayWidth
    if qualified { width += repository.owner.displayWidth + 1 }
    return width
  }

  /// How many decimal digits `value` has.
  public static func digitCount(_ value: UInt) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// The first assignee and `+N` for the others, the login ellipsised so `+N` always shows.
  public static func drawAssignees(
    _ assignees: [User], in rect: Rect, canvas: inout Canvas, theme: Theme
  ) {
    guard let first = assignees.first, rect.width > 0 else { return }
    let more = assignees.count > 1 ? " +\(assignees.count - 1)" : ""
    let room = max(0, rect.width - more.displayWidth)
    let used = canvas.draw(first.login.ellipsised(toWidth: room), in: rect, style: theme.assignee)
    canvas.draw(more, in: rect.inset(left: used), style: theme.meta)
  }

  /// The comment count, or nothing when there are none, or the server gave no (or a negative)
  /// count.
  public static func commentText(_ issue: Issue) -> String {
    guard let count = issue.commentCount, count > 0 else { return "" }
    return "\(count)"
  }

  /// The columns `commentText` takes, counted without building it.
  public static func commentWidth(_ issue: Issue) -> Int {
    guard let count = issue.commentCount, count > 0 else { return 0 }
    return digitCount(UInt(count))
  }

  /// A redacted row: blocks where the text will be, with lengths that vary by row so the
  /// placeholder reads as a list rather than a grid. It has the columns of the rows on screen.
  public static func drawPlaceholder(
    index: Int, columns: IssueRowLayout.Columns = .minimum, in rect: Rect, canvas: inout Canvas,
    theme: Theme
  ) {
    let layout = IssueRowLayout(row: rect, columns: columns)
    let style = theme.panes.placeholder
    func bar(_ width: Int, in area: Rect, alignRight: Bool = false) {
      canvas.drawPlaceholderBar(width, in: area, alignRight: alignRight, style: style)
    }
    let titleFraction = [0.8, 0.55, 0.7, 0.45, 0.65, 0.5, 0.75][index % 7]
    bar(3, in: layout.number, alignRight: true)
    bar(Int(Double(layout.title.width) * titleFraction), in: layout.title)
    bar([8, 5, 11, 0, 6][index % 5], in: layout.labels)
    bar([4, 0, 0, 6][index % 4], in: layout.milestone)
    bar([7, 5, 8][index % 3], in: layout.author)
    bar([0, 6, 0, 9, 5][index % 5], in: layout.assignees)
    bar(index % 3 == 0 ? 0 : 1, in: layout.comments, alignRight: true)
    bar(2, in: layout.age, alignRight: true)
  }

  /// Draws `text` against the right edge of `rect`. Columns are sized to their values, so the
  /// clip only ever applies to a row too narrow for the column at all.
  public static func drawRight(_ text: String, in rect: Rect, canvas: inout Canvas, style: Style) {
    let clipped = text.clipped(toWidth: rect.width)
    canvas.draw(
      clipped, at: Point(x: rect.maxX - clipped.displayWidth, y: rect.y), style: style)
  }
}
