import IssueDomain

/// News for the composer: what the look for a restored review comment's draft found, or
/// `nil` when GitHub couldn't be read.
public struct ReviewDraftLooked: Hashable, Sendable {
  public var look: ReviewCommentLook
  public var outcome: ReviewCommentLook.Outcome?

  public init(look: ReviewCommentLook, outcome: ReviewCommentLook.Outcome?) {
    self.look = look
    self.outcome = outcome
  }
}
