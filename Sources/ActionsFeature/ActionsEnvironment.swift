import AppCore
import IssueDomain

/// What the Actions screens read and write: workflow runs with their jobs, jobs' logs, and
/// re-runs, cancels and approvals.
public struct ActionsEnvironment: FeatureEnvironment {
  public var actions: any ActionsReading
  public var writes: any ActionsWriting

  public init(actions: any ActionsReading, writes: any ActionsWriting) {
    self.actions = actions
    self.writes = writes
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(actions: backend, writes: backend)
  }
}
