/// Filing a new issue: the repository's templates to start from, and the one `POST`.
///
/// A protocol of its own, like `IssueWriting`, so readers and their fakes need not grow it.
/// Failures are `IssueRepositoryError`s, like every read and write.
public protocol IssueFiling: Sendable {
  /// The repository's issue templates, Markdown ones and issue forms, at most
  /// `IssueTemplateLimits.maximumTemplates`, sorted by file name. A repository without the
  /// directory has none: an empty list, not an error.
  func issueTemplates(in repository: RepositoryName) async throws(IssueRepositoryError)
    -> [IssueTemplate]

  /// Files `issue` in `repository`, once (never retried), and returns it as the server stored it.
  func createIssue(_ issue: NewIssue, in repository: RepositoryName)
    async throws(IssueRepositoryError) -> Issue
}
