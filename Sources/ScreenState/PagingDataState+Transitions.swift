extension PagingDataState {
  /// Enters the loading case that matches where the load starts from.
  ///
  /// Not `@discardableResult` on purpose: `false` means a request (a load or a page) is already
  /// in flight, the state is unchanged, and the caller must skip the fetch. This is the seed's
  /// "already loading → return" guard, made impossible to forget.
  public mutating func startLoading() -> Bool {
    switch self {
    case .idle:
      self = .initialLoading
    case .success(let value), .reLoadingFailure(let value, _), .pagingFailure(let value, _):
      self = .reLoading(value)
    case .loadingFailure(let error):
      self = .retryLoading(error)
    case .initialLoading, .reLoading, .retryLoading, .paging:
      return false
    }
    return true
  }

  /// Starts loading the next page, keeping the loaded rows on screen.
  ///
  /// Paging starts from `success`, `reLoadingFailure` and `pagingFailure`, and from each of them
  /// only when `hasMore` says another page exists, so that retrying a failed page or scrolling
  /// after a failed refresh never fetches past the end.
  /// The predicate is the escape hatch for values that don't conform to `PageableValue`.
  ///
  /// Not `@discardableResult`: `false` means the caller must skip the fetch.
  public mutating func startPaging(hasMore: (Value) -> Bool) -> Bool {
    switch self {
    case .success(let value), .reLoadingFailure(let value, _), .pagingFailure(let value, _):
      guard hasMore(value) else { return false }
      self = .paging(value)
      return true
    case .idle, .initialLoading, .reLoading, .retryLoading, .loadingFailure, .paging:
      return false
    }
  }

  /// Applies the result of a load (not of a page); a successful load replaces the whole value.
  ///
  /// Returns `false` and changes nothing when no load is in flight. In particular it ignores a
  /// value while a page is in flight: a page must be merged with `appendPage(_:)` or
  /// `succeedPage(_:merge:)`, so that it can never replace the list by mistake.
  @discardableResult
  public mutating func succeed(_ value: Value) -> Bool {
    switch self {
    case .initialLoading, .retryLoading, .reLoading:
      self = .success(value)
      return true
    case .idle, .success, .loadingFailure, .reLoadingFailure, .paging, .pagingFailure:
      return false
    }
  }

  /// Merges a loaded page into the rows on screen: `paging(v)` → `success(v + page)`.
  ///
  /// `merge` mutates the value in place, and the state lets go of its own copy first, so the
  /// merge costs O(page) rather than O(rows) for copy-on-write storage.
  /// Returns `false` and changes nothing when no page is in flight.
  @discardableResult @inlinable
  public mutating func succeedPage(_ page: Value, merge: (inout Value, Value) -> Void) -> Bool {
    guard case .paging(var value) = self else { return false }
    self = .idle  // Drop the enum's reference, so `value` is uniquely referenced.
    merge(&value, page)
    self = .success(value)
    return true
  }

  /// Applies a failed load or page, keeping every row already on screen.
  ///
  /// Returns `false` and changes nothing when nothing is in flight. Don't pass cancellation
  /// here: call `cancelLoading()` instead, because cancellation is never shown as an error.
  @discardableResult
  public mutating func fail(_ error: Failure) -> Bool {
    switch self {
    case .initialLoading, .retryLoading:
      self = .loadingFailure(error)
    case .reLoading(let value):
      self = .reLoadingFailure(value, error)
    case .paging(let value):
      self = .pagingFailure(value, error)
    case .idle, .success, .loadingFailure, .reLoadingFailure, .pagingFailure:
      return false
    }
    return true
  }

  /// Abandons the in-flight request and returns to the state it started from.
  ///
  /// Cancellation (a popped screen, a superseded request) must never surface as an error, so
  /// this undoes the start instead of failing: `initialLoading` → `idle`, `reLoading(v)` →
  /// `success(v)`, `retryLoading(e)` → `loadingFailure(e)`, `paging(v)` → `success(v)`.
  /// Requests started from `reLoadingFailure` or `pagingFailure` settle in `success`, since
  /// their error was already shown. Returns `false` and changes nothing when nothing is in
  /// flight.
  @discardableResult
  public mutating func cancelLoading() -> Bool {
    switch self {
    case .initialLoading:
      self = .idle
    case .reLoading(let value), .paging(let value):
      self = .success(value)
    case .retryLoading(let error):
      self = .loadingFailure(error)
    case .idle, .success, .loadingFailure, .reLoadingFailure, .pagingFailure:
      return false
    }
    return true
  }

  /// Changes the rows on screen in place, in whatever case holds them (a row the server just
  /// made, put first); a state without rows is left as it is. Returns whether there were rows.
  @discardableResult
  public mutating func updateValue(_ change: (inout Value) -> Void) -> Bool {
    switch self {
    case .reLoading(var value):
      change(&value)
      self = .reLoading(value)
    case .success(var value):
      change(&value)
      self = .success(value)
    case .reLoadingFailure(var value, let error):
      change(&value)
      self = .reLoadingFailure(value, error)
    case .paging(var value):
      change(&value)
      self = .paging(value)
    case .pagingFailure(var value, let error):
      change(&value)
      self = .pagingFailure(value, error)
    case .idle, .initialLoading, .retryLoading, .loadingFailure:
      return false
    }
    return true
  }
}
