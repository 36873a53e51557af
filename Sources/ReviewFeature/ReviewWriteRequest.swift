import AppCore
import ComposerFeature
import IssueDomain

/// What a screen asks of the review's writes.
public enum ReviewWriteRequest: Equatable, Sendable {
  /// Make `write` on the pull request: shown at once, sent once, rolled back if refused.
  case change(IssueReference, ReviewWrite)
  /// A comment the composer was sent with: its draft is kept until GitHub has it.
  case composed(ComposedReviewComment)
  /// Discard the pending review `reviewID`, after asking.
  case discard(IssueReference, reviewID: String, comments: Int)
  /// Delete the account's review comment `commentID`, after asking.
  case delete(IssueReference, commentID: String)
  /// Look for a restored draft's text on GitHub before it can be sent again.
  case lookForDraft(ReviewDraftLook)
}

extension ScreenRequest {
  /// A review write, for `ReviewWrites`.
  public static func review(_ request: ReviewWriteRequest) -> ScreenRequest {
    .ask(FeatureValue(request))
  }
}
