import AppCore
import IssueDomain

/// What one row of an issue list draws: the issue, and for a pull request the facts asked for
/// it (`PullRequestRowFacts`). The `RowCache` keys rows on it, so a row is drawn again when
/// its answer arrives.
public struct IssueRow: Identifiable, Hashable, Sendable {
  public var issue: Issue
  public var summary: PullRequestSummary?

  public var id: IssueReference { issue.id }
}
