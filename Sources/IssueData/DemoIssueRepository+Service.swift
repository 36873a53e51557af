import GitHubAPI
import IssueDomain
import ScreenState

/// The service level of the demo: what the "server" answers, failures as `GitHubServiceError`.
extension DemoIssueRepository {
  /// What a request asks about a repository, since scenarios fail some kinds and not others.
  enum Resource {
    case repository, issues, issue, comments
  }

  func serveSignIn(token: String) async throws(GitHubServiceError) -> User {
    try await prepare(latency: latency)
    switch token {
    case "demo":
      return User(login: Self.demoLogin)
    case "expire":
      switches.armedFault = .sessionExpired
      return User(login: Self.demoLogin)
    default:
      throw .unauthorized
    }
  }

  func serveRepositories(after cursor: PageCursor?) async throws(GitHubServiceError)
    -> RepositoryPage
  {
    try await prepare(latency: latency)
    let offset = try Self.offset(of: cursor)
    if try takeEmptyFirstPage(cursor) { return RepositoryPage() }
    return Self.page(of: catalog.repositories, from: offset, size: Self.repositoryPageSize)
  }

  func serveRepository(named name: RepositoryName) async throws(GitHubServiceError)
    -> Repository
  {
    let scenario = try await respond(about: name, serving: .repository)
    guard let repository = catalog.repositories.first(where: { $0.name == scenario.name }) else {
      throw .notFound
    }
    return repository
  }

  func serveIssues(in name: RepositoryName, state: IssueStateFilter, after cursor: PageCursor?)
    async throws(GitHubServiceError) -> IssuePage
  {
    let scenario = try await respond(about: name, serving: .issues)
    let offset = try Self.offset(of: cursor)
    if try takeEmptyFirstPage(cursor) { return IssuePage() }
    let matching = (writes.createdIssues(in: scenario.name) + catalog.issues(of: scenario))
      .map { writes.applied(to: $0, in: scenario.name) }
      .filter { state.includes($0.state) }
    return Self.page(of: matching, from: offset, size: Self.issuePageSize)
  }

  func serveIssue(in name: RepositoryName, number: Int) async throws(GitHubServiceError) -> Issue {
    let scenario = try await respond(about: name, serving: .issue)
    try checkExists(number, in: scenario)
    return servedIssue(number, of: scenario)
  }

