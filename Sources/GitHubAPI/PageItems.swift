/// The items of one page of a list, at most `GitHubClient.pageItemLimit` of them: GitHub never
/// sends more than 100 in a page, so a page longer than that is not GitHub's, and its rows past
/// the limit are never turned into values (a 10 MB page of tiny issues is 350,000 of them).
public struct PageItems<Item: Decodable>: Decodable {
  public var items: [Item]
  /// Whether the page had more items than were kept.
  public var isCut: Bool

  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var items: [Item] = []
    while !container.isAtEnd, items.count < GitHubClient.pageItemLimit {
      items.append(try container.decode(Item.self))
    }
    self.items = items
    isCut = !container.isAtEnd
  }
}

extension PageItems: Sendable where Item: Sendable {}
