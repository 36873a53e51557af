import ComposerFeature
import IssueDomain

/// What the review writes' effects send back: the attempt `serial` at a write on `reference`
/// ended, or the look for a restored draft did (`nil`: GitHub couldn't be read).
public enum ReviewWriteEvent: Sendable {
  case written(IssueReference, serial: Int, Result<ReviewWritten, ReviewWriteFailure>)
  case draftLooked(ReviewDraftLook, ReviewCommentLook.Outcome?)
}
