import AppCore
import IssueDomain

/// What the issue list's query row looks like when no query is being typed, as a `MemoCache`
/// key: the query, GitHub's count for it, and the row's width. Wording the query and fitting it
/// cost a fifth of a list frame's layout, every frame.
public struct QueryBarKey: Hashable, Sendable {
  public var query: SearchQuery
  public var total: Int?
  /// GitHub stopped searching early (`incomplete_results`), or a page longer than GitHub's was
  /// cut: there may be more matches.
  public var incomplete: Bool
  public var width: Int
}
