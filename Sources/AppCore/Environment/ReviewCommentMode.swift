/// Where a new review comment goes by default (`review.comments` in config): into the
/// account's pending review (starting one), or seen at once. Unset, it follows whether a review
/// is pending. Ctrl-T in the composer switches either way.
public enum ReviewCommentMode: String, Hashable, Sendable, CaseIterable {
  case pending
  case single
}
