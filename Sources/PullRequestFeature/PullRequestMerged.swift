import IssueDomain

/// News for every screen: the server merged the pull request, so its conversation's issue is
/// merged (and closed) too.
public struct PullRequestMerged: Equatable, Sendable {
  public var reference: IssueReference

  public init(_ reference: IssueReference) {
    self.reference = reference
  }
}
