import ScreenState

/// Draws a `PickerState` as a framed overlay centred on the screen: the title in the top
/// border, the filter line, the rows (`[x]`, a colour swatch, the title with the filter's
/// matches highlighted, then the detail if there is room), and the hint. The rows go through
/// `PagingListView`, so placeholders, the empty and error panes, the paging footer and the
/// banner are the ones every list has. Pure.
public struct PickerView<Item: Pickable, Cursor: Hashable & Sendable, Failure: Error>
where Item.ID: Hashable {
  public var state: PickerState<Item, Cursor, Failure>
  public var title: String
  /// The empty pane's message when the list itself is empty (no labels in the repository).
  public var emptyMessage: String
  public var words: PickerWords
  public var theme: PaneTheme
  public var tick: Int

  public init(
    state: PickerState<Item, Cursor, Failure>, title: String, emptyMessage: String,
    words: PickerWords = .english, theme: PaneTheme = .standard, tick: Int
  ) {
    self.state = state
    self.title = title
    self.emptyMessage = emptyMessage
    self.words = words
    self.theme = theme
    self.tick = tick
  }

  /// The overlay's frame on a screen of `size`: up to 64 columns and 20 rows, leaving a margin
  /// where the screen allows.
  public static func frame(in size: Size) -> Rect {
    let width = min(64, max(0, size.width - 4))
    let height = min(20, max(0, size.height - 2))
    return Rect(
      x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
  }

  /// Rows the list gets on a screen of `size`: what to pass as `height` to the state.
  public static func listHeight(in size: Size) -> Int {
    max(0, frame(in: size).height - 4)
  }

  public func draw(in size: Size, canvas: inout Canvas) {
    let frame = Self.frame(in: size)
    guard frame.width >= 8, frame.height >= 5 else { return }
    canvas.fill(frame)
    canvas.drawFrame(frame, style: theme.hint)
    let inner = frame.inset(left: 1, right: 1)
    let heading = " \(title) ".ellipsised(toWidth: inner.width - 2)
    let headingWidth = canvas.draw(heading, at: Point(x: inner.x + 1, y: frame.y), style: .bold)
    if let position = listPosition {
      let text = " \(position) "
      let x = frame.maxX - 1 - text.displayWidth
      if x > inner.x + 1 + headingWidth { canvas.draw(text, at: Point(x: x, y: frame.y)) }
    }
    let filterRow = Rect(x: inner.x, y: frame.y + 1, width: inner.width, height: 1)
    let used = canvas.draw(words.filterPrompt, in: filterRow, style: theme.hint)
    state.filter.draw(
      in: filterRow.inset(left: used), style: .plain, isFocused: true, canvas: &canvas)
    let list = Rect(x: inner.x, y: frame.y + 2, width: inner.width, height: frame.height - 4)
    listView.draw(in: list, canvas: &canvas)
    let hintRow = Rect(x: inner.x, y: frame.maxY - 2, width: inner.width, height: 1)
    canvas.draw(words.hint.ellipsised(toWidth: hintRow.width), in: hintRow, style: theme.hint)
  }

  private var listPosition: String? {
    guard !state.rows.isEmpty else { return nil }
    let hasMore = state.store.state.value?.nextCursor != nil
    return ListPosition(
      index: min(state.viewport.selection, state.rows.count - 1), count: state.rows.count,
      hasMore: hasMore
    ).text
  }

  private var listView: PagingListView<Item, Cursor, Failure> {
    let items = state.store.items
    var matches: [Item.ID: FuzzyMatch] = [:]
    for row in state.rows { matches[items[row.index].id] = row.match }
    let chosen = state.chosen
    var theme = self.theme
    // Letters type into the filter here, so Enter (not `r`) retries a failed load.
    theme.words.retryHint = theme.words.pageRetryHint
    let swatches = items.contains { $0.pickerSwatch != nil }
    let filtered = !state.filter.text.isEmpty
    return PagingListView(
      state: state.shownState, viewport: state.viewport, banner: state.store.banner, tick: tick,
      theme: theme, emptyMessage: filtered ? words.noMatches : emptyMessage,
      describe: state.store.describe,
      drawRow: { item, rect, canvas in
        Self.drawRow(
          item, match: matches[item.id], isChosen: chosen.contains(item.id),
          swatchColumn: swatches, in: rect, theme: theme, canvas: &canvas)
      },
      drawPlaceholder: { index, rect, canvas in
        Self.drawPlaceholder(index, in: rect, theme: theme, canvas: &canvas)
      })
  }

  /// `[x] ██ title  detail`: the swatch is two cells of the item's colour, as background, so a
  /// terminal without colours shows blanks and nothing else changes. When any item has a
  /// colour (`swatchColumn`), every row keeps the swatch's columns, so titles stay aligned.
  static func drawRow(
    _ item: Item, match: FuzzyMatch?, isChosen: Bool, swatchColumn: Bool, in rect: Rect,
    theme: PaneTheme, canvas: inout Canvas
  ) {
    let row = rect.inset(left: 1, right: 1)
    guard !row.isEmpty else { return }
    var x = row.x
    x += canvas.draw(isChosen ? "[x] " : "[ ] ", in: row)
    if swatchColumn {
      if let swatch = item.pickerSwatch {
        canvas.fill(
          Rect(x: x, y: row.y, width: min(2, max(0, row.maxX - x)), height: 1),
          style: Style(background: swatch))
      }
      x += 3
    }
    let room = row.maxX - x
    guard room > 0 else { return }
    let title = String(item.pickerTitle.map { $0.isNewline ? " " : $0 })
    x += FuzzyFilter.draw(
      title, match: match, at: Point(x: x, y: row.y), maxWidth: room, style: .plain,
      canvas: &canvas)
    if let detail = item.pickerDetail, row.maxX - x > 4 {
      let text = String(detail.map { $0.isNewline ? " " : $0 })
      canvas.draw(
        text.ellipsised(toWidth: row.maxX - x - 2), at: Point(x: x + 2, y: row.y),
        style: theme.message)
    }
  }

  /// A redacted row in the real row's columns: the checkbox, then a bar whose length varies.
  static func drawPlaceholder(_ index: Int, in rect: Rect, theme: PaneTheme, canvas: inout Canvas) {
    let row = rect.inset(left: 1, right: 1)
    guard !row.isEmpty else { return }
    let used = canvas.draw("[ ] ", in: row, style: theme.placeholder)
    let length = min([12, 8, 15, 10, 6][index % 5], max(0, row.width - used))
    canvas.fill(
      Rect(x: row.x + used, y: row.y, width: length, height: 1), with: "░",
      style: theme.placeholder)
  }
}
