import ScreenState

extension PagingDataState {
  /// The same state with its value transformed: how a filtered view of a list keeps the
  /// list's loading, paging and failure panes.
  public func mapPage<Other>(_ transform: (Value) -> Other) -> PagingDataState<Other, Failure> {
    switch self {
    case .idle: return .idle
    case .initialLoading: return .initialLoading
    case .reLoading(let value): return .reLoading(transform(value))
    case .retryLoading(let error): return .retryLoading(error)
    case .success(let value): return .success(transform(value))
    case .loadingFailure(let error): return .loadingFailure(error)
    case .reLoadingFailure(let value, let error): return .reLoadingFailure(transform(value), error)
    case .paging(let value): return .paging(transform(value))
    case .pagingFailure(let value, let error): return .pagingFailure(transform(value), error)
    }
  }
}
