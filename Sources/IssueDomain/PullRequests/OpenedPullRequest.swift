/// What opening a pull request did: it exists as `number` from the `POST` on, so a refusal of
/// the reviewers or the labels after it is said, never an error that would invite sending it
/// again.
public struct OpenedPullRequest: Sendable, Equatable {
  public var number: Int
  /// Asked for and refused (or not answered): the pull request is open without them.
  public var reviewersRefused: Bool
  public var labelsRefused: Bool

  public init(number: Int, reviewersRefused: Bool = false, labelsRefused: Bool = false) {
    self.number = number
    self.reviewersRefused = reviewersRefused
    self.labelsRefused = labelsRefused
  }
}
