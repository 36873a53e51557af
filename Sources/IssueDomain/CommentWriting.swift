/// The writes to an issue's comments: a comment read, edited and deleted, and the account's
/// reactions to it. Beside `IssueWriting` so its fakes need not grow these; failures are
/// `IssueRepositoryError`, and nothing is retried here (see `ChangeComment`).
public protocol CommentWriting: Sendable {
  /// `GET …/issues/comments/{id}`: the comment as the server holds it now.
  func comment(_ id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Comment

  /// `PATCH …/issues/comments/{id}` with `body`: the comment as stored after it.
  func editComment(_ id: Int, in repository: RepositoryName, body: String)
    async throws(IssueRepositoryError) -> Comment

  /// `DELETE …/issues/comments/{id}`.
  func deleteComment(_ id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)

  /// The reactions `login` left on comment `id`, by reaction, with their ids; at most
  /// `IssueWritingLimits.reactionPagesLimit` pages are read.
  func reactions(toComment id: Int, in repository: RepositoryName, by login: String)
    async throws(IssueRepositoryError) -> [Reaction: Int]

  /// Adds the account's `reaction` to comment `id` (nothing changes when it has it).
  func addReaction(_ reaction: Reaction, toComment id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)

  /// Takes away the reaction `reactionID` from comment `id`.
  func deleteReaction(_ reactionID: Int, fromComment id: Int, in repository: RepositoryName)
    async throws(IssueRepositoryError)
}
