/// Where the selection is in a list, as the header shows it: `12/107+`, the `+` while more
/// pages exist, so the reader knows how far the list goes and whether it goes further.
public struct ListPosition: Hashable, Sendable {
  /// The selected row, from 0.
  public var index: Int
  /// Rows loaded.
  public var count: Int
  /// Whether another page can be loaded.
  public var hasMore: Bool

  public init(index: Int, count: Int, hasMore: Bool) {
    self.index = index
    self.count = count
    self.hasMore = hasMore
  }

  /// `12/107+`: the selected row counted from 1, the rows loaded, and `+` while there are more.
  public var text: String {
    "\(index + 1)/\(count)\(hasMore ? "+" : "")"
  }
}
