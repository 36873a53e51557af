import FoundationEssentials

/// A list as it was last seen: its rows in order, where paging would go on, what the server
/// said about the whole, the validators of the answer and when it was stored.
public struct StoredList<Row: Sendable>: Sendable {
  public var rows: [Row]
  /// The next page's cursor as the repository made it; `nil` at the end.
  public var nextCursor: String?
  public var totalCount: Int?
  public var isIncomplete: Bool
  public var validators: Validators
  /// When the server last answered for it (a 304 counts): the "as of" the screen shows.
  public var storedAt: Date

  public init(
    rows: [Row], nextCursor: String? = nil, totalCount: Int? = nil, isIncomplete: Bool = false,
    validators: Validators = Validators(), storedAt: Date
  ) {
    self.rows = rows
    self.nextCursor = nextCursor
    self.totalCount = totalCount
    self.isIncomplete = isIncomplete
    self.validators = validators
    self.storedAt = storedAt
  }
}

extension StoredList: Equatable where Row: Equatable {}
extension StoredList: Hashable where Row: Hashable {}
