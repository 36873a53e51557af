import FoundationEssentials
import Logging
import SystemSupport

/// Posts a comment, at most once.
///
/// The first attempt is one request, never retried here. When it fails in a way that may have
/// reached the server (`IssueUseCaseError.mayHaveBeenApplied`), `resend` first reads the issue's
/// recent comments and, if one by the same author with the same text was created since the
/// first attempt began (less `clockSkew`), reports it as `alreadyApplied` instead of posting a
/// second copy. Its failures are the caller's to log; it notes only a re-send it spared.
public struct AddComment: Sendable {
  /// How far the server's clock may be behind ours when comparing creation times.
  public static let clockSkew: TimeInterval = 300

  /// Where the comment goes.
  public let writer: any IssueWriting
  /// Notes a re-send that found its comment already stored.
  public let logger: Logger

  /// Creates the use case over `writer`.
  public init(writer: any IssueWriting, logger: Logger) {
    self.writer = writer
    self.logger = logger
  }

  /// The first attempt: one `POST`.
  public func callAsFunction(_ attempt: CommentAttempt) async throws(IssueUseCaseError) -> Comment {
    do throws(IssueRepositoryError) {
      return try await writer.addComment(attempt.body, to: attempt.number, in: attempt.repository)
    } catch {
      throw IssueUseCaseError(error)
    }
  }

  /// A later attempt, after the one before failed with `previous`. After a failure that may
  /// have been applied, or a rate limit, it looks before posting
  /// (`IssueUseCaseError.looksBeforeResending`); after a certain refusal it posts at once.
  public func resend(_ attempt: CommentAttempt, after previous: IssueUseCaseError)
    async throws(IssueUseCaseError) -> WriteOutcome<Comment>
  {
    if previous.looksBeforeResending {
      if let stored = try await find(attempt) {
        logger.debug(
          "AddComment: the earlier attempt was stored as comment \(stored.id); not sent again",
          metadata: metadata(attempt))
        return .alreadyApplied(stored)
      }
    }
    return .sent(try await self(attempt))
  }

  /// Only the look: whether the server stored the attempt's comment, sending nothing. What
  /// follows a failure that may have been applied, before anything is said about it.
  public func check(_ attempt: CommentAttempt) async throws(IssueUseCaseError)
    -> WriteCheck<Comment>
  {
    if let stored = try await find(attempt) { return .applied(stored) }
    return .notApplied(current: nil)
  }

  /// The attempt's comment if the server has it.
  func find(_ attempt: CommentAttempt) async throws(IssueUseCaseError) -> Comment? {
    let since = attempt.startedAt.addingTimeInterval(-Self.clockSkew)
    let recent: [Comment]
    do throws(IssueRepositoryError) {
      recent = try await WriteLook.read { () async throws(IssueRepositoryError) in
        try await writer.comments(in: attempt.repository, issue: attempt.number, since: since)
      }
    } catch {
      throw IssueUseCaseError(error)
    }
    let author: User
    if let known = attempt.author {
      author = known
    } else {
      do throws(IssueRepositoryError) {
        author = try await writer.writingAccount()
      } catch {
        throw IssueUseCaseError(error)
      }
    }
    let expected = Self.comparable(attempt.body)
    return recent.last { comment in
      comment.author.login.lowercased() == author.login.lowercased()
        && comment.createdAt >= since && Self.comparable(comment.body) == expected
    }
  }

  /// Text as both sides can compare it: sanitised as a repository sanitises what it reads,
  /// line breaks normalised and outer whitespace dropped (a server may trim or convert CRLF).
  static func comparable(_ text: String) -> String {
    UntrustedText.sanitized(text.replacingEvery("\r\n", with: "\n"), multiline: true)
      .trimmingWhitespace
  }

  private func metadata(_ attempt: CommentAttempt) -> Logger.Metadata {
    ["repository": "\(attempt.repository)", "number": "\(attempt.number)"]
  }
}
