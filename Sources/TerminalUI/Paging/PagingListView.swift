import ScreenState

/// The paging list as a pure render of a state the caller owns (the seed's "Switch" style).
/// Every list screen draws its body through this one mapping of DESIGN §3:
/// placeholders before data, rows (or the empty pane) once there is data, the error pane when the
/// first load failed, plus the paging footer row and the banner.
public struct PagingListView<Item: Identifiable, Cursor, Failure: Error> {
  public typealias State = PagingDataState<PagedCollection<Item, Cursor>, Failure>

  public var state: State
  public var viewport: ListViewport
  public var banner: Banner?
  /// Animation frame, from the program's tick count.
  public var tick: Int
  public var theme: PaneTheme
  public var emptyMessage: String
  public var describe: (Failure) -> FailureDescription
  /// Draws one item in a one-row rect. Selection is applied afterwards, restyling the row as
  /// one reverse-video bar.
  public var drawRow: (Item, Rect, inout Canvas) -> Void
  /// Draws the placeholder for row `index` with the same columns as a real row.
  public var drawPlaceholder: (Int, Rect, inout Canvas) -> Void
  /// How many columns of the selected row the bar covers, from its left edge: the whole row
  /// (`nil`) unless a list narrows it to what a row is read by. Cells outside the bar keep their
  /// own colours, and a step rewrites only the bar's cells of the two rows it moves between.
  public var selectionWidth: Int?

  public init(
    state: State, viewport: ListViewport, banner: Banner? = nil, tick: Int,
    theme: PaneTheme = .standard, emptyMessage: String,
    describe: @escaping (Failure) -> FailureDescription,
    drawRow: @escaping (Item, Rect, inout Canvas) -> Void,
    drawPlaceholder: @escaping (Int, Rect, inout Canvas) -> Void,
    selectionWidth: Int? = nil
  ) {
    self.state = state
    self.viewport = viewport
    self.banner = banner
    self.tick = tick
    self.theme = theme
    self.emptyMessage = emptyMessage
    self.describe = describe
    self.drawRow = drawRow
    self.drawPlaceholder = drawPlaceholder
    self.selectionWidth = selectionWidth
  }

  /// The footer row under the last item, if the state has one.
  public enum Footer: Hashable, Sendable {
    case loadingMore
    case failed(String)
  }

  public static func footer(for state: State, describe: (Failure) -> FailureDescription)
    -> Footer?
  {
    switch state {
    case .paging: return .loadingMore
    case .pagingFailure(_, let error): return .failed(describe(error).message)
    default: return nil
    }
  }

  public func draw(in rect: Rect, canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    switch state {
    case .idle, .initialLoading:
      for offset in 0..<rect.height { drawPlaceholder(offset, rect.row(offset), &canvas) }
    case .loadingFailure(let error), .retryLoading(let error):
      drawError(error, retrying: state.isLoading, in: rect, canvas: &canvas)
    case .success(let page), .reLoading(let page), .paging(let page), .pagingFailure(let page, _),
      .reLoadingFailure(let page, _):
      drawRows(page.items, in: rect, canvas: &canvas)
    }
    if let banner { drawBanner(banner, in: rect, canvas: &canvas) }
  }

  private func drawRows(_ items: [Item], in rect: Rect, canvas: inout Canvas) {
    let footer = Self.footer(for: state, describe: describe)
    if items.isEmpty, footer == nil {
      MessagePane.draw([.init(emptyMessage, style: theme.message)], in: rect, canvas: &canvas)
      return
    }
    for (offset, index) in viewport.visibleRows(height: rect.height).enumerated() {
      let row = rect.row(offset)
      // Compared by hand: `indices.contains` in this generic code went through the generic
      // `Collection` path, 800 instructions a row.
      if index >= 0, index < items.count {
        drawRow(items[index], row, &canvas)
      } else if index == items.count, let footer {
        drawFooter(footer, in: row, canvas: &canvas)
      } else {
        break
      }
      if index == viewport.selection {
        // One style for the whole bar: colours inside a reverse-video bar turn into blocks of
        // background, and every change of style inside it costs bytes on each step.
        let selected = Style(attributes: theme.selection)
        let bar = selectionWidth.map { row.inset(right: max(0, row.width - $0)) } ?? row
        canvas.restyle(bar) { _ in selected }
        canvas.cursor = Point(x: row.x, y: row.y)
      }
    }
  }

  private func drawFooter(_ footer: Footer, in row: Rect, canvas: inout Canvas) {
    let inner = row.inset(left: 1, right: 1)
    switch footer {
    case .loadingMore:
      let text =
        theme.screenReader
        ? theme.words.loadingMore : "\(Spinner.frame(at: tick)) \(theme.words.loadingMore)"
      canvas.draw(text, in: inner, style: theme.spinner)
    case .failed(let message):
      let hint = "  \(theme.words.pageRetryHint)"
      let room = max(0, inner.width - hint.displayWidth)
      let shown = message.ellipsised(toWidth: room)
      let used = canvas.draw(shown, in: inner, style: theme.error)
      canvas.draw(hint, in: inner.inset(left: used), style: theme.hint)
    }
  }

  private func drawError(_ error: Failure, retrying: Bool, in rect: Rect, canvas: inout Canvas) {
    MessagePane.drawError(
      describe(error), retrying: retrying, tick: tick, theme: theme, in: rect, canvas: &canvas)
  }

  private func drawBanner(_ banner: Banner, in rect: Rect, canvas: inout Canvas) {
    let row = rect.row(rect.height - 1)
    canvas.fill(row, style: theme.banner)
    canvas.draw(
      " \(banner.message)".ellipsised(toWidth: row.width), in: row, style: theme.banner)
  }
}
