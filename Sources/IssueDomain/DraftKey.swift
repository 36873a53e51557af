/// Which issue a comment draft belongs to: the host too, since the same `owner/name#number`
/// can exist on GitHub and on an Enterprise server.
public struct DraftKey: Hashable, Sendable {
  /// The API host, e.g. `github.com` or `ghe.example.com:8443`.
  public var host: String
  /// The issue's repository.
  public var repository: RepositoryName
  /// The issue's number.
  public var number: Int
  /// The comment being edited, for an edit's draft; `nil` for a new comment's.
  public var comment: Int?
  /// Whether it is the draft of the issue's own title and body, edited (`e`), rather than of
  /// a comment.
  public var isIssueText: Bool
  /// Where on the pull request's diff a review comment's draft is: its file, side and lines,
  /// or the thread it replies to; `nil` for every other draft.
  public var anchor: String?

  /// Creates a key.
  public init(
    host: String, repository: RepositoryName, number: Int, comment: Int? = nil,
    isIssueText: Bool = false, anchor: String? = nil
  ) {
    self.anchor = anchor
    self.host = host
    self.repository = repository
    self.number = number
    self.comment = comment
    self.isIssueText = isIssueText
  }
}
