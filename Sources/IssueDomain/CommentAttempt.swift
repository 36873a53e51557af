import FoundationEssentials

/// One comment the user asked to post: what, where, by whom and when it was first tried, kept
/// by the caller until it is known to be stored, so a re-send can tell whether the first try
/// already got through.
public struct CommentAttempt: Hashable, Sendable {
  /// The repository of the issue.
  public let repository: RepositoryName
  /// The issue's number.
  public let number: Int
  /// The text, already validated by `CommentText`.
  public let body: String
  /// The signed-in account, whose comment a re-send looks for; `nil` when the caller doesn't
  /// know it, and the re-send asks the writer (`IssueWriting.writingAccount`).
  public let author: User?
  /// When the first attempt started, on the caller's clock.
  public let startedAt: Date

  /// Validates `body` (blank or too long is `invalidInput`, and nothing is sent) and records
  /// the attempt.
  public init(
    body: String, to number: Int, in repository: RepositoryName, author: User?, startedAt: Date
  ) throws(IssueUseCaseError) {
    self.body = try CommentText.validated(body)
    self.repository = repository
    self.number = number
    self.author = author
    self.startedAt = startedAt
  }
}
