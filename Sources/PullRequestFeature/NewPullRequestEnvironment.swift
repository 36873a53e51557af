import AppCore
import IssueDomain

/// What opening a pull request needs of the backend: the repository's default branch, whether
/// the head branch is on the server, and the opening.
public struct NewPullRequestEnvironment: FeatureEnvironment {
  public var opening: any PullRequestOpening

  public init(opening: any PullRequestOpening) {
    self.opening = opening
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(opening: backend)
  }
}