  func serveComments(in name: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(GitHubServiceError) -> CommentPage
  {
    let scenario = try await respond(about: name, serving: .comments)
    try checkExists(number, in: scenario)
    let offset = try Self.offset(of: cursor)
    if try takeEmptyFirstPage(cursor) { return CommentPage() }
    return Self.page(
      of: shownComments(
        cataloguedComments(number, of: scenario)
          + writes.comments(ofIssue: number, in: scenario.name), in: scenario.name),
      from: offset, size: Self.commentPageSize)
  }

  /// The conversation, paged as the comments are: the catalog's comments and events, then
  /// the comments posted in this run.
  func serveTimeline(in name: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(GitHubServiceError) -> TimelinePage
  {
    let scenario = try await respond(about: name, serving: .comments)
    try checkExists(number, in: scenario)
    let offset = try Self.offset(of: cursor)
    if try takeEmptyFirstPage(cursor) { return TimelinePage() }
    let entries =
      (number <= scenario.issueCount ? catalog.timeline(ofIssue: number, of: scenario) : [])
      + writes.comments(ofIssue: number, in: scenario.name).map(TimelineEntry.comment)
      + reviews.submittedReviews(of: number, in: scenario.name).map(TimelineEntry.review)
    return Self.page(
      of: entries.compactMap { entry -> TimelineEntry? in
        guard case .comment(let comment) = entry else { return entry }
        return commentWrites.applied(to: comment, in: scenario.name).map(TimelineEntry.comment)
      }, from: offset, size: Self.commentPageSize)
  }

  // MARK: - Every request

  /// Everything a request about `name` goes through before its data: the common steps with the
  /// scenario's latency, then a 404 for an unknown repository, then the scenario's own failure.
  func respond(about name: RepositoryName, serving resource: Resource)
    async throws(GitHubServiceError) -> DemoScenario
  {
    let scenario = DemoScenario(name)
    try await prepare(latency: scenario == .slow ? max(Self.slowLatency, latency * 5) : latency)
    guard let scenario else { throw .notFound }
    try misbehave(scenario, serving: resource)
    return scenario
  }

  /// What every request does first: counts itself as it starts, waits out `latency` on the
  /// clock, then fails while offline, then with an armed fault (taking it). A cancelled request
  /// consumes nothing, and a fault armed during the wait applies to this request.
  func prepare(latency: Duration) async throws(GitHubServiceError) {
    switches.recordRequest()
    if latency > .zero {
      do {
        try await clock.sleep(for: latency, tolerance: nil)
      } catch is CancellationError {
        throw .cancelled
      } catch {
        throw .unknown(error)
      }
    }
    if Task.isCancelled { throw .cancelled }
    if switches.isOffline { throw .transport(.offline) }
    // Not a first page here, so only the fault is taken: `emptyNext` waits until the request
    // is known to answer a list (`takeEmptyFirstPage`).
    if let fault = switches.takeOutcome(isFirstPage: false).fault { throw fault.serviceError }
  }

  /// The failure `scenario` answers for `resource`, if any. Flaky answers and the rate limit
  /// are counted only here, once a request has got past the network and the armed fault, so
  /// the pattern follows what the "server" actually answered.
  private func misbehave(_ scenario: DemoScenario, serving resource: Resource)
    throws(GitHubServiceError)
  {
    switch (scenario, resource) {
    case (.missing, _):
      throw .notFound
    case (.disabled, .issues), (.disabled, .issue), (.disabled, .comments):
      throw .gone
    case (.garbled, .issues), (.garbled, .issue), (.garbled, .comments):
      throw .decoding(description: "demo: expected an array of issues, got a truncated object")
    case (.flaky, _):
      if (traffic.nextAnswer(of: scenario.name) - 1).isMultiple(of: 3) {
        throw .server(status: 502)
      }
    case (.limited, _):
      if let wait = traffic.rateLimitWait(at: elapsed(), window: Self.rateLimitWindow) {
        throw .rateLimited(RateLimit(kind: .primary, retryAfter: wait))
      }
    default:
      break
    }
  }

  /// Whether a list's first page must come back empty (`DemoSwitches.emptyNext`), taken only
  /// once the request is known to succeed, so a failing request leaves the switch armed. A
  /// fault armed in the meantime still applies to this request.
  func takeEmptyFirstPage(_ cursor: PageCursor?) throws(GitHubServiceError) -> Bool {
    guard cursor == nil else { return false }
    let outcome = switches.takeOutcome(isFirstPage: true)
    if let fault = outcome.fault { throw fault.serviceError }
    return outcome.isEmpty
  }

  // MARK: - Pages

  /// The demo's cursors are offsets. Anything else is a request no client of ours makes, so it
  /// is rejected like an invalid query parameter.
  static func offset(of cursor: PageCursor?) throws(GitHubServiceError) -> Int {
    guard let cursor else { return 0 }
    guard let offset = Int(cursor.rawValue), offset >= 0 else {
      throw .unprocessable([GitHubFieldError(field: "page", code: "invalid")])
    }
    return offset
  }

  /// The `size` items from `offset`, with the next offset as cursor until the end.
  static func page<Item: Identifiable>(of items: [Item], from offset: Int, size: Int)
    -> Page<Item>
  {
    let start = min(offset, items.count)
    let end = min(start + size, items.count)
    return Page(
      items: Array(items[start..<end]), nextCursor: end < items.count ? PageCursor("\(end)") : nil)
  }

  /// Issue `number` exists in `scenario` and was not deleted.
  func checkExists(_ number: Int, in scenario: DemoScenario) throws(GitHubServiceError) {
    if writes.createdIssue(number, in: scenario.name) != nil { return }
    try Self.checkCatalogued(number, in: scenario)
  }

  /// Issue `number` of `scenario` as a read shows it: filed in this run or the catalog's, with
  /// every write to it applied. The number must exist (`checkExists`).
  func servedIssue(_ number: Int, of scenario: DemoScenario) -> Issue {
    writes.applied(
      to: writes.createdIssue(number, in: scenario.name)
        ?? catalog.issue(number: number, of: scenario), in: scenario.name)
  }

  /// The catalog's comments of issue `number`: none for an issue filed in this run.
  func cataloguedComments(_ number: Int, of scenario: DemoScenario) -> [Comment] {
    number <= scenario.issueCount ? catalog.comments(ofIssue: number, of: scenario) : []
  }

  /// Whether `number` is one of the catalog's issues of `scenario`.
  static func checkCatalogued(_ number: Int, in scenario: DemoScenario)
    throws(GitHubServiceError)
  {
    let deleted = scenario.deletesMultiplesOf37 && number.isMultiple(of: 37)
    guard number >= 1, number <= scenario.issueCount, !deleted else { throw .notFound }
  }
}
