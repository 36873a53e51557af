import AppCore

/// What keys do on the pull request page.
public enum PullRequestAction: String, BindableAction, CaseIterable {
  case conversation
  case files
  case checks
  case nextPart = "next-part"
  case previousPart = "previous-part"
  case scrollUp = "scroll-up"
  case scrollDown = "scroll-down"
  case pageUp = "page-up"
  case pageDown = "page-down"
  case top
  case bottom
  case nextHunk = "next-hunk"
  case previousHunk = "previous-hunk"
  case nextFile = "next-file"
  case previousFile = "previous-file"
  case fileList = "file-list"
  case jumpToFile = "jump-to-file"
  case closeFileList = "close-file-list"
  case toggleWrap = "toggle-wrap"
  case scrollLeft = "scroll-left"
  case scrollRight = "scroll-right"
  case pipeDiff = "diff-to-pager"
  case refresh
  case openInBrowser = "open-in-browser"
  case copyURL = "copy-url"
  case review
  case merge
  case requestReviewers = "request-reviewers"
  case toggleTimeline = "toggle-timeline"
  /// The Conversation's comment focus, as on the issue page (Tab switches parts here).
  case nextComment = "next-comment"
  case previousComment = "previous-comment"
  case unfocusComment = "unfocus-comment"
  case checkOut = "check-out"
  /// The selected check: an Actions job's run, or another app's page on the web.
  case openCheck = "open-check"
  /// `.`: the steps of its life (ready or draft, update branch, auto-merge on or off).
  case life
  /// `}` `{`: the next or previous review thread in the diff, selected.
  case nextThread = "next-thread"
  case previousThread = "previous-thread"
  /// Enter on the selected thread: open or fold it.
  case toggleThread = "toggle-thread"
  /// Space: start a range of lines at the cursor, or let it go; Esc lets it go.
  case toggleRange = "toggle-range"
  case clearRange = "clear-range"
  /// `c` in the diff: comment on the cursor's line or the range, or reply to the thread.
  case commentOnLines = "comment-on-lines"
  /// `S`: suggest a change to the line or the range.
  case suggestChange = "suggest-change"
  /// `x` `X` on a thread.
  case resolveThread = "resolve-thread"
  case unresolveThread = "unresolve-thread"
  /// `e` `D` on a thread: the account's comment in it edited, or deleted.
  case editReviewComment = "edit-review-comment"
  case deleteReviewComment = "delete-review-comment"
  /// `z`: the file viewed, or not viewed.
  case toggleViewed = "toggle-viewed"

  public static let context = KeyContext.pullRequest
  public static var all: [PullRequestAction] { allCases }
  public var name: String { rawValue }
}

extension KeyContext {
  /// The pull request page.
  public static let pullRequest = KeyContext(rawValue: "pull-request")
}
