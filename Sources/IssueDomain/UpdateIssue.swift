import Logging

/// Closes, reopens, relabels or reassigns an issue, at most once in effect.
///
/// A change is a `PATCH` of whole sets, so it is idempotent (see `IssueChange`); still, a
/// re-send after a failure that may have been applied first reads the issue and, when it
/// already shows the change, reports `alreadyApplied` without writing again. That keeps the
/// server's history (events, notifications) to one change even when the answer was lost.
public struct UpdateIssue: Sendable {
  /// Where the change goes.
  public let writer: any IssueWriting
  /// Where the issue is read back from before a re-send.
  public let reader: any IssueRepository
  /// Notes a re-send that found its change already made; failures are the caller's to log.
  public let logger: Logger

  /// Creates the use case.
  public init(writer: any IssueWriting, reader: any IssueRepository, logger: Logger) {
    self.writer = writer
    self.reader = reader
    self.logger = logger
  }

  /// The first attempt: one `PATCH`. An empty change is `invalidInput` and is not sent. An
  /// edit of the title or body that began from a text (`editedFrom`) reads the issue first and
  /// is a `conflict`, sending nothing, when the server's text is no longer that one (and not
  /// already the edit's).
  public func callAsFunction(
    _ change: IssueChange, to number: Int, in repository: RepositoryName
  ) async throws(IssueUseCaseError) -> Issue {
    guard !change.isEmpty else {
      throw .invalidInput([FieldRejection(field: "issue", reason: .missing)])
    }
    if let basis = change.editedFrom {
      let current = try await WriteLook.issue(number, in: repository, from: reader)
      if !basis.isHeld(by: current), !change.isApplied(to: current) {
        logger.debug(
          "UpdateIssue: the issue's text changed since the edit began; not sent",
          metadata: ["repository": "\(repository)", "number": "\(number)"])
        throw .conflict
      }
    }
    do throws(IssueRepositoryError) {
      return try await writer.updateIssue(number, in: repository, change: change)
    } catch {
      throw IssueUseCaseError(error)
    }
  }

  /// A later attempt after `previous`: reads the issue first when the earlier one may have
  /// been applied.
  public func resend(
    _ change: IssueChange, to number: Int, in repository: RepositoryName,
    after previous: IssueUseCaseError
  ) async throws(IssueUseCaseError) -> WriteOutcome<Issue> {
    if previous.looksBeforeResending {
      let current = try await WriteLook.issue(number, in: repository, from: reader)
      if change.isApplied(to: current) {
        logger.debug(
          "UpdateIssue: the earlier attempt was applied; not sent again",
          metadata: ["repository": "\(repository)", "number": "\(number)"])
        return .alreadyApplied(current)
      }
    }
    return .sent(try await self(change, to: number, in: repository))
  }

  /// Only the look: whether the issue shows the change, writing nothing. What follows a
  /// failure that may have been applied, before anything is said about it; either way the
  /// issue read is the server's value.
  public func check(
    _ change: IssueChange, to number: Int, in repository: RepositoryName
  ) async throws(IssueUseCaseError) -> WriteCheck<Issue> {
    let current = try await WriteLook.issue(number, in: repository, from: reader)
    return change.isApplied(to: current) ? .applied(current) : .notApplied(current: current)
  }
}
