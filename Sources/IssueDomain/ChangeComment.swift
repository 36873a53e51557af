import Logging

/// Edits or deletes a comment, or toggles the account's reaction to it, at most once in effect.
///
/// An edit that began from a version (`CommentChange.edit`'s `editedFrom`) reads the comment
/// first: when someone changed it since and it isn't already the user's text, it throws
/// `conflict` and sends nothing, as `UpdateIssue` does for an issue's text. A re-send after a
/// failure that may have been made looks first and sends nothing when the change is there.
public struct ChangeComment: Sendable {
  public let writer: any CommentWriting
  /// The account writes are made as, for which reactions are its own.
  public let accounts: any IssueWriting
  public let logger: Logger

  public init(writer: any CommentWriting, accounts: any IssueWriting, logger: Logger) {
    self.writer = writer
    self.accounts = accounts
    self.logger = logger
  }

  /// The account's reactions to comment `id`, by reaction, with their ids.
  public func mine(onComment id: Int, in repository: RepositoryName)
    async throws(IssueUseCaseError) -> [Reaction: Int]
  {
    do throws(IssueRepositoryError) {
      let account = try await accounts.writingAccount()
      return try await writer.reactions(toComment: id, in: repository, by: account.login)
    } catch {
      throw IssueUseCaseError(error)
    }
  }

  /// The first attempt: the comment as the server holds it after (`nil` once deleted, or when a
  /// reaction's read back failed: the write was still made).
  public func callAsFunction(_ change: CommentChange, in repository: RepositoryName)
    async throws(IssueUseCaseError) -> Comment?
  {
    let id = change.commentID
    if case .edit(_, let body, let basis?) = change {
      let current = try await look(id, in: repository)
      if let current, !basis.isHeld(by: current), !IssueText.same(current.body, body) {
        logger.debug(
          "ChangeComment: the comment changed since the edit began; not sent",
          metadata: ["repository": "\(repository)", "comment": "\(id)"])
        throw .conflict
      }
    }
    do throws(IssueRepositoryError) {
      switch change {
      case .edit(_, let body, _):
        return try await writer.editComment(id, in: repository, body: body)
      case .delete:
        try await writer.deleteComment(id, in: repository)
        return nil
      case .reaction(_, let toggle):
        if let reactionID = toggle.removing {
          try await writer.deleteReaction(reactionID, fromComment: id, in: repository)
        } else {
          try await writer.addReaction(toggle.reaction, toComment: id, in: repository)
        }
      }
    } catch {
      throw IssueUseCaseError(error)
    }
    do throws(IssueRepositoryError) {
      return try await writer.comment(id, in: repository)
    } catch {
      logger.debug(
        "ChangeComment: the reaction was made, but the comment couldn't be read back: \(error)",
        metadata: ["repository": "\(repository)", "comment": "\(id)"])
      return nil
    }
  }

  /// A later attempt after `previous`: looks first when the earlier one may have been made.
  public func resend(
    _ change: CommentChange, in repository: RepositoryName, after previous: IssueUseCaseError
  ) async throws(IssueUseCaseError) -> WriteOutcome<Comment?> {
    if previous.looksBeforeResending,
      case .applied(let comment) = try await check(change, in: repository)
    {
      logger.debug(
        "ChangeComment: the earlier attempt was made; not sent again",
        metadata: ["repository": "\(repository)", "comment": "\(change.commentID)"])
      return .alreadyApplied(comment)
    }
    return .sent(try await self(change, in: repository))
  }

  /// Only the look: whether the server shows the change made, writing nothing; either way with
  /// the comment as it holds it (`nil`: gone).
  public func check(_ change: CommentChange, in repository: RepositoryName)
    async throws(IssueUseCaseError) -> WriteCheck<Comment?>
  {
    let current = try await look(change.commentID, in: repository)
    let made: Bool
    if case .reaction(let id, let toggle) = change {
      made = toggle.isApplied(toMine: try await mine(onComment: id, in: repository))
    } else {
      made = change.isApplied(to: current)
    }
    return made ? .applied(current) : .notApplied(current: current)
  }

  /// The comment as the server holds it, `nil` when it is gone (404 or 410); a failure that may
  /// pass is asked again, as every look is.
  private func look(_ id: Int, in repository: RepositoryName)
    async throws(IssueUseCaseError) -> Comment?
  {
    do throws(IssueRepositoryError) {
      return try await WriteLook.read { () async throws(IssueRepositoryError) in
        try await writer.comment(id, in: repository)
      }
    } catch .notFound, .gone {
      return nil
    } catch {
      throw IssueUseCaseError(error)
    }
  }
}
