import Logging

/// Adds or takes away the account's reaction to an issue's body, at most once in effect, and
/// learns which reactions are the account's.
///
/// After the write the issue is read back, so the counts shown are the server's; when that read
/// fails the write still succeeded, and the answer is `nil` (the page keeps its own counts
/// until it is refreshed). A re-send after a failure that may have been applied first looks at
/// the account's reactions and sends nothing when the toggle is already made.
public struct ReactToIssue: Sendable {
  public let writer: any IssueWriting
  public let reader: any IssueRepository
  public let logger: Logger

  public init(writer: any IssueWriting, reader: any IssueRepository, logger: Logger) {
    self.writer = writer
    self.reader = reader
    self.logger = logger
  }

  /// The account's reactions to issue `number`'s body, by reaction, with their ids.
  public func mine(on number: Int, in repository: RepositoryName)
    async throws(IssueUseCaseError) -> [Reaction: Int]
  {
    do throws(IssueRepositoryError) {
      let account = try await writer.writingAccount()
      return try await writer.reactions(toIssue: number, in: repository, by: account.login)
    } catch {
      throw IssueUseCaseError(error)
    }
  }

  /// The first attempt: one `POST` or one `DELETE`, then the issue read back.
  public func callAsFunction(
    _ toggle: ReactionToggle, to number: Int, in repository: RepositoryName
  ) async throws(IssueUseCaseError) -> Issue? {
    do throws(IssueRepositoryError) {
      if let id = toggle.removing {
        try await writer.deleteReaction(id, fromIssue: number, in: repository)
      } else {
        try await writer.addReaction(toggle.reaction, toIssue: number, in: repository)
      }
    } catch {
      throw IssueUseCaseError(error)
    }
    do throws(IssueRepositoryError) {
      return try await reader.issue(in: repository, number: number)
    } catch {
      logger.debug(
        "ReactToIssue: made, but the issue couldn't be read back: \(error)",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      return nil
    }
  }

  /// A later attempt after `previous`: looks first when the earlier one may have been made.
  public func resend(
    _ toggle: ReactionToggle, to number: Int, in repository: RepositoryName,
    after previous: IssueUseCaseError
  ) async throws(IssueUseCaseError) -> WriteOutcome<Issue?> {
    if previous.looksBeforeResending,
      case .applied(let issue) = try await check(toggle, to: number, in: repository)
    {
      logger.debug(
        "ReactToIssue: the earlier attempt was made; not sent again",
        metadata: ["repository": "\(repository)", "number": "\(number)"])
      return .alreadyApplied(issue)
    }
    return .sent(try await self(toggle, to: number, in: repository))
  }

  /// Only the look: whether the account's reactions show the toggle made, writing nothing;
  /// either way with the issue as the server holds it.
  public func check(
    _ toggle: ReactionToggle, to number: Int, in repository: RepositoryName
  ) async throws(IssueUseCaseError) -> WriteCheck<Issue> {
    let mine = try await mine(on: number, in: repository)
    let current = try await WriteLook.issue(number, in: repository, from: reader)
    return toggle.isApplied(toMine: mine) ? .applied(current) : .notApplied(current: current)
  }
}
