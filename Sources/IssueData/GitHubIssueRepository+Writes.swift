import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore
import ScreenState

/// The writes over the REST API, with the same sanitising, logging and mapping as
/// the reads. What the server took is made to the rows kept of it too, so a later run shows
/// it, offline as well.
extension GitHubIssueRepository: IssueWriting {
  public func addComment(_ body: String, to number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment
  {
    let token = currentToken
    let dto = try await request("addComment") { () async throws(GitHubServiceError) in
      try await client.addComment(
        owner: repository.owner, name: repository.name, number: number, body: body, token: token)
    }
    let comment = Self.comment(dto)
    await accounts?.store()?.addComment(
      comment, toIssue: number, in: repository,
      conversations: [Self.timelineKey(number, repository), Self.commentsKey(number, repository)])
    return comment
  }

  public func updateIssue(_ number: Int, in repository: RepositoryName, change: IssueChange)
    async throws(IssueRepositoryError) -> Issue
  {
    let token = currentToken
    let dto = try await request("updateIssue") { () async throws(GitHubServiceError) in
      try await client.updateIssue(
        owner: repository.owner, name: repository.name, number: number,
        change: Self.patch(change), token: token)
    }
    let issue = Self.issue(dto)
    // Kept under the repository written to, as a read keeps it.
    var kept = issue
    kept.repository = repository
    await accounts?.store()?.changeIssue(kept)
    return issue
  }

  public func labels(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Label>
  {
    let token = currentToken
    let page = try await request("labels") { () async throws(GitHubServiceError) in
      try await client.labels(
        owner: repository.owner, name: repository.name, next: Self.url(cursor), token: token)
    }
    return Page(
      items: Self.unique(page.items.map { Label(name: Self.clean($0.name), color: $0.color) }),
      nextCursor: Self.cursor(page.next))
  }

  public func assignees(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<User>
  {
    let token = currentToken
    let page = try await request("assignees") { () async throws(GitHubServiceError) in
      try await client.assignees(
        owner: repository.owner, name: repository.name, next: Self.url(cursor), token: token)
    }
    return Page(
      items: Self.unique(page.items.map { User(login: Self.clean($0.login)) }),
      nextCursor: Self.cursor(page.next))
  }

  public func milestones(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Milestone>
  {
    let token = currentToken
    let page = try await request("milestones") { () async throws(GitHubServiceError) in
      try await client.milestones(
        owner: repository.owner, name: repository.name, next: Self.url(cursor), token: token)
    }
    return Page(items: Self.milestones(page.items), nextCursor: Self.cursor(page.next))
  }

  /// The milestones that can be chosen: with a number and a title (cleaned as an issue's
  /// milestone is, so the two compare), the first of each title, since a title is what a
  /// picker's row and an issue are matched by.
  static func milestones(_ items: [MilestoneDTO]) -> [Milestone] {
    var seen = Set<String>()
    return items.compactMap { dto -> Milestone? in
      guard let number = dto.number, number > 0, let title = dto.title.map(clean),
        !title.isEmpty, seen.insert(title).inserted
      else { return nil }
      return Milestone(number: number, title: title)
    }
  }

  /// Follows `next` links until the end or `IssueWritingLimits.reactionPagesLimit` pages; a
  /// hostile server's endless links end there.
  public func reactions(toIssue number: Int, in repository: RepositoryName, by login: String)
    async throws(IssueRepositoryError) -> [Reaction: Int]
  {
    let token = currentToken
    return try await reactions(by: login, "reactions") { next async throws(GitHubServiceError) in
      try await client.issueReactions(
        owner: repository.owner, name: repository.name, number: number, next: next,
        token: token)
    }
  }

  /// The first of each kind of reaction `login` left, by id, from the pages `page` fetches
  /// (`nil` for the first): until the last, or `IssueWritingLimits.reactionPagesLimit` pages.
  func reactions(
    by login: String, _ name: String,
    page: (URL?) async throws(GitHubServiceError) -> GitHubPage<ReactionDTO>
  ) async throws(IssueRepositoryError) -> [Reaction: Int] {
    var mine: [Reaction: Int] = [:]
    var next: URL?
    var pages = 0
    repeat {
      pages += 1
      let cursor = next
      let answer = try await request(name) { () async throws(GitHubServiceError) in
        try await page(cursor)
      }
      for dto in answer.items {
        guard let id = dto.id, let content = dto.content,
          let reaction = Reaction(rawValue: content),
          dto.user?.login.lowercased() == login.lowercased(), mine[reaction] == nil
        else { continue }
        mine[reaction] = id
      }
      next = answer.next
    } while next != nil && pages < IssueWritingLimits.reactionPagesLimit
    return mine
  }

  public func addReaction(
    _ reaction: Reaction, toIssue number: Int, in repository: RepositoryName
  ) async throws(IssueRepositoryError) {
    let token = currentToken
    // The answer's reaction isn't needed: the picker reads the account's afresh each time.
    _ = try await request("addReaction") { () async throws(GitHubServiceError) in
      try await client.addIssueReaction(
        owner: repository.owner, name: repository.name, number: number,
        content: reaction.rawValue, token: token)
    }
  }

  public func deleteReaction(_ id: Int, fromIssue number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)
  {
    let token = currentToken
    try await request("deleteReaction") { () async throws(GitHubServiceError) in
      try await client.deleteIssueReaction(
        owner: repository.owner, name: repository.name, number: number, id: id, token: token)
    }
  }

  /// `GET /user` with the token in use: the account a re-send looks for.
  public func writingAccount() async throws(IssueRepositoryError) -> User {
    let token = currentToken
    let user = try await request("writingAccount") { () async throws(GitHubServiceError) in
      try await client.user(token: token)
    }
    return User(login: Self.clean(user.login))
  }

  /// Follows `next` links until the end, `IssueWritingLimits.recentCommentsLimit` comments, or
  /// as many pages as that takes when full (a hostile server's empty pages end it too).
  public func comments(in repository: RepositoryName, issue number: Int, since: Date)
    async throws(IssueRepositoryError) -> [Comment]
  {
    let token = currentToken
    var comments: [Comment] = []
    var next: URL?
    var pages = 0
    let maximumPages = IssueWritingLimits.recentCommentsLimit / GitHubClient.pickerPageSize + 1
    repeat {
      pages += 1
      let page = try await request("comments(since:)") { () async throws(GitHubServiceError) in
        try await client.comments(
          owner: repository.owner, name: repository.name, number: number, since: since,
          next: next, token: token)
      }
      comments += page.items.map(Self.comment)
      next = page.next
    } while next != nil && pages < maximumPages
      && comments.count < IssueWritingLimits.recentCommentsLimit
    return Array(comments.suffix(IssueWritingLimits.recentCommentsLimit))
  }

  /// The wire form of a change.
  static func patch(_ change: IssueChange) -> IssuePatchDTO {
    IssuePatchDTO(
      state: change.state?.rawValue, stateReason: change.stateReason?.rawValue,
      labels: change.labels, assignees: change.assignees,
      milestone: change.milestone.map {
        switch $0 {
        case .set(let milestone): .number(milestone.number)
        case .clear: .clear
        }
      }, title: change.title, body: change.body)
  }

  /// The first of each id: a hostile page repeating a name would otherwise give a picker two
  /// rows with one identity.
  static func unique<Item: Identifiable>(_ items: [Item]) -> [Item] {
    var seen = Set<Item.ID>()
    return items.filter { seen.insert($0.id).inserted }
  }
}
