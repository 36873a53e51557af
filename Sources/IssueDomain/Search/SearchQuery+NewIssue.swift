extension SearchQuery {
  /// Whether an issue just filed in `repository` by the signed-in account is one of this
  /// query's results, and its first: a list on screen can then show it before GitHub's search
  /// has indexed it. Only terms that can be read off the issue itself count; any other (text,
  /// `mentions:`, an operator, a qualifier the app doesn't know) says no, as does an order
  /// that wouldn't put the newest first.
  public func listsFirst(newIssue issue: Issue, in repository: RepositoryName) -> Bool {
    var namesRepository = false
    for term in terms {
      switch term {
      case .repository(let name):
        guard name == repository else { return false }
        namesRepository = true
      case .kind(let kind): guard kind == .issue else { return false }
      case .state(let state): guard state == issue.state else { return false }
      case .sort(let sort):
        guard sort.direction == .descending, sort.field != .comments else { return false }
      case .label(let name, let excluded):
        let has = issue.labels.contains { $0.name.lowercased() == name.lowercased() }
        guard has != excluded else { return false }
      case .missing(.label): guard issue.labels.isEmpty else { return false }
      case .missing(.assignee): guard issue.assignees.isEmpty else { return false }
      case .missing(.milestone): guard issue.milestone == nil else { return false }
      case .author(let login):
        guard Self.names(login, issue.author.login, me: issue.author) else { return false }
      case .assignee(let login):
        guard issue.assignees.contains(where: { Self.names(login, $0.login, me: issue.author) })
        else { return false }
      case .mentions, .booleanOperator, .text, .other: return false
      }
    }
    return namesRepository
  }

  /// Whether the query's `login` names `other`; `@me` is `me`, the account that filed it.
  private static func names(_ login: String, _ other: String, me: User) -> Bool {
    let named = login.lowercased() == "@me" ? me.login : login
    return named.lowercased() == other.lowercased()
  }
}
