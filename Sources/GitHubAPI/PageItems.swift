/// The items of one page of a list, at most `GitHubClient.pageItemLimit` of them: GitHub never
/// sends more than 100 in a page, so a page longer than that is not GitHub's, and its rows past
/// the limit are never turned into values (a 10 MB page of tiny issues is 350,000 of them).
///
/// Each item is decoded on its own: one that can't be read (a field of an unexpected type, a
/// malformed date) is left out and counted, and the rest of the page stands.
public struct PageItems<Item: Decodable>: Decodable {
  public var items: [Item]
  /// Whether the page had more items than were kept.
  public var isCut: Bool
  /// How many items couldn't be read and were left out.
  public var droppedCount = 0
  /// Why the first of them couldn't, in a line that names the field, never its value.
  public var firstProblem: String?

  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var items: [Item] = []
    // Left-out items count towards the limit too: it bounds the work, not only the rows.
    while !container.isAtEnd, items.count + droppedCount < GitHubClient.pageItemLimit {
      switch try container.decode(Element.self).result {
      case .success(let item): items.append(item)
      case .failure(let error):
        droppedCount += 1
        if firstProblem == nil { firstProblem = GitHubClient.describe(error) }
      }
    }
    self.items = items
    isCut = !container.isAtEnd
  }

  /// One item, or why it couldn't be read: decoding it never fails the container, so the next
  /// item is read after a bad one.
  private struct Element: Decodable {
    var result: Result<Item, any Error>

    init(from decoder: any Decoder) {
      do {
        result = .success(try Item(from: decoder))
      } catch {
        result = .failure(error)
      }
    }
  }
}

extension PageItems: Sendable where Item: Sendable {}
