/// One thing the user asked of a pull request: a review, a merge, reviewers asked for, or a
/// step of its life (ready or draft, its branch updated, auto-merge on or off).
public enum PullRequestWrite: Hashable, Sendable {
  /// `POST /pulls/{n}/reviews`: a review with `event` and `body` (blank only when approving).
  case review(ReviewEvent, body: String)
  /// `PUT /pulls/{n}/merge` by `method`, refused if the head is no longer `sha`.
  case merge(MergeMethod, sha: String)
  /// `POST /pulls/{n}/requested_reviewers`: these logins are asked to review.
  case requestReviewers([String])
  /// GraphQL `markPullRequestReadyForReview`: a draft becomes ready for review.
  case markReady
  /// GraphQL `convertPullRequestToDraft`.
  case convertToDraft
  /// `PUT /pulls/{n}/update-branch`: the base merged into the head, refused if the head is no
  /// longer `expectedHeadSHA`.
  case updateBranch(expectedHeadSHA: String)
  /// GraphQL `enablePullRequestAutoMerge`: merged by `method` once its requirements are met.
  case enableAutoMerge(MergeMethod)
  /// GraphQL `disablePullRequestAutoMerge`.
  case disableAutoMerge
}

extension PullRequestWrite {
  /// Whether it is a step of the pull request's life rather than a review, a merge or asked
  /// reviewers.
  public var isLifeStep: Bool {
    switch self {
    case .review, .merge, .requestReviewers: false
    case .updateBranch, .markReady, .convertToDraft, .enableAutoMerge, .disableAutoMerge: true
    }
  }
}

/// What a review says, as GitHub's `event` names it.
public enum ReviewEvent: String, Hashable, Sendable, CaseIterable {
  case approve = "APPROVE"
  case requestChanges = "REQUEST_CHANGES"
  case comment = "COMMENT"

  /// The standing a reviewer has after a review of this kind.
  public var standing: Reviewer.Standing {
    switch self {
    case .approve: .approved
    case .requestChanges: .changesRequested
    case .comment: .commented
    }
  }

  /// GitHub refuses a request for changes or a comment without a body; an approval may have none.
  public var needsBody: Bool { self != .approve }
}

/// How a pull request is merged, as GitHub's `merge_method` names it.
public enum MergeMethod: String, Hashable, Sendable, CaseIterable {
  case merge
  case squash
  case rebase
}
