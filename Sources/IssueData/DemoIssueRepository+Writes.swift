import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging
import SystemSupport

/// The demo's writes, in memory (`DemoWriteLedger`): a read after a write shows it. Writes go
/// through the same steps as reads (latency, the offline switch, an armed fault), then each
/// scenario answers as a real server could:
///
/// - `readonly`: 403, nothing changes. `missing`: 404. `disabled`: 410.
/// - `flaky`: the 1st, 3rd, 5th… write answers 502 and changes nothing, so Retry succeeds.
/// - `slow`: the 1st, 3rd, 5th… write is made, then its answer times out: the case a re-send
///   must check for, or it would post twice.
/// - `garbled`: the write is made, then its answer does not decode.
/// - `limited`: the rate limit, as for reads.
/// - everywhere: a blank or overlong comment, or a label the repository doesn't have, is a 422
///   with GitHub's field errors, as is a milestone the repository doesn't have;
/// - reactions: the signed-in account's are remembered per issue for the session, over the
///   catalog's counts; removing one it hasn't is a 404; assignees who can't be assigned are dropped, as GitHub does.
///
/// Labels and milestones come 3 a page and assignees 4 a page, so the pickers page.
extension DemoIssueRepository: IssueWriting {
  /// Labels per page: few, so the label picker pages.
  public static let labelPageSize = 3
  /// Milestones per page: few, so the milestone picker pages.
  public static let milestonePageSize = 3
  /// Assignable accounts per page: few, so the assignee picker pages.
  public static let assigneePageSize = 4
  /// The signed-in demo account, author of every comment written.
  public static let signedInUser = User(login: "octocat")

