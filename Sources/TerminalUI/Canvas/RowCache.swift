import SystemSupport

/// Rows a view has drawn before, kept so that the next frame copies them instead of laying out
/// their text again. Most frames of a list differ from the last by a selection or one scrolled
/// row, while laying out a row (widths, ellipses, styles) is most of a frame's cost.
///
/// A view stays pure with it: the key must hold everything the row's look depends on (the item,
/// its width, the time it is shown at, …), so a hit is the very row a draw would produce. The
/// theme is not in the key: a cache belongs to one program, whose theme never changes.
///
/// Rows are found by the key's hash and then checked against the whole key once. Keyed by the
/// keys themselves, the dictionary compared (and copied) a large key at every bucket it probed,
/// about three a lookup. Two keys with one hash share a slot: the later one replaces the
/// earlier, which costs a miss, never a wrong row. `draw` is inlinable, so that it is
/// specialised for each key type where the cache is used: through generic witnesses and
/// metadata, a lookup cost as much again.
public final class RowCache<Key: Hashable & Sendable>: Sendable {
  /// A class, so that reading an entry out of the dictionary retains one reference: as a
  /// struct, each lookup copied (retained and released) every field of the key, a third of a
  /// hit's cost with an issue in it.
  @usableFromInline final class Entry: Sendable {
    @usableFromInline let key: Key
    @usableFromInline let row: Canvas

    @usableFromInline init(key: Key, row: Canvas) {
      self.key = key
      self.row = row
    }
  }

  @usableFromInline let rows = Locked([Int: Entry]())
  /// Rows kept at most; past it the cache starts over, which costs one frame of misses.
  public let capacity: Int

  public init(capacity: Int = 1024) {
    self.capacity = max(1, capacity)
  }

  /// Draws the row for `key` into the first row of `rect`: from the cache, or with `draw` into
  /// a blank row canvas of the rect's width, which is then kept.
  @inlinable
  public func draw(
    _ key: Key, in rect: Rect, canvas: inout Canvas, with draw: (Rect, inout Canvas) -> Void
  ) {
    self.draw(
      slot: key.hashValue, matching: { $0 == key }, key: { key }, in: rect, canvas: &canvas
    ) { _, rect, canvas in draw(rect, &canvas) }
  }

  /// Draws the row kept in `slot` if its key `matches`; else makes the key, draws the row with
  /// it and keeps it there. For keys that cost a copy to make (an issue, with its every string
  /// and array): a hit makes none. `matches` must hold exactly for the key `key` would make,
  /// and each key must always be given the same slot; a slot two keys share costs a miss,
  /// never a wrong row.
  @inlinable
  public func draw(
    slot: Int, matching matches: (Key) -> Bool, key makeKey: () -> Key, in rect: Rect,
    canvas: inout Canvas, with draw: (Key, Rect, inout Canvas) -> Void
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let size = Size(width: rect.width, height: 1)
    let origin = Point(x: rect.x, y: rect.y)
    if let entry = rows.withLock({ $0[slot] }), entry.row.size == size, matches(entry.key) {
      canvas.overlay(entry.row, at: origin)
      return
    }
    let key = makeKey()
    var row = Canvas(size: size)
    draw(key, row.bounds, &row)
    rows.withLock { rows in
      if rows.count >= capacity { rows.removeAll(keepingCapacity: true) }
      rows[slot] = Entry(key: key, row: row)
    }
    canvas.overlay(row, at: origin)
  }

  /// How many rows are kept, for tests.
  public var count: Int { rows.withLock { $0.count } }
}
