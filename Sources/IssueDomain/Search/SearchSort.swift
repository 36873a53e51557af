/// How a search's results are ordered: GitHub's `sort:` qualifier and its `sort`/`order`
/// parameters.
public struct SearchSort: Hashable, Sendable, CustomStringConvertible {
  /// What is compared.
  public enum Field: String, Hashable, Sendable, CaseIterable {
    case updated, created, comments
  }

  /// Which way.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case descending = "desc"
    case ascending = "asc"
  }

  public var field: Field
  public var direction: Direction

  public init(_ field: Field, _ direction: Direction) {
    self.field = field
    self.direction = direction
  }

  /// The order `S` steps through: each field newest (or most) first, then the same field
  /// reversed, then the next field. Pressing `S` twice flips the direction of what is on screen
  /// rather than jumping to another field (see DECISIONS.md).
  public static let cycle: [SearchSort] = Field.allCases.flatMap { field in
    Direction.allCases.map { SearchSort(field, $0) }
  }

  /// The order of a query without `sort:`: newest first, as the repository list gives it and
  /// search does for qualifiers alone. `S` steps on from it.
  public static let unsorted = SearchSort(.created, .descending)

  /// The sort after this one in `cycle`, wrapping around.
  public var next: SearchSort {
    let index = Self.cycle.firstIndex(of: self) ?? 0
    return Self.cycle[(index + 1) % Self.cycle.count]
  }

  /// `updated-desc`: the qualifier's value.
  public var description: String { "\(field.rawValue)-\(direction.rawValue)" }

  /// Reads a `sort:` value: `updated`, `updated-desc`, `created-asc`, … A field alone means
  /// descending, as on GitHub. Case is ignored; anything else is `nil`.
  public init?(qualifierValue value: String) {
    let parts = value.lowercased().split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let field = Field(rawValue: String(parts[0])) else {
      return nil
    }
    let direction: Direction?
    if parts.count == 2 {
      direction = Direction(rawValue: String(parts[1]))
    } else {
      direction = .descending
    }
    guard let direction else { return nil }
    self.init(field, direction)
  }
}
