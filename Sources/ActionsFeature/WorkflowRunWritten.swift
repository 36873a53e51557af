import IssueDomain

/// News that GitHub accepted a write to a run: its page looks at it again, since its jobs
/// start, stop or wait no more.
public struct WorkflowRunWritten: Hashable, Sendable {
  public var repository: RepositoryName
  public var runID: Int64

  public init(repository: RepositoryName, runID: Int64) {
    self.repository = repository
    self.runID = runID
  }
}
