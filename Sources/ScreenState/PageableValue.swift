/// A value that knows whether more pages follow it and how to take the next one in.
///
/// `PagingDataState` uses it so that "more pages exist" is read from the data itself (its
/// cursor) instead of a flag kept beside the state, which could drift out of sync.
public protocol PageableValue {
  /// Whether another page can be requested after this value.
  var hasMorePages: Bool { get }

  /// Takes in the page that followed this value, including its position for the page after.
  mutating func append(_ page: Self)
}
