import AppCore
import IssueDomain

/// What filing an issue needs: the repository's templates, and the issue's creation.
public struct FilingEnvironment: FeatureEnvironment {
  public var filing: any IssueFiling

  public init(filing: any IssueFiling) {
    self.filing = filing
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(filing: backend)
  }
}
