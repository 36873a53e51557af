extension DataState {
  /// The value to draw, if any. Kept through refreshes and failed refreshes, so once a load has
  /// succeeded this is never `nil` again.
  public var value: Value? {
    switch self {
    case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _):
      return value
    case .idle, .initialLoading, .retryLoading, .loadingFailure:
      return nil
    }
  }

  /// The error to draw, if any. Includes `retryLoading`, so the error pane stays visible while
  /// the retry runs.
  public var error: Failure? {
    switch self {
    case .retryLoading(let error), .loadingFailure(let error), .reLoadingFailure(_, let error):
      return error
    case .idle, .initialLoading, .reLoading, .success:
      return nil
    }
  }

  /// Whether a request is in flight, i.e. whether `cancelLoading()` has anything to cancel.
  public var isLoading: Bool {
    switch self {
    case .initialLoading, .reLoading, .retryLoading:
      return true
    case .idle, .success, .loadingFailure, .reLoadingFailure:
      return false
    }
  }

  /// Whether the first load is in flight. `idle` does not count, because nothing is running;
  /// use `showsPlaceholder` to decide what to draw.
  public var isInitialLoading: Bool {
    if case .initialLoading = self { return true }
    return false
  }

  /// Whether to draw placeholder rows: `idle` and `initialLoading` are drawn alike, so the first
  /// frame already has the final layout and nothing jumps when the load starts.
  public var showsPlaceholder: Bool {
    switch self {
    case .idle, .initialLoading:
      return true
    case .reLoading, .retryLoading, .success, .loadingFailure, .reLoadingFailure:
      return false
    }
  }

  /// Whether the latest request ended in failure. `retryLoading` does not count: it is in
  /// flight, and keeping it out means this flips to `true` exactly when a request fails, which
  /// is the edge a banner or alert reacts to (seed 001, case 4). Its error stays in `error`.
  public var isFailure: Bool {
    switch self {
    case .loadingFailure, .reLoadingFailure:
      return true
    case .idle, .initialLoading, .reLoading, .retryLoading, .success:
      return false
    }
  }
}
