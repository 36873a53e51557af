import AppCore
import IssueDomain

/// What the composer asks of the review's writes when it restores a review comment's draft
/// that may have been sent: look for it on GitHub before it can be sent again. The draft at
/// `draft` goes if it was sent, and is kept as unsent if it wasn't.
public struct ReviewDraftLook: Hashable, Sendable {
  public var look: ReviewCommentLook
  public var draft: DraftKey

  public init(look: ReviewCommentLook, draft: DraftKey) {
    self.look = look
    self.draft = draft
  }
}
