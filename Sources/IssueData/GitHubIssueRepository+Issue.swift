import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore

/// One issue's page, kept per account: the issue and the first page of its conversation (its
/// timeline, in `GitHubIssueRepository+Timeline`; comments alone when asked for apart) are each
/// asked for conditionally on their kept `ETag`; a 304 answers with what was kept (only its age
/// changes), a 200 replaces it.
extension GitHubIssueRepository {
  public func issue(in repository: RepositoryName, number: Int) async throws(IssueRepositoryError)
    -> Issue
  {
    let token = currentToken
    let store = await accountStore()
    let kept = await store?.issue(number, in: repository)
    let answer = try await request("issue") { () async throws(GitHubServiceError) in
      try await client.issue(
        owner: repository.owner, name: repository.name, number: number, token: token,
        ifNoneMatch: kept?.validators.etag)
    }
    guard let dto = answer.value else {
      guard let store, let kept else {
        // A 304 to a request this code didn't make conditional: nothing to show for it.
        throw .malformedResponse(.empty)
      }
      await store.markIssueUnchanged(
        number, in: repository, at: client.now(), validators: Validators(etag: answer.etag))
      return kept.issue
    }
    let issue = Self.issue(dto)
    // Kept under the repository asked for, whatever its `repository_url` said.
    var stored = issue
    stored.repository = repository
    await store?.saveIssue(
      StoredIssue(
        issue: stored, comments: [], validators: Validators(etag: answer.etag),
        storedAt: client.now()))
    return issue
  }

  public func comments(in repository: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> CommentPage
  {
    let token = currentToken
    return try await keptFirstPage(
      "comments", key: Self.commentsKey(number, repository), after: cursor,
      read: { store, key in await store.comments(forList: key) },
      save: { store, list, key in await store.saveComments(list, forList: key) },
      fetch: { (next, etag) async throws(GitHubServiceError) in
        try await client.comments(
          owner: repository.owner, name: repository.name, number: number, next: next,
          token: token, ifNoneMatch: etag)
      },
      map: { $0.map(Self.comment) })
  }

  public func keptIssue(in repository: RepositoryName, number: Int) async -> KeptIssue? {
    guard let store = accounts?.store(), let kept = await store.issue(number, in: repository)
    else { return nil }
    // The page's conversation is its timeline's first page (docs/decisions/0211).
    if let timeline = await store.timeline(forList: Self.timelineKey(number, repository)) {
      return KeptIssue(
        issue: kept.issue, timeline: Self.keptPage(timeline),
        asOf: min(kept.storedAt, timeline.storedAt))
    }
    // Kept before the page read its timeline: the comments alone, until the timeline answers.
    let comments = await store.comments(forList: Self.commentsKey(number, repository))
    return KeptIssue(
      issue: kept.issue, comments: comments.map(Self.keptPage),
      asOf: min(kept.storedAt, comments?.storedAt ?? kept.storedAt))
  }

  static func commentsKey(_ number: Int, _ repository: RepositoryName) -> String {
    "comments \(repository.owner)/\(repository.name)#\(number)"
  }

}
