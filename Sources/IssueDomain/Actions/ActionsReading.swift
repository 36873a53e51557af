/// Where GitHub Actions' runs, jobs and logs come from: the demo's or GitHub's Actions
/// endpoints.
public protocol ActionsReading: Sendable {
  /// Workflow run `id` of `repository`, with its jobs and their steps.
  func workflowRun(in repository: RepositoryName, id: Int64)
    async throws(IssueRepositoryError) -> WorkflowRun

  /// Job `id`'s log, fetched again and kept in an owner-only file that replaces the one
  /// kept before for the job.
  func jobLog(in repository: RepositoryName, job id: Int64)
    async throws(IssueRepositoryError) -> JobLog
}
