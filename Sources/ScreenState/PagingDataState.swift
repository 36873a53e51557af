/// The loading lifecycle of a paged list: `DataState` plus loading the next page.
///
/// Paging gets its own two cases, rather than reusing `reLoading`, because a page in flight or a
/// failed page must keep every loaded row on screen and is drawn in the list's footer, not in
/// the header or a banner. The case names are the seed's (seed 001, case 3 and 4).
///
/// Drive it only through the transition methods: they implement the table in DESIGN §3 and
/// report ignored calls. Only one request runs at a time: paging and (re)loading exclude each
/// other.
public enum PagingDataState<Value, Failure: Error> {
  /// Nothing has been requested yet. Drawn like `initialLoading`, so the first frame doesn't jump.
  case idle
  /// The first load is in flight and there is nothing to show yet.
  case initialLoading
  /// A refresh is in flight; the loaded rows stay on screen meanwhile.
  case reLoading(Value)
  /// A retry after a failed first load is in flight; the error stays on screen meanwhile.
  case retryLoading(Failure)
  /// The latest request delivered this value.
  case success(Value)
  /// The first load failed, so there is no value to fall back to.
  case loadingFailure(Failure)
  /// A refresh failed. The old rows are kept, because a failed refresh must never lose data.
  case reLoadingFailure(Value, Failure)
  /// The next page is in flight; the rows loaded so far stay on screen.
  case paging(Value)
  /// The next page failed. Every loaded row is kept and the footer offers a retry.
  case pagingFailure(Value, Failure)
}

extension PagingDataState: Equatable where Value: Equatable, Failure: Equatable {}

extension PagingDataState: Hashable where Value: Hashable, Failure: Hashable {}

extension PagingDataState: Sendable where Value: Sendable, Failure: Sendable {}
