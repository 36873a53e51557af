/// Where issues come from: the demo data or GitHub.
///
/// Use cases depend on this protocol only, so the domain never sees HTTP, and every
/// implementation reports failures in the same typed error, already stripped of transport
/// details the domain has no use for. Cursors are the implementation's own: callers pass back
/// the `nextCursor` of the page before, or `nil` for the first page.
public protocol IssueRepository: Sendable {
  /// Checks `token` and returns the account it belongs to. A rejected token is `unauthorized`.
  func signIn(token: String) async throws(IssueRepositoryError) -> User

  /// The signed-in account's repositories, most recently updated first; the page that follows
  /// `cursor`.
  func repositories(after cursor: PageCursor?) async throws(IssueRepositoryError)
    -> RepositoryPage

  /// One repository by name; `notFound` when it does not exist or is invisible to the account.
  func repository(named name: RepositoryName) async throws(IssueRepositoryError) -> Repository

  /// The page of `repository`'s issues in `state` that follows `cursor`, newest first. Pull
  /// requests are included, as GitHub's endpoint returns them; use cases filter them.
  func issues(in repository: RepositoryName, state: IssueStateFilter, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> IssuePage

  /// One issue (or pull request) of `repository` by number.
  func issue(in repository: RepositoryName, number: Int) async throws(IssueRepositoryError)
    -> Issue

  /// The page of an issue's comments that follows `cursor`, oldest first.
  func comments(in repository: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> CommentPage

  /// The page of an issue's conversation that follows `cursor`, oldest first: its comments and
  /// the events between them.
  func timeline(in repository: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> TimelinePage

  /// The issue `number` of `repository` with its first comments as last kept, with no request;
  /// `nil` when nothing is kept.
  func keptIssue(in repository: RepositoryName, number: Int) async -> KeptIssue?

  /// Forgets the session: the next start asks for a token again. Never fails the user: a token
  /// that can't be deleted is logged by the implementation. `.signedOut` also deletes what was
  /// kept for the account; `.expired` keeps it, for the same account signing in again.
  func signOut(_ end: SessionEnd) async
}

extension IssueRepository {
  /// A backend without a timeline: its comments, with no events between them.
  public func timeline(in repository: RepositoryName, issue number: Int, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> TimelinePage
  {
    TimelinePage(comments: try await comments(in: repository, issue: number, after: cursor))
  }

  /// A backend with no store keeps nothing.
  public func keptIssue(in repository: RepositoryName, number: Int) async -> KeptIssue? { nil }
}
