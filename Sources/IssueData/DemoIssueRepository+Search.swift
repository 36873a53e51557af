import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import ScreenState

/// Search over the demo's data with GitHub's qualifiers, its limits and its 422s, so every
/// search path works offline.
///
/// Searched: every demo repository the account can see (all but `demo/missing`), issues only
/// unless the query says `is:pr`, as `SearchQuery.searchText` sends `is:issue` to GitHub.
/// Repository scenarios (flaky, rate-limited, garbled) belong to the repository endpoints and
/// don't apply here; search has its own limit: 30 searches a minute on the injected clock.
extension DemoIssueRepository: IssueSearching {
  /// The demo account's login; `@me` stands for it.
  public static let demoLogin = "octocat"
  /// Searches allowed per `searchWindow`, as GitHub allows an account.
  public static let searchLimit = 30
  /// The search rate limit's window.
  public static let searchWindow = Duration.seconds(60)

  /// GitHub's 422 sentence for a login it can't search.
  public static let unknownUsersMessage =
    "The listed users cannot be searched either because the users do not exist or you do not have permission to view the users."
  /// GitHub's 422 sentence for a repository it can't search.
  public static let unknownRepositoriesMessage =
    "The listed users and repositories cannot be searched either because the resources do not exist or you do not have permission to view them."

  public func searchIssues(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> SearchResultPage
  {
    do throws(GitHubServiceError) {
      return try await serveSearch(query, after: cursor)
    } catch {
      let mapped = IssueRepositoryError(searchFailure: error)
      logger.debug(
        "demo searchIssues failed: \(error) → \(mapped)",
        metadata: ["query": "\(query)", "cursor": "\(cursor?.rawValue ?? "first")"])
      throw mapped
    }
  }

  public func issues(
    in repository: RepositoryName, state: IssueStateFilter, sort: SearchSort,
    after cursor: PageCursor?
  ) async throws(IssueRepositoryError) -> IssuePage {
    do throws(GitHubServiceError) {
      let scenario = try await respond(about: repository, serving: .issues)
      let offset = try Self.offset(of: cursor)
      if try takeEmptyFirstPage(cursor) { return IssuePage() }
      // With the demo's writes, as the unsorted listing and a real server have them.
      let matching = (writes.createdIssues(in: scenario.name) + catalog.issues(of: scenario))
        .map { writes.applied(to: $0, in: scenario.name) }
        .filter { state.includes($0.state) }
      return Self.page(of: Self.sorted(matching, by: sort), from: offset, size: Self.issuePageSize)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo issues(in:state:sort:after:) failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "sort": "\(sort)"])
      throw mapped
    }
  }

  func serveSearch(_ query: SearchQuery, after cursor: PageCursor?)
    async throws(GitHubServiceError) -> SearchResultPage
  {
    try await prepare(latency: latency)
    if let wait = searchTraffic.admit(
      at: elapsed(), limit: Self.searchLimit, window: Self.searchWindow)
    {
      throw .rateLimited(RateLimit(kind: .primary, retryAfter: wait))
    }
    do {
      try query.validate()
    } catch {
      throw Self.rejection(error.message)
    }
    let matcher = try matcher(for: query)
    let offset = try Self.offset(of: cursor)
    if try takeEmptyFirstPage(cursor) {
      return SearchResultPage(page: IssuePage(), totalCount: 0, isIncomplete: false)
    }
    var found: [Issue] = []
    for scenario in DemoScenario.allCases where scenario != .missing {
      // The issues filed in this run are found as the catalog's are.
      for catalogued in writes.createdIssues(in: scenario.name) + catalog.issues(of: scenario) {
        // Searched as written to: a closed or commented issue is found as it now is.
        var issue = writes.applied(to: catalogued, in: scenario.name)
        issue.repository = scenario.name
        let number = issue.number
        let comments = {
          cataloguedComments(number, of: scenario)
            + writes.comments(ofIssue: number, in: scenario.name)
        }
        if matcher.matches(issue, comments: comments) {
          found.append(issue)
        }
      }
    }
    let listed = Array(
      Self.sorted(found, by: query.sort ?? SearchSort(.created, .descending))
        .prefix(SearchResultPage.resultCap))
    return SearchResultPage(
      page: Self.page(of: listed, from: offset, size: Self.issuePageSize), totalCount: found.count,
      isIncomplete: false)
  }

  /// The query as a matcher, or the 422 GitHub would answer: an unknown qualifier, `OR`/`NOT`
  /// (the demo reads `AND` only), a login the demo doesn't have, a repository it can't see.
  private func matcher(for query: SearchQuery) throws(GitHubServiceError) -> DemoSearchMatcher {
    let logins = Set(catalog.knownLogins.map { $0.lowercased() })
    func login(_ value: String) throws(GitHubServiceError) -> String {
      let lowered = value.lowercased()
      if lowered == "@me" { return Self.demoLogin }
      guard logins.contains(lowered) else { throw Self.rejection(Self.unknownUsersMessage) }
      return lowered
    }
    var matcher = DemoSearchMatcher()
    for term in query.terms {
      switch term {
      case .kind(let kind): matcher.kinds.append(kind)
      case .state(let state): matcher.states.append(state)
      case .label(let name, let excluded):
        if excluded {
          matcher.excludedLabels.append(name.lowercased())
        } else {
          matcher.labels.append(name.lowercased())
        }
      case .missing(let missing): matcher.missing.append(missing)
      case .assignee(let value): matcher.assignees.append(try login(value))
      case .author(let value): matcher.authors.append(try login(value))
      case .mentions(let value): matcher.mentions.append(try login(value))
      case .repository(let name):
        guard let scenario = DemoScenario(name), scenario != .missing else {
          throw Self.rejection(Self.unknownRepositoriesMessage)
        }
        matcher.repositories.append(scenario.name)
      case .sort: break
      case .booleanOperator(.and): break
      case .booleanOperator(let keyword):
        throw Self.rejection("The demo doesn't support \(keyword.rawValue) in searches.")
      case .text(let text): matcher.words.append(text.lowercased())
      case .other(let qualifier)
      where qualifier.key.lowercased() == "review-requested" && !qualifier.isNegated:
        matcher.reviewRequested.append(try login(qualifier.value))
      case .other(let qualifier):
        throw Self.rejection(
          "The qualifier \(qualifier.isNegated ? "-" : "")\(qualifier.key):\(qualifier.value) is not supported."
        )
      }
    }
    return matcher
  }

  /// A 422 as GitHub's search sends it: `resource: Search, field: q, code: invalid`.
  static func rejection(_ message: String) -> GitHubServiceError {
    .unprocessable([
      GitHubFieldError(resource: "Search", field: "q", code: "invalid", message: message)
    ])
  }

  /// `issues` ordered by `sort`; ties by repository, then newest number first, so every order
  /// is total and deterministic.
  static func sorted(_ issues: [Issue], by sort: SearchSort) -> [Issue] {
    func key(_ issue: Issue) -> Double {
      switch sort.field {
      case .created: issue.createdAt.timeIntervalSince1970
      case .updated: (issue.updatedAt ?? issue.createdAt).timeIntervalSince1970
      case .comments: Double(issue.commentCount ?? 0)
      }
    }
    return issues.sorted { left, right in
      let (a, b) = (key(left), key(right))
      if a != b { return sort.direction == .descending ? a > b : a < b }
      let (leftName, rightName) = (
        left.repository?.description ?? "", right.repository?.description ?? ""
      )
      if leftName != rightName { return leftName < rightName }
      return left.number > right.number
    }
  }
}
