import Foundation
import TerminalUI

/// What a list row's look depends on, as a `RowCache` key: the item, the row's width, and the
/// time its age is shown against. It hashes the item's id only (an issue's body can be long);
/// equality still compares the whole item, so an edited item is drawn again.
struct ListRowKey<Item: Identifiable & Hashable & Sendable>: Hashable, Sendable
where Item.ID: Sendable {
  var item: Item
  var width: Int
  var now: Date

  func hash(into hasher: inout Hasher) {
    hasher.combine(item.id)
    hasher.combine(width)
    hasher.combine(now)
  }
}

extension RowCache {
  /// Draws `item`'s row from the cache, or with `draw`, keyed on everything its look depends on.
  func draw<Item>(
    _ item: Item, now: Date, in rect: Rect, canvas: inout Canvas,
    with draw: (Rect, inout Canvas) -> Void
  ) where Key == ListRowKey<Item> {
    self.draw(
      ListRowKey(item: item, width: rect.width, now: now), in: rect, canvas: &canvas, with: draw)
  }
}
