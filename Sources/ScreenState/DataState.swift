/// The loading lifecycle of one resource (e.g. an issue's header) as a single value.
///
/// One enum instead of separate `value` / `error` / `isLoading` properties makes contradictory
/// combinations unrepresentable. Each loading case also records where the load started from, so
/// a screen can keep showing its data while refreshing and its error while retrying (seed 001).
/// The case names are the seed's, so that its diagrams read directly against this type.
///
/// Drive it only through the transition methods (`startLoading()`, `succeed(_:)`, `fail(_:)`,
/// `cancelLoading()`): they implement the table in DESIGN §3 and report ignored calls.
public enum DataState<Value, Failure: Error> {
  /// Nothing has been requested yet. Drawn like `initialLoading`, so the first frame doesn't jump.
  case idle
  /// The first load is in flight and there is nothing to show yet.
  case initialLoading
  /// A refresh is in flight; the previous value stays on screen meanwhile.
  case reLoading(Value)
  /// A retry after a failed first load is in flight; the error stays on screen meanwhile.
  case retryLoading(Failure)
  /// The latest load delivered this value.
  case success(Value)
  /// The first load failed, so there is no value to fall back to.
  case loadingFailure(Failure)
  /// A refresh failed. The old value is kept, because a failed refresh must never lose data.
  case reLoadingFailure(Value, Failure)
}

extension DataState: Equatable where Value: Equatable, Failure: Equatable {}

extension DataState: Hashable where Value: Hashable, Failure: Hashable {}

extension DataState: Sendable where Value: Sendable, Failure: Sendable {}
