import AppCore
import IssueDomain

/// What a pull request's review writes: comments on lines, replies, resolutions, the pending
/// review and viewed files, and the state they name.
public struct ReviewEnvironment: FeatureEnvironment {
  public var reviews: any ReviewWriting

  public init(reviews: any ReviewWriting) {
    self.reviews = reviews
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(reviews: backend)
  }
}
