/// The rows of a paged list, plus the cursor of the page that follows them.
///
/// Keeping the cursor next to the rows means "is there more?" can't drift from the data, and
/// deduplicating by id absorbs pages that shift when issues are created while you scroll.
/// Ids are unique by construction: no initialiser or mutation can produce two rows with one id.
///
/// Its paging is `@inlinable`, so each use specializes it for its rows: unspecialized, every
/// id set in a page went through the generic `Set`, most of a page of review threads' cost.
public struct PagedCollection<Item: Identifiable, Cursor> {
  /// The loaded rows in load order, each id at most once.
  public var items: [Item] { storedItems }

  /// Where the next page starts; `nil` once the last page is loaded.
  public var nextCursor: Cursor? { storedCursor }

  /// How many rows the whole collection has, when the server says (a search's `total_count`);
  /// it may be more than can ever be listed.
  public var totalCount: Int?

  /// The server said rows may be missing (a search that stopped early), so the list says so.
  public var isIncomplete = false

  @usableFromInline var storedItems: [Item]
  @usableFromInline var storedCursor: Cursor?
  /// The ids in `items`, kept so that appending a page costs O(page), not O(rows).
  @usableFromInline var ids: Set<Item.ID>

  /// Keeps the first item for each id, so even a single page that repeats a row yields one row.
  @inlinable
  public init(
    items: [Item] = [], nextCursor: Cursor? = nil, totalCount: Int? = nil,
    isIncomplete: Bool = false
  ) {
    self.storedItems = []
    self.ids = Set(minimumCapacity: items.count)
    self.storedCursor = nextCursor
    self.totalCount = totalCount
    self.isIncomplete = isIncomplete
    appendNew(items)
  }

  /// Whether another page can be requested: a `nil` cursor marks the end.
  public var hasMorePages: Bool { nextCursor != nil }

  /// Appends the page's rows whose id is not already present and takes the page's cursor and
  /// total. Rows already loaded keep their position and content, so nothing on screen jumps.
  @inlinable
  public mutating func append(_ page: PagedCollection) {
    appendNew(page.items)
    storedCursor = page.nextCursor
    totalCount = page.totalCount ?? totalCount
    isIncomplete = isIncomplete || page.isIncomplete
  }

  /// Puts `item` first, as a row the server just made (an issue filed here): the total counts
  /// it. Returns false, changing nothing, when a row with its id is loaded already.
  @discardableResult
  public mutating func insertFirst(_ item: Item) -> Bool {
    guard ids.insert(item.id).inserted else { return false }
    storedItems.insert(item, at: 0)
    totalCount = totalCount.map { $0 + 1 }
    return true
  }

  /// The non-mutating form of `append(_:)`.
  @inlinable
  public func appending(_ page: PagedCollection) -> PagedCollection {
    var result = self
    result.append(page)
    return result
  }

  /// No `reserveCapacity` here: reserving an exact size defeats the array's geometric growth
  /// and would make every append copy all rows.
  @inlinable
  mutating func appendNew(_ newItems: [Item]) {
    for item in newItems where ids.insert(item.id).inserted {
      storedItems.append(item)
    }
  }
}

extension PagedCollection: Equatable where Item: Equatable, Cursor: Equatable {
  /// Compares rows, cursor and what the server said of the whole; the id index is derived
  /// from the rows.
  public static func == (lhs: PagedCollection, rhs: PagedCollection) -> Bool {
    lhs.items == rhs.items && lhs.nextCursor == rhs.nextCursor
      && lhs.totalCount == rhs.totalCount && lhs.isIncomplete == rhs.isIncomplete
  }
}

extension PagedCollection: Hashable where Item: Hashable, Cursor: Hashable {
  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(nextCursor)
    hasher.combine(totalCount)
    hasher.combine(isIncomplete)
  }
}

extension PagedCollection: Sendable where Item: Sendable, Item.ID: Sendable, Cursor: Sendable {}
