import FoundationEssentials

/// A comment's draft as it is kept between runs: the text, and whether a send of that text may
/// already have reached the server.
///
/// A draft saved while its comment was on its way (the program quit mid-send, or the send
/// failed in a way that may have stored it) is not simply unsent: the server may hold the
/// comment. `sentSince` remembers that, so the next run looks for the stored comment
/// (`AddComment.resend`) before it posts the text again.
public struct CommentDraft: Hashable, Sendable {
  /// The text.
  public var text: String
  /// When the send whose outcome wasn't known began, on the caller's clock; `nil` for a text
  /// that was never sent, or whose send was certainly refused.
  public var sentSince: Date?

  /// Creates a draft.
  public init(text: String, sentSince: Date? = nil) {
    self.text = text
    self.sentSince = sentSince
  }
}
