import IssueDomain
import TerminalUI

/// The program's memo of drawn list rows (`RowCache`): scrolling a list lays out only the row
/// that comes into view. Shared by copies of the program, which all draw with one theme.
struct ListRowCaches: Sendable {
  let issues = RowCache<ListRowKey<Issue, IssueRowLayout.Columns>>()
  let repositories = RowCache<ListRowKey<Repository, RepositoryRowLayout.Columns>>()
}
