import FoundationEssentials

/// One page of a search: its issues, GitHub's counts, and the next page's URL while it lies
/// within the result cap.
public struct GitHubSearchPage: Sendable {
  public var items: [IssueDTO]
  /// `total_count`; `nil` when absent or negative.
  public var totalCount: Int?
  /// `incomplete_results`: the search timed out on GitHub's side.
  public var isIncomplete: Bool
  /// The `Link: rel="next"` URL, or `nil` at the end or when it would start past the cap.
  public var next: URL?
  /// The server said 304 to the `If-None-Match` given: nothing else here is set.
  public var isNotModified = false
  /// The answer's `ETag`, to send back next time.
  public var etag: String?

  public init(items: [IssueDTO], totalCount: Int?, isIncomplete: Bool, next: URL?) {
    self.items = items
    self.totalCount = totalCount
    self.isIncomplete = isIncomplete
    self.next = next
  }
}
