extension PagingDataState where Value: PageableValue {
  /// Starts loading the next page if the loaded value says another page exists.
  ///
  /// This is the recommended entry point: the value carries its own cursor, so "more pages
  /// exist" can't drift from the data. The check applies from `success`, `reLoadingFailure` and
  /// `pagingFailure` alike. Returns `false` when the caller must skip the fetch.
  public mutating func startPaging() -> Bool {
    startPaging(hasMore: \.hasMorePages)
  }

  /// Appends a loaded page to the rows on screen with the value's own merge (for
  /// `PagedCollection`, dropping ids that are already present).
  /// Returns `false` and changes nothing when no page is in flight.
  @discardableResult @inlinable
  public mutating func appendPage(_ page: Value) -> Bool {
    succeedPage(page) { value, page in value.append(page) }
  }
}
