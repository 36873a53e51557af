import ScreenState

/// A `PagingDataState` case without its payload, for coverage checks and the test oracle.
enum StateKind: CaseIterable, Hashable, Sendable {
  case idle, initialLoading, reLoading, retryLoading, success
  case loadingFailure, reLoadingFailure, paging, pagingFailure

  init<Value, Failure>(_ state: PagingDataState<Value, Failure>) {
    switch state {
    case .idle: self = .idle
    case .initialLoading: self = .initialLoading
    case .reLoading: self = .reLoading
    case .retryLoading: self = .retryLoading
    case .success: self = .success
    case .loadingFailure: self = .loadingFailure
    case .reLoadingFailure: self = .reLoadingFailure
    case .paging: self = .paging
    case .pagingFailure: self = .pagingFailure
    }
  }
}
