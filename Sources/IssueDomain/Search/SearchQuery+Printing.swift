extension SearchQuery: CustomStringConvertible {
  /// The canonical text: what the list header shows, and what pastes into GitHub's search.
  public var description: String {
    Self.spaced(terms)
  }

  /// The `q` sent to `GET /search/issues`: the terms without `sort:` (which goes in the `sort`
  /// and `order` parameters), with `is:issue` first when the query names neither issues nor
  /// pull requests, because GitHub refuses a query without one from GitHub App tokens and
  /// Triage lists issues (DECISIONS.md).
  public var searchText: String {
    var sent = terms.filter { if case .sort = $0 { false } else { true } }
    if kind == nil { sent.insert(.kind(.issue), at: 0) }
    return Self.spaced(sent)
  }

  /// The terms' texts with a space between each two. Written out: `joined(separator:)` ran
  /// unspecialised here and looked its types up at start.
  private static func spaced(_ terms: [Term]) -> String {
    var text = ""
    for (position, term) in terms.enumerated() {
      if position > 0 { text += " " }
      text += term.description
    }
    return text
  }
}

extension SearchQuery.Term: CustomStringConvertible {
  /// The term as GitHub's syntax spells it; values with spaces are quoted.
  public var description: String {
    switch self {
    case .kind(let kind): "is:\(kind.rawValue)"
    case .state(let state): "is:\(state.rawValue)"
    case .label(let name, let excluded): "\(excluded ? "-" : "")label:\(Self.value(name))"
    case .missing(let missing): "no:\(missing.rawValue)"
    case .assignee(let login): "assignee:\(login)"
    case .author(let login): "author:\(login)"
    case .mentions(let login): "mentions:\(login)"
    case .repository(let name): "repo:\(name)"
    case .sort(let sort): "sort:\(sort)"
    case .booleanOperator(let keyword): keyword.rawValue
    case .text(let text): Self.word(text)
    case .other(let qualifier):
      "\(qualifier.isNegated ? "-" : "")\(qualifier.key):\(Self.value(qualifier.value))"
    }
  }

  /// A qualifier's value, quoted when it holds whitespace (quotes can't occur: the parser
  /// removes them).
  private static func value(_ text: String) -> String {
    text.unicodeScalars.contains { $0.properties.isWhitespace } ? "\"\(text)\"" : text
  }

  /// A free-text word, quoted when it would otherwise read as something else: whitespace, a
  /// colon (a qualifier), or an operator word.
  private static func word(_ text: String) -> String {
    let needsQuotes =
      text.unicodeScalars.contains { $0.properties.isWhitespace || $0 == ":" }
      || SearchOperator(rawValue: text) != nil
    return needsQuotes ? "\"\(text)\"" : text
  }
}
