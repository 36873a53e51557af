import AppCore
import ListSupport
import TerminalUI

extension ViewCaches {
  /// List rows already laid out, so scrolling lays out only the row that comes into view.
  public var issues: RowCache<ListRowKey<IssueRow, IssueRowLayout.Columns>> {
    shared { RowCache() }
  }
  /// Label chips' styles by hex colour: a list has few distinct colours.
  public var labelColors: LabelColorCache { shared { LabelColorCache(capacity: 64) } }
  /// The issue list's query row: it changes with the query, the count and the width.
  public var queryBar: MemoCache<QueryBarKey, Canvas> { shared { MemoCache(capacity: 8) } }
}
