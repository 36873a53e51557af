/// The writes to GitHub Actions' runs. Each is sent once; no implementation retries one itself
/// (a second re-run is a second attempt on GitHub).
public protocol ActionsWriting: Sendable {
  /// Makes `write` on workflow run `run` of `repository`.
  func write(_ write: WorkflowRunWrite, run: Int64, in repository: RepositoryName)
    async throws(ActionsWriteError)
}
