/// A pull request as it would be opened: `POST /repos/{o}/{r}/pulls`, then its reviewers and
/// labels, which that endpoint doesn't take.
public struct NewPullRequest: Sendable, Equatable {
  public var title: String
  public var body: String
  /// The branch it comes from: `branch` in the repository itself, `owner:branch` from a fork.
  public var head: String
  /// The branch it goes into.
  public var base: String
  public var isDraft: Bool
  public var reviewers: [String]
  public var labels: [String]

  public init(
    title: String, body: String, head: String, base: String, isDraft: Bool,
    reviewers: [String] = [], labels: [String] = []
  ) {
    self.title = title
    self.body = body
    self.head = head
    self.base = base
    self.isDraft = isDraft
    self.reviewers = reviewers
    self.labels = labels
  }
}
