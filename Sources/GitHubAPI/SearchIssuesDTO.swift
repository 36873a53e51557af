/// The body of `GET /search/issues`: `{total_count, incomplete_results, items}`.
public struct SearchIssuesDTO: Decodable, Sendable, Equatable {
  public var totalCount: Int?
  public var incompleteResults: Bool?
  public var items: [IssueDTO]
  /// The page had more items than `GitHubClient.pageItemLimit`; the rest were let go.
  public var itemsCut = false
  /// Results that couldn't be read and were left out, and why the first couldn't.
  public var itemsDropped = 0
  public var firstProblem: String?

  private enum CodingKeys: String, CodingKey {
    case items
    case totalCount = "total_count"
    case incompleteResults = "incomplete_results"
  }
}

extension SearchIssuesDTO {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    totalCount = try container.decodeIfPresent(Int.self, forKey: .totalCount)
    incompleteResults = try container.decodeIfPresent(Bool.self, forKey: .incompleteResults)
    let page = try container.decode(PageItems<IssueDTO>.self, forKey: .items)
    items = page.items
    itemsCut = page.isCut
    itemsDropped = page.droppedCount
    firstProblem = page.firstProblem
  }
}
