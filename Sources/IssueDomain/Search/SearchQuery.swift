/// A query in GitHub's issue search syntax, parsed into terms the app can read and rewrite.
///
/// The terms keep the order they were typed in, because GitHub's `AND`/`OR`/`NOT` read them in
/// order; only their spelling is canonical (`state:open` becomes `is:open`, `is:pull-request`
/// becomes `is:pr`). `parse(_:)` reads text and `description` prints the canonical text, the one
/// the list header shows and the one sent to GitHub, so `parse(q.description) == q` for every
/// parsed `q`. Qualifiers the app doesn't know stay verbatim: the server decides what they mean.
public struct SearchQuery: Hashable, Sendable {
  /// One space-separated part of a query.
  public enum Term: Hashable, Sendable {
    /// `is:issue`, `is:pr`.
    case kind(SearchKind)
    /// `is:open`, `is:closed` (also read from `state:open`, `state:closed`).
    case state(IssueState)
    /// `label:NAME`, or `-label:NAME` when `excluded`.
    case label(String, excluded: Bool)
    /// `no:label`, `no:assignee`, `no:milestone`.
    case missing(SearchMissing)
    /// `assignee:LOGIN` (`@me` for the signed-in account).
    case assignee(String)
    /// `author:LOGIN`.
    case author(String)
    /// `mentions:LOGIN`.
    case mentions(String)
    /// `repo:OWNER/NAME`.
    case repository(RepositoryName)
    /// `sort:FIELD-DIRECTION`.
    case sort(SearchSort)
    /// `AND`, `OR` or `NOT`, typed in capitals and unquoted.
    case booleanOperator(SearchOperator)
    /// A word or a quoted phrase, matched against titles and bodies.
    case text(String)
    /// Any other qualifier (`milestone:v1`, `-author:x`, `is:merged`, `repo:bad`), kept as typed.
    case other(SearchQualifier)
  }

  /// The terms in the order they were typed.
  public var terms: [Term]

  /// A query of `terms`.
  public init(terms: [Term] = []) {
    self.terms = terms
  }
}

/// Issues or pull requests: the `is:issue` / `is:pr` qualifier.
public enum SearchKind: String, Hashable, Sendable, CaseIterable {
  case issue
  case pullRequest = "pr"
}

/// What a `no:` qualifier says is absent.
public enum SearchMissing: String, Hashable, Sendable, CaseIterable {
  case label, assignee, milestone
}

/// GitHub's boolean operators; a query may hold at most `SearchQuery.maximumOperators`.
public enum SearchOperator: String, Hashable, Sendable, CaseIterable {
  case and = "AND"
  case or = "OR"
  case not = "NOT"
}

/// A qualifier the app does not interpret, kept so the query text survives unchanged.
public struct SearchQualifier: Hashable, Sendable {
  /// The name before the colon, as typed (without a leading `-`).
  public var key: String
  /// The value after the colon, quotes removed.
  public var value: String
  /// Whether it was written `-key:value`.
  public var isNegated: Bool

  /// A qualifier `key:value`, or `-key:value`.
  public init(key: String, value: String, isNegated: Bool = false) {
    self.key = key
    self.value = value
    self.isNegated = isNegated
  }
}
