extension SearchQuery {
  /// Which states the query asks for: its last `is:open`/`is:closed`, or `all` without one.
  public var stateFilter: IssueStateFilter {
    for term in terms.reversed() {
      if case .state(let state) = term { return state == .open ? .open : .closed }
    }
    return .all
  }

  /// The query's last `sort:`, or `nil` for GitHub's default order (best match).
  public var sort: SearchSort? {
    for term in terms.reversed() {
      if case .sort(let sort) = term { return sort }
    }
    return nil
  }

  /// The query's last `is:issue`/`is:pr`, or `nil` when it names neither.
  public var kind: SearchKind? {
    for term in terms.reversed() {
      if case .kind(let kind) = term { return kind }
    }
    return nil
  }

  /// The repositories named by `repo:` qualifiers.
  public var repositories: [RepositoryName] {
    terms.compactMap { if case .repository(let name) = $0 { name } else { nil } }
  }

  /// The query asking for `filter` instead: its state qualifiers replaced by one (none for
  /// `all`), where the first was, or after the leading `is:issue`/`is:pr`.
  public func withState(_ filter: IssueStateFilter) -> SearchQuery {
    let first = terms.firstIndex { if case .state = $0 { true } else { false } }
    var rewritten = terms.filter { if case .state = $0 { false } else { true } }
    let state: IssueState? =
      switch filter {
      case .open: .open
      case .closed: .closed
      case .all: nil
      }
    if let state {
      let leadingKinds = rewritten.prefix { if case .kind = $0 { true } else { false } }.count
      rewritten.insert(.state(state), at: min(first ?? leadingKinds, rewritten.count))
    }
    return SearchQuery(terms: rewritten)
  }

  /// `s`: open → closed → all → open.
  public func cyclingState() -> SearchQuery { withState(stateFilter.next) }

  /// The query sorted by `sort`: its sort qualifiers replaced by one, where the first was, or
  /// at the end.
  public func withSort(_ sort: SearchSort) -> SearchQuery {
    let first = terms.firstIndex { if case .sort = $0 { true } else { false } }
    var rewritten = terms.filter { if case .sort = $0 { false } else { true } }
    rewritten.insert(.sort(sort), at: min(first ?? rewritten.count, rewritten.count))
    return SearchQuery(terms: rewritten)
  }

  /// `S`: the next sort of `SearchSort.cycle`. A query without `sort:` is taken to be in
  /// `created-desc` order, the repository list's default and the order search gives a query
  /// of qualifiers alone, so the first `S` reverses it: stepping to `updated-desc` instead
  /// could show the very same rows, as it does wherever nothing was updated since it was made.
  public func cyclingSort() -> SearchQuery {
    withSort((sort ?? SearchSort.unsorted).next)
  }
}
