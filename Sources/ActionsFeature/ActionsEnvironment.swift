import AppCore
import IssueDomain

/// What the Actions screens read: workflow runs with their jobs, and jobs' logs.
public struct ActionsEnvironment: FeatureEnvironment {
  public var actions: any ActionsReading

  public init(actions: any ActionsReading) {
    self.actions = actions
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(actions: backend)
  }
}
