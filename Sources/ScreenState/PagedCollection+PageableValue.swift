/// Lets a `PagingDataState<PagedCollection<…>, …>` use `startPaging()` and `appendPage(_:)`.
extension PagedCollection: PageableValue {}
