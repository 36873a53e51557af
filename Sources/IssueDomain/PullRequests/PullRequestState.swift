/// Where a pull request stands, as a row's glyph and the page's header say it: GitHub's four
/// states, of which the API gives only `open`/`closed` plus the `draft` and `merged` flags.
public enum PullRequestState: String, Hashable, Sendable, CaseIterable {
  case open
  case draft
  case merged
  case closed

  /// The state from the API's flags: merged wins over closed (a merged pull request is
  /// closed too), and draft matters only while it is open.
  public init(isClosed: Bool, isMerged: Bool, isDraft: Bool) {
    if isMerged {
      self = .merged
    } else if isClosed {
      self = .closed
    } else {
      self = isDraft ? .draft : .open
    }
  }
}
