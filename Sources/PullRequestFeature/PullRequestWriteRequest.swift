import AppCore
import IssueDomain

/// What a screen asks of the pull requests' writes.
public enum PullRequestWriteRequest: Equatable, Sendable {
  /// Make `write` on the pull request: sent once, rolled back if refused.
  case change(IssueReference, PullRequestWrite)
  /// `v`: the choice of approve, request changes or comment, then the composer; with the
  /// account's pending review, that review is submitted, and discarding it is offered too.
  case chooseReview(IssueReference, pending: PullRequestChoice.PendingReview? = nil)
  /// `m`: the repository's merge methods are fetched, one is chosen, then confirmed with the
  /// head commit the merge names.
  case chooseMerge(IssueReference, sha: String)
  /// `.`: the steps of the pull request's life its state allows (auto-merge where the
  /// repository allows it), each sent as chosen.
  case chooseLife(PullRequest, IssueReference)
  /// `V`: the picker of reviewers to ask, ticked with those already asked.
  case chooseReviewers(Issue, IssueReference, requested: [String])
}

extension ScreenRequest {
  /// A pull request write, for `PullRequestWrites`.
  public static func pullRequest(_ request: PullRequestWriteRequest) -> ScreenRequest {
    .ask(FeatureValue(request))
  }
}