  public func addComment(_ body: String, to number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment
  {
    try await mapping("addComment", repository, number) { () async throws(GitHubServiceError) in
      try await serveComment(body, to: number, in: repository)
    }
  }

  public func writingAccount() async throws(IssueRepositoryError) -> User {
    Self.signedInUser
  }

  public func updateIssue(_ number: Int, in repository: RepositoryName, change: IssueChange)
    async throws(IssueRepositoryError) -> Issue
  {
    try await mapping("updateIssue", repository, number) { () async throws(GitHubServiceError) in
      try await serveUpdate(number, in: repository, change: change)
    }
  }

  public func labels(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Label>
  {
    try await mapping("labels", repository, nil) { () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .repository)
      return Self.page(
        of: labels(of: scenario), from: try Self.offset(of: cursor), size: Self.labelPageSize)
    }
  }

  public func assignees(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<User>
  {
    try await mapping("assignees", repository, nil) { () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .repository)
      return Self.page(
        of: assignees(of: scenario), from: try Self.offset(of: cursor),
        size: Self.assigneePageSize)
    }
  }

  public func milestones(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Milestone>
  {
    try await mapping("milestones", repository, nil) { () async throws(GitHubServiceError) in
      _ = try await respond(about: repository, serving: .repository)
      return Self.page(
        of: DemoCatalog.openMilestones, from: try Self.offset(of: cursor),
        size: Self.milestonePageSize)
    }
  }

  public func reactions(
    toIssue number: Int, in repository: RepositoryName, by login: String
  ) async throws(IssueRepositoryError) -> [Reaction: Int] {
    try await mapping("reactions", repository, number) { () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .comments)
      try checkExists(number, in: scenario)
      guard login.lowercased() == Self.signedInUser.login.lowercased() else { return [:] }
      return writes.reactions(toIssue: number, in: scenario.name)
    }
  }

  public func addReaction(
    _ reaction: Reaction, toIssue number: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    try await mapping("addReaction", repository, number) { () async throws(GitHubServiceError) in
      let scenario = try await prepareWrite(to: repository, number: number)
      writes.addReaction(reaction, toIssue: number, in: scenario.name)
      try answerAfterMaking(scenario)
    }
  }

  public func deleteReaction(
    _ id: Int, fromIssue number: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    try await mapping("deleteReaction", repository, number) {
      () async throws(GitHubServiceError) in
      let scenario = try await prepareWrite(to: repository, number: number)
      guard writes.deleteReaction(id, fromIssue: number, in: scenario.name) else {
        throw .notFound
      }
      try answerAfterMaking(scenario)
    }
  }

  public func comments(in repository: RepositoryName, issue number: Int, since: Date)
    async throws(IssueRepositoryError) -> [Comment]
  {
    try await mapping("comments(since:)", repository, number) {
      () async throws(GitHubServiceError) in
      let scenario = try await respond(about: repository, serving: .comments)
      try checkExists(number, in: scenario)
      let all = shownComments(
        cataloguedComments(number, of: scenario)
          + writes.comments(ofIssue: number, in: scenario.name), in: scenario.name)
      return Array(
        all.filter { $0.createdAt >= since }.suffix(IssueWritingLimits.recentCommentsLimit))
    }
  }

  // MARK: - The "server"

  /// The labels of `scenario`'s repository. Every demo repository has the same set: each
  /// label the demo's issues use plus a few unused ones, sorted by name as GitHub lists them.
  func labels(of scenario: DemoScenario) -> [Label] {
    var byName: [String: Label] = [:]
    for label in catalog.issues(of: .busy).flatMap(\.labels) + Self.unusedLabels {
      byName[label.name.lowercased()] = byName[label.name.lowercased()] ?? label
    }
    return byName.values.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }

  /// Everyone who wrote or is assigned to an issue of the demo, the signed-in account, and
  /// teammates who have taken part in none (whom `@` offers only once it has asked).
  func assignees(of scenario: DemoScenario) -> [User] {
    let issues = catalog.issues(of: .busy)
    let logins = Set(
      (issues.map(\.author) + issues.flatMap(\.assignees) + [Self.signedInUser]).map(\.login)
        + Self.quietTeammates)
    return logins.sorted().map(User.init(login:))
  }

  /// Assignable accounts on no issue of the demo: the first sorts onto the first page.
  static let quietTeammates = ["aiko-sato", "ravi-k"]

  private static let unusedLabels = [
    Label(name: "duplicate", color: "cfd3d7"), Label(name: "wontfix", color: "ffffff"),
    Label(name: "question", color: "d876e3"), Label(name: "help wanted", color: "008672"),
  ]

  private func serveComment(_ body: String, to number: Int, in name: RepositoryName)
    async throws(GitHubServiceError) -> Comment
  {
    let scenario = try await prepareWrite(to: name, number: number)
    if body.trimmingWhitespaceAndNewlines().isEmpty {
      throw .unprocessable([
        GitHubFieldError(resource: "IssueComment", field: "body", code: "missing_field")
      ])
    }
    if body.unicodeScalars.count > CommentText.maximumLength {
      throw .unprocessable([
        GitHubFieldError(
          resource: "IssueComment", field: "body", code: "custom",
          message: "body is too long (maximum is \(CommentText.maximumLength) characters)")
      ])
    }
    let created = serverTime
    guard
      let comment = writes.addComment(
        body, by: Self.signedInUser, at: created, toIssue: number, in: scenario.name)
    else {
      throw .unprocessable([
        GitHubFieldError(
          resource: "IssueComment", field: "body", code: "custom",
          message: "this demo issue has no room for more comments")
      ])
    }
    try answerAfterMaking(scenario)
    return comment
  }

  private func serveUpdate(_ number: Int, in name: RepositoryName, change: IssueChange)
    async throws(GitHubServiceError) -> Issue
  {
    let scenario = try await prepareWrite(to: name, number: number)
    var edit = DemoWriteLedger.Edit(state: change.state, stateReason: change.stateReason)
    if let names = change.labels {
      let known = Dictionary(
        labels(of: scenario).map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
      let unknown = names.filter { known[$0.lowercased()] == nil }
      guard unknown.isEmpty else {
        throw .unprocessable(
          unknown.prefix(10).map {
            GitHubFieldError(
              resource: "Label", field: "name", code: "invalid",
              message: "label does not exist: \($0)")
          })
      }
      var seen = Set<String>()
      edit.labels = names.compactMap { known[$0.lowercased()] }.filter {
        seen.insert($0.name.lowercased()).inserted
      }
    }
    if let logins = change.assignees {
      let assignable = Set(assignees(of: scenario).map { $0.login.lowercased() })
      var seen = Set<String>()
      edit.assignees = logins.filter {
        assignable.contains($0.lowercased()) && seen.insert($0.lowercased()).inserted
      }.map(User.init(login:))
    }
    switch change.milestone {
    case .set(let asked)?:
      // By number, as GitHub does: the title is the demo's, whatever the client thought.
      guard let known = DemoCatalog.openMilestones.first(where: { $0.number == asked.number })
      else {
        throw .unprocessable([
          GitHubFieldError(resource: "Issue", field: "milestone", code: "invalid")
        ])
      }
      edit.milestone = .set(known)
    case .clear?: edit.milestone = .clear
    case nil: break
    }
    if let title = change.title {
      // GitHub's own rule: a title can't be blank.
      guard !title.allSatisfy(\.isWhitespace) else {
        throw .unprocessable([
          GitHubFieldError(resource: "Issue", field: "title", code: "missing_field")
        ])
      }
      edit.title = title
    }
    edit.body = change.body
    if change.state == .open { edit.stateReason = .reopened }
    edit.updatedAt = serverTime
    writes.edit(number, in: scenario.name, with: edit)
    try answerAfterMaking(scenario)
    return servedIssue(number, of: scenario)
  }

  /// What every write does before it changes anything: the read path's steps (latency,
  /// offline, an armed fault, an unknown repository), then the failures that leave the data
  /// as it was.
  func prepareWrite(to name: RepositoryName, number: Int?)
    async throws(GitHubServiceError) -> DemoScenario
  {
    let scenario = DemoScenario(name)
    try await prepare(latency: scenario == .slow ? max(Self.slowLatency, latency * 5) : latency)
    guard let scenario else { throw .notFound }
    switch scenario {
    case .readonly:
      throw .forbidden(message: "Must have push access to this repository.")
    case .missing:
      throw .notFound
    case .disabled:
      throw .gone
    case .flaky:
      if !writes.nextWrite(to: scenario.name).isMultiple(of: 2) { throw .server(status: 502) }
    case .limited:
      if let wait = traffic.rateLimitWait(at: elapsed(), window: Self.rateLimitWindow) {
        throw .rateLimited(RateLimit(kind: .primary, retryAfter: wait))
      }
    case .busy, .slow, .empty, .garbled:
      break
    }
    if let number { try checkExists(number, in: scenario) }
    return scenario
  }

  /// The failures that come after the change was made: the answer is lost.
  func answerAfterMaking(_ scenario: DemoScenario) throws(GitHubServiceError) {
    switch scenario {
    case .slow:
      if !writes.nextWrite(to: scenario.name).isMultiple(of: 2) { throw .transport(.timedOut) }
    case .garbled:
      throw .decoding(description: "demo: the write was made, but its answer is truncated")
    default:
      break
    }
  }

  /// The one catch of a demo write: log the service error, then map it.
  func mapping<T>(
    _ name: String, _ repository: RepositoryName, _ number: Int?,
    _ body: () async throws(GitHubServiceError) -> T
  ) async throws(IssueRepositoryError) -> T {
    do throws(GitHubServiceError) {
      return try await body()
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug(
        "demo \(name) failed: \(error) → \(mapped)",
        metadata: ["repository": "\(repository)", "number": "\(number.map(String.init) ?? "-")"])
      throw mapped
    }
  }
}
