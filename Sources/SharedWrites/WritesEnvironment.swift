import AppCore
import IssueDomain

/// What the shared writes make their requests with: the use cases that send an issue's change,
/// a comment, a reaction and a comment's change exactly once, and the reads the pickers and a
/// deletion's read-back need.
public struct WritesEnvironment: FeatureEnvironment {
  public var updateIssue: UpdateIssue
  public var addComment: AddComment
  public var reactToIssue: ReactToIssue
  /// A comment's edit, deletion and reactions.
  public var changeComment: ChangeComment
  /// The pickers' labels, assignees and milestones, the writing account, and an issue read back.
  public var issues: any IssueRepository & IssueWriting

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    updateIssue = UpdateIssue(writer: backend, reader: backend, logger: logger)
    addComment = AddComment(writer: backend, logger: logger)
    reactToIssue = ReactToIssue(writer: backend, reader: backend, logger: logger)
    changeComment = ChangeComment(writer: backend, accounts: backend, logger: logger)
    issues = backend
  }
}
