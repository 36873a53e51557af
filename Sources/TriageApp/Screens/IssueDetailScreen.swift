/// The detail screen's state: the issue it shows and how far its text is scrolled.
public struct IssueDetailScreen: Equatable, Sendable {
  public var issue: SampleIssue
  public private(set) var scrollOffset = 0

  public init(issue: SampleIssue) {
    self.issue = issue
  }

  /// Scrolls by `delta` lines, clamped so the last line can reach the bottom but no further.
  public mutating func scroll(by delta: Int, contentHeight: Int, viewportHeight: Int) {
    let limit = max(0, contentHeight - viewportHeight)
    scrollOffset = min(max(0, scrollOffset + delta), limit)
  }
}
