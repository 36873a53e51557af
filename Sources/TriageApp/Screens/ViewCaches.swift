import IssueDomain
import TerminalUI

/// The program's memo caches for drawing: list rows already laid out (`RowCache`), so
/// scrolling a list lays out only the row that comes into view, and issues already laid out,
/// so a scroll step never lays out a whole issue again. Shared by copies of the program, which
/// all draw with one theme.
struct ViewCaches: Sendable {
  let issues = RowCache<ListRowKey<IssueRow, IssueRowLayout.Columns>>()
  let repositories = RowCache<ListRowKey<Repository, RepositoryRowLayout.Columns>>()
  let issueLayouts = IssueLayoutCache()
  /// Diff files laid out per width, for the pull request page.
  let diffLayouts = DiffLayoutCache()
  /// Label chips' styles by hex colour: a list has few distinct colours.
  let labelColors = LabelColorCache(capacity: 64)
  /// The footer row: it changes with the keys that apply and the status, not every frame.
  let footer = MemoCache<FooterRowKey, Canvas>(capacity: 8)
  /// The issue list's query row: it changes with the query, the count and the width.
  let queryBar = MemoCache<QueryBarKey, Canvas>(capacity: 8)
}
