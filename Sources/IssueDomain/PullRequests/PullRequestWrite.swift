/// One thing the user asked of a pull request: a review, a merge, or reviewers asked for.
public enum PullRequestWrite: Hashable, Sendable {
  /// `POST /pulls/{n}/reviews`: a review with `event` and `body` (blank only when approving).
  case review(ReviewEvent, body: String)
  /// `PUT /pulls/{n}/merge` by `method`, refused if the head is no longer `sha`.
  case merge(MergeMethod, sha: String)
  /// `POST /pulls/{n}/requested_reviewers`: these logins are asked to review.
  case requestReviewers([String])
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
