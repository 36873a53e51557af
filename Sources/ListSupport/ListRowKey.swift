import AppCore
import FoundationEssentials
import TerminalUI

/// What a list row's look depends on, as a `RowCache` key: the item, the row's width, the time
/// its age is shown against, and the widths of its columns (sized to the rows on screen). It
/// hashes the item's id and the width only: an issue's body can be long, and the time and the
/// columns are alike for every row of a frame, so they would only tell one item's rows apart
/// across frames, where a clash costs a miss. Equality still compares everything, so an edited
/// item is drawn again.
public struct ListRowKey<Item: Identifiable & Hashable & Sendable, Columns: Hashable & Sendable>:
  Hashable, Sendable
where Item.ID: Sendable {
  public var item: Item
  public var width: Int
  public var now: Date
  public var columns: Columns

  @inlinable
  public init(item: Item, width: Int, now: Date, columns: Columns) {
    self.item = item
    self.width = width
    self.now = now
    self.columns = columns
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(item.id)
    hasher.combine(width)
  }

  /// Where a `RowCache` keeps the row of the item with `id` at `width`.
  @inlinable
  public static func slot(id: Item.ID, width: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(width)
    return hasher.finalize()
  }
}

extension RowCache {
  /// Draws `item`'s row from the cache, or with `draw`, keyed on everything its look depends on.
  @inlinable
  public func draw<Item, Columns>(
    _ item: Item, now: Date, columns: Columns, in rect: Rect, canvas: inout Canvas,
    with draw: (Rect, inout Canvas) -> Void
  ) where Key == ListRowKey<Item, Columns> {
    // Compared in place: the item is copied into a key only on a miss.
    self.draw(
      slot: Key.slot(id: item.id, width: rect.width),
      matching: {
        $0.width == rect.width && $0.now == now && $0.columns == columns && $0.item == item
      },
      key: { ListRowKey(item: item, width: rect.width, now: now, columns: columns) }, in: rect,
      canvas: &canvas
    ) { _, rect, canvas in draw(rect, &canvas) }
  }
}
