/// Which row is selected and which row is at the top. Kept apart from the data so that a
/// refresh, a page or a resize moves the data without losing the reader's place.
public struct ListViewport: Hashable, Sendable {
  public internal(set) var selection = 0
  public internal(set) var scrollOffset = 0

  /// Rows kept visible above and below the selection while scrolling. None by default: the
  /// list scrolls when the selection reaches its edge, as in most terminal lists, so a step
  /// scrolls the terminal and rewrites two rows rather than three (DECISIONS.md).
  public var margin: Int

  public init(margin: Int = 0) {
    self.margin = max(0, margin)
  }

  /// Selects `index`, clamped to `0..<selectableCount`, and scrolls so the selection keeps
  /// `margin` rows of context inside a viewport of `height` rows over `contentCount` rows.
  public mutating func select(
    _ index: Int, selectableCount: Int, contentCount: Int? = nil, height: Int
  ) {
    let content = max(contentCount ?? selectableCount, selectableCount)
    selection = selectableCount == 0 ? 0 : min(max(0, index), selectableCount - 1)
    guard height > 0 else {
      scrollOffset = 0
      return
    }
    let margin = min(self.margin, (height - 1) / 2)
    // On the last item, the rows after it (a paging footer) come into view with it.
    let trailing = selection == selectableCount - 1 ? content - selectableCount : 0
    let bottomMargin = min(max(margin, trailing), height - 1)
    if selection < scrollOffset + margin { scrollOffset = selection - margin }
    if selection > scrollOffset + height - 1 - bottomMargin {
      scrollOffset = selection - height + 1 + bottomMargin
    }
    scrollOffset = min(max(0, scrollOffset), max(0, content - height))
  }

  /// Selects `index` and scrolls so that it sits on screen row `row` (counted from the top of
  /// the viewport), as far as the content allows: a refresh that moves the selected item keeps
  /// it where the reader was looking.
  public mutating func select(
    _ index: Int, atScreenRow row: Int, selectableCount: Int, contentCount: Int? = nil,
    height: Int
  ) {
    scrollOffset = max(0, index - min(max(0, row), max(0, height - 1)))
    select(index, selectableCount: selectableCount, contentCount: contentCount, height: height)
  }

  /// The selection's row on screen, counted from the top of the viewport.
  public var selectionScreenRow: Int { selection - scrollOffset }

  /// The rows of content visible in a viewport of `height` rows.
  public func visibleRows(height: Int) -> Range<Int> {
    scrollOffset..<(scrollOffset + max(0, height))
  }
}
