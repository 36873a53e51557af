import FoundationEssentials

/// The writes: commenting, changing an issue, and the lists its pickers choose from.
///
/// A protocol of its own beside `IssueRepository`, so reading code and fakes need not grow
/// write methods, and so a read-only backend is simply one that does not conform. Every
/// implementation reports failures as `IssueRepositoryError`, like the reads. A write is sent
/// once: implementations never retry one themselves (see `AddComment` and `UpdateIssue` for the
/// check that comes before a re-send).
public protocol IssueWriting: Sendable {
  /// Posts `body` as a new comment on issue `number` and returns it as the server stored it.
  func addComment(_ body: String, to number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment

  /// Applies `change` to issue `number` and returns the issue as it is afterwards.
  func updateIssue(_ number: Int, in repository: RepositoryName, change: IssueChange)
    async throws(IssueRepositoryError) -> Issue

  /// The page of `repository`'s labels that follows `cursor` (`nil` for the first).
  func labels(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Label>

  /// The page of the accounts issues of `repository` can be assigned to, after `cursor`.
  func assignees(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<User>

  /// The page of `repository`'s open milestones after `cursor`, for the milestone picker.
  func milestones(in repository: RepositoryName, after cursor: PageCursor?)
    async throws(IssueRepositoryError) -> Page<Milestone>

  /// The reactions `login` left on issue `number`'s body, by reaction, with their ids: what
  /// the reaction picker marks as the account's, and what a re-send looks at. At most
  /// `IssueWritingLimits.reactionPagesLimit` pages are read.
  func reactions(toIssue number: Int, in repository: RepositoryName, by login: String)
    async throws(IssueRepositoryError) -> [Reaction: Int]

  /// Adds the account's `reaction` to issue `number`'s body (nothing changes when it has it).
  func addReaction(_ reaction: Reaction, toIssue number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)

  /// Takes away the reaction `id` from issue `number`'s body.
  func deleteReaction(_ id: Int, fromIssue number: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)

  /// The account writes are made as: whose comment a re-send looks for when the attempt didn't
  /// know it (the app learns the account only when it needs it, after a failure).
  func writingAccount() async throws(IssueRepositoryError) -> User

  /// The comments of issue `number` created or edited at or after `since`, oldest first, at
  /// most `IssueWritingLimits.recentCommentsLimit` of them: what a re-send looks through to
  /// learn whether an attempt that timed out was in fact stored.
  func comments(in repository: RepositoryName, issue number: Int, since: Date)
    async throws(IssueRepositoryError) -> [Comment]
}

/// Bounds shared by every `IssueWriting` implementation.
public enum IssueWritingLimits {
  /// The most recent comments a re-send check reads; a hostile server can't make it page on.
  public static let recentCommentsLimit = 300
  /// The most pages of an issue's reactions read to find the account's: 1,000 reactions at
  /// 100 a page. Past that the account's may go unseen, and adding it again is harmless.
  public static let reactionPagesLimit = 10
}
