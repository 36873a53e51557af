/// Why a query can't be sent: GitHub refuses queries over its documented limits
/// ("Troubleshooting search queries"), so the app says so before making a request.
public enum SearchQueryError: Error, Hashable, Sendable {
  /// The query as sent would be longer than `limit` characters.
  case tooLong(length: Int, limit: Int)
  /// The query has more than `limit` `AND`/`OR`/`NOT` operators.
  case tooManyOperators(count: Int, limit: Int)
}

extension SearchQueryError {
  /// An English sentence in GitHub's words, for the 422-style rejection the use case reports
  /// and for logs; the presentation layer may phrase the cases itself.
  public var message: String {
    switch self {
    case .tooLong(let length, let limit):
      "The search is longer than \(limit) characters (\(length))."
    case .tooManyOperators(let count, let limit):
      "The search has more than \(limit) AND, OR or NOT operators (\(count))."
    }
  }
}
