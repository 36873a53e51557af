extension SearchQuery {
  /// The query asking for `kind` instead (`p` switches issues and pull requests): its kind
  /// qualifiers replaced by one at the front, where GitHub's own examples put it.
  public func withKind(_ kind: SearchKind) -> SearchQuery {
    let rest = terms.filter { if case .kind = $0 { false } else { true } }
    return SearchQuery(terms: [.kind(kind)] + rest)
  }

  /// The query as it is sent: `is:issue` first when it names neither issues nor pull requests
  /// (GitHub refuses some tokens a query without one, and Triage lists issues), so what a list
  /// shows above its rows is what GitHub was asked.
  public var statingItsKind: SearchQuery {
    kind == nil ? SearchQuery(terms: [.kind(.issue)] + terms) : self
  }

  /// The open issues of `repository`: what its issue list shows first.
  public static func openIssues(in repository: RepositoryName) -> SearchQuery {
    SearchQuery(terms: [.repository(repository), .state(.open)])
  }
}
