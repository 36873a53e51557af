import AppCore
import IssueDomain

/// What a pull request's review writes: comments on lines, replies, resolutions, the pending
/// review and viewed files, and the state they name; and where a comment that may have been
/// sent is looked for (its threads).
public struct ReviewEnvironment: FeatureEnvironment {
  public var reviews: any ReviewWriting
  public var threads: any PullRequestReading

  public init(reviews: any ReviewWriting, threads: any PullRequestReading) {
    self.reviews = reviews
    self.threads = threads
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(reviews: backend, threads: backend)
  }
}
