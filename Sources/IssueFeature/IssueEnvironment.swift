import AppCore
import IssueDomain

/// What the issue page reads: an issue, its conversation, and what an earlier run kept of it.
public struct IssueEnvironment: FeatureEnvironment {
  public var issues: any IssueRepository

  public init(issues: any IssueRepository) {
    self.issues = issues
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(issues: backend)
  }
}
