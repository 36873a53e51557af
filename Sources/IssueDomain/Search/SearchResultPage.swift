/// One page of a search, with what GitHub says about the whole result.
public struct SearchResultPage: Sendable {
  /// GitHub answers at most this many results of one search; later pages don't exist.
  public static let resultCap = 1000

  /// The issues so far and the cursor of the next page (`nil` at the end or at the cap).
  public var page: IssuePage
  /// How many issues match (`total_count`), which may exceed what can be listed; `nil` when the
  /// answer came from a repository listing, which doesn't count.
  public var totalCount: Int?
  /// GitHub stopped searching early (`incomplete_results`): there may be more matches.
  public var isIncomplete: Bool

  public init(page: IssuePage, totalCount: Int?, isIncomplete: Bool) {
    self.page = page
    self.totalCount = totalCount
    self.isIncomplete = isIncomplete
  }

  /// More issues match than GitHub lists: the footer says results stop at `resultCap`.
  public var isCapped: Bool { (totalCount ?? 0) > Self.resultCap }
}
