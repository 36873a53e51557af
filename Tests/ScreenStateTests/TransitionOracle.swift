/// DESIGN §3 restated at the level of cases, independently of the implementation, so that the
/// random-sequence tests can tell an allowed step from a forbidden one.
enum TransitionOracle {
  /// `table[from][call]`; a missing entry is the table's dash.
  static let table: [StateKind: [StateOperation.Call: StateKind]] = [
    .idle: [.startLoading: .initialLoading],
    .initialLoading: [.succeed: .success, .fail: .loadingFailure, .cancel: .idle],
    .retryLoading: [.succeed: .success, .fail: .loadingFailure, .cancel: .loadingFailure],
    .reLoading: [.succeed: .success, .fail: .reLoadingFailure, .cancel: .success],
    .success: [.startLoading: .reLoading, .startPaging: .paging],
    .loadingFailure: [.startLoading: .retryLoading],
    .reLoadingFailure: [.startLoading: .reLoading, .startPaging: .paging],
    .paging: [.appendPage: .success, .fail: .pagingFailure, .cancel: .success],
    .pagingFailure: [.startLoading: .reLoading, .startPaging: .paging],
  ]

  /// The case a call leads to, or `nil` when it must be ignored. Paging additionally needs
  /// more pages after the current value.
  static func next(
    from kind: StateKind, call: StateOperation.Call, hasMorePages: Bool
  ) -> StateKind? {
    if call == .startPaging, !hasMorePages { return nil }
    return table[kind]?[call]
  }

  /// Cases that exist only before the first success (seed 001: once data has been shown, a
  /// failure keeps it, so `loadingFailure` is never used again).
  static let beforeFirstSuccess: Set<StateKind> = [
    .idle, .initialLoading, .retryLoading, .loadingFailure,
  ]
}
