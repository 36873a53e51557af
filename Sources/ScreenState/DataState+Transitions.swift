extension DataState {
  /// Enters the loading case that matches where the load starts from.
  ///
  /// Not `@discardableResult` on purpose: `false` means a load is already in flight (or the
  /// table has no loading edge here), the state is unchanged, and the caller must skip the fetch.
  /// This is the seed's "already loading → return" guard, made impossible to forget.
  public mutating func startLoading() -> Bool {
    switch self {
    case .idle:
      self = .initialLoading
    case .success(let value), .reLoadingFailure(let value, _):
      self = .reLoading(value)
    case .loadingFailure(let error):
      self = .retryLoading(error)
    case .initialLoading, .reLoading, .retryLoading:
      return false
    }
    return true
  }

  /// Applies a loaded value; a successful load always replaces the previous value.
  ///
  /// Returns `false` and changes nothing when no load is in flight, so a late result can't
  /// resurrect a cancelled load. Tag requests with a generation as well: this guard can't tell
  /// an old load from the current one.
  @discardableResult
  public mutating func succeed(_ value: Value) -> Bool {
    switch self {
    case .initialLoading, .retryLoading, .reLoading:
      self = .success(value)
      return true
    case .idle, .success, .loadingFailure, .reLoadingFailure:
      return false
    }
  }

  /// Applies a failed load, keeping any value already on screen.
  ///
  /// Returns `false` and changes nothing when no load is in flight. Don't pass cancellation
  /// here: call `cancelLoading()` instead, because cancellation is never shown as an error.
  @discardableResult
  public mutating func fail(_ error: Failure) -> Bool {
    switch self {
    case .initialLoading, .retryLoading:
      self = .loadingFailure(error)
    case .reLoading(let value):
      self = .reLoadingFailure(value, error)
    case .idle, .success, .loadingFailure, .reLoadingFailure:
      return false
    }
    return true
  }

  /// Abandons the in-flight load and returns to the state it started from.
  ///
  /// Cancellation (a popped screen, a superseded request) must never surface as an error, so
  /// this undoes `startLoading()` instead of failing: `initialLoading` → `idle`,
  /// `reLoading(v)` → `success(v)`, `retryLoading(e)` → `loadingFailure(e)`. A refresh started
  /// from `reLoadingFailure` settles in `success`, since its error was already shown.
  /// Returns `false` and changes nothing when no load is in flight.
  @discardableResult
  public mutating func cancelLoading() -> Bool {
    switch self {
    case .initialLoading:
      self = .idle
    case .reLoading(let value):
      self = .success(value)
    case .retryLoading(let error):
      self = .loadingFailure(error)
    case .idle, .success, .loadingFailure, .reLoadingFailure:
      return false
    }
    return true
  }
}
