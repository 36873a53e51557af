/// The body of `GET /search/issues`: `{total_count, incomplete_results, items}`.
public struct SearchIssuesDTO: Decodable, Sendable, Equatable {
  public var totalCount: Int?
  public var incompleteResults: Bool?
  public var items: [IssueDTO]

  private enum CodingKeys: String, CodingKey {
    case items
    case totalCount = "total_count"
    case incompleteResults = "incomplete_results"
  }
}
