extension SearchQuery {
  /// The most characters GitHub accepts in a search query.
  public static let maximumLength = 256
  /// The most `AND`/`OR`/`NOT` operators GitHub accepts in one query.
  public static let maximumOperators = 5
  /// Input longer than this (in bytes) is refused before it is tokenized, so a huge paste costs
  /// nothing; only a query of mostly spaces could print under `maximumLength` from this long.
  static let maximumInputBytes = 16 * 1024

  /// Reads a query typed or pasted by the user, or from a config file.
  ///
  /// Splits on whitespace outside double quotes; quotes group words and are removed (an
  /// unterminated quote runs to the end). A token with a colon before any quote is a qualifier.
  /// Known qualifiers become typed terms; everything else is kept verbatim. It works on Unicode
  /// scalars, not characters, so a combining mark after a quote or colon can't change where a
  /// token splits when the canonical text is read back.
  ///
  /// - Throws: `tooLong` when the text sent would exceed `maximumLength` characters,
  ///   `tooManyOperators` past `maximumOperators`.
  public static func parse(_ text: String) throws(SearchQueryError) -> SearchQuery {
    guard text.utf8.count <= maximumInputBytes else {
      throw .tooLong(length: text.count, limit: maximumLength)
    }
    let query = SearchQuery(terms: tokens(of: text).compactMap(term(for:)))
    try query.validate()
    return query
  }

  /// Checks GitHub's limits: a rewritten query (a longer sort, say) is checked again before it
  /// is sent.
  public func validate() throws(SearchQueryError) {
    let length = max(description.count, searchText.count)
    guard length <= Self.maximumLength else {
      throw .tooLong(length: length, limit: Self.maximumLength)
    }
    let operators = terms.count { if case .booleanOperator = $0 { true } else { false } }
    guard operators <= Self.maximumOperators else {
      throw .tooManyOperators(count: operators, limit: Self.maximumOperators)
    }
  }

  /// One whitespace-separated token, quotes removed.
  struct Token {
    /// The token's scalars without its quotes.
    var content: String.UnicodeScalarView = .init()
    /// How many scalars of `content` come before its first colon, when that colon was outside
    /// quotes and no quote came before it: the qualifier's key.
    var keyLength: Int?
    /// Whether the token had any quote.
    var wasQuoted = false
  }

  static func tokens(of text: String) -> [Token] {
    var tokens: [Token] = []
    var current: Token?
    var inQuotes = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace && !inQuotes {
        if let token = current { tokens.append(token) }
        current = nil
        continue
      }
      var token = current ?? Token()
      if scalar == "\"" {
        inQuotes.toggle()
        token.wasQuoted = true
      } else {
        if scalar == ":" && !inQuotes && !token.wasQuoted && token.keyLength == nil {
          token.keyLength = token.content.count
        }
        token.content.append(scalar)
      }
      current = token
    }
    if let token = current { tokens.append(token) }
    return tokens
  }

  static func term(for token: Token) -> Term? {
    let content = String(token.content)
    guard let keyLength = token.keyLength else {
      if content.isEmpty { return nil }
      if !token.wasQuoted, let keyword = SearchOperator(rawValue: content) {
        return .booleanOperator(keyword)
      }
      return .text(content)
    }
    let scalars = token.content
    // `String(_: Substring.UnicodeScalarView)`, not a new view appended to scalar by scalar: that
    // ran the standard library's unspecialised generic `append(contentsOf:)`.
    var key = String(scalars.prefix(keyLength))
    let value = String(scalars.dropFirst(keyLength + 1))
    let isNegated = key.unicodeScalars.first == "-"
    if isNegated { key = String(key.unicodeScalars.dropFirst()) }
    guard !key.isEmpty else { return .text(content) }
    let other = Term.other(SearchQualifier(key: key, value: value, isNegated: isNegated))
    return qualifier(key: key.lowercased(), value: value, isNegated: isNegated) ?? other
  }

  /// The typed term of a known qualifier with a value it understands, or `nil`.
  private static func qualifier(key: String, value: String, isNegated: Bool) -> Term? {
    let lowered = value.lowercased()
    if key == "label" {
      return value.isEmpty ? nil : .label(value, excluded: isNegated)
    }
    guard !isNegated else { return nil }
    switch key {
    case "is":
      switch lowered {
      case "open": return .state(.open)
      case "closed": return .state(.closed)
      case "issue": return .kind(.issue)
      case "pr", "pull-request": return .kind(.pullRequest)
      default: return nil
      }
    case "state":
      return IssueState(rawValue: lowered).map(Term.state)
    case "no":
      return SearchMissing(rawValue: lowered).map(Term.missing)
    case "assignee", "author", "mentions":
      guard isLogin(value) else { return nil }
      return key == "assignee"
        ? .assignee(value) : key == "author" ? .author(value) : .mentions(value)
    case "repo":
      guard let name = try? RepositoryName.parse(value), name.description == value else {
        return nil
      }
      return .repository(name)
    case "sort":
      return SearchSort(qualifierValue: value).map(Term.sort)
    default:
      return nil
    }
  }

  /// `@me` or something shaped like a login (no spaces, not empty); the server checks the rest.
  private static func isLogin(_ value: String) -> Bool {
    !value.isEmpty && value.utf8.count <= 64
      && !value.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "\"" }
  }
}
