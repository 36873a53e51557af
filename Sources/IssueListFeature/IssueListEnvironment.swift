import AppCore
import IssueDomain

/// What the lists read: searches (through the use case that bounds them) and the pull requests'
/// facts their rows show.
public struct IssueListEnvironment: FeatureEnvironment {
  public var searchIssues: SearchIssues
  public var pullRequests: any PullRequestReading

  public init(searchIssues: SearchIssues, pullRequests: any PullRequestReading) {
    self.searchIssues = searchIssues
    self.pullRequests = pullRequests
  }

  public init(backend: any IssueBackend, logger: UseCaseLogger) {
    self.init(searchIssues: SearchIssues(searching: backend), pullRequests: backend)
  }
}
