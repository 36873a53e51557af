import AppCore
import IssueDomain

/// What a pull request's page reads and writes: the pull request, its files, checks and diff,
/// and its merge, review and state changes.
public struct PullRequestEnvironment: FeatureEnvironment {
  public var pullRequests: any PullRequestReading & PullRequestWriting

  public init(pullRequests: any PullRequestReading & PullRequestWriting) {
    self.pullRequests = pullRequests
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(pullRequests: backend)
  }
}
