import Foundation
import IssueDomain
import TerminalUI

/// The program's memo caches for drawing: list rows already laid out (`RowCache`), so
/// scrolling a list lays out only the row that comes into view, and issues already laid out,
/// so a scroll step never lays out a whole issue again. Shared by copies of the program, which
/// all draw with one theme.
struct ViewCaches: Sendable {
  let issues = RowCache<ListRowKey<Issue, IssueRowLayout.Columns>>()
  let repositories = RowCache<ListRowKey<Repository, RepositoryRowLayout.Columns>>()
  let issueLayouts = IssueLayoutCache()
  /// Label chips' styles by hex colour: a list has few distinct colours.
  let labelColors = LabelColorCache(capacity: 64)
  /// The issue lists' columns for the rows on screen, so a frame that only moves the selection
  /// measures no row (a few lists are on screen or a tab away at once).
  let issueColumns = MemoCache<IssueColumnsKey, IssueRowLayout.Columns>(capacity: 8)

  /// The columns for `items[visible]` at `now`, measured once per change of rows or time.
  func issueColumns(
    _ items: [Issue], visible: Range<Int>, now: Date, words: ChromeWords, namesRepository: Bool
  ) -> IssueRowLayout.Columns {
    let key = IssueColumnsKey(
      items: items, visible: visible, now: now, namesRepository: namesRepository)
    return issueColumns.value(for: key) { key in
      IssueRowLayout.Columns(
        fitting: key.items[key.visible], now: key.now, words: words,
        namesRepository: key.namesRepository)
    }
  }
}

/// What an issue list's columns depend on. It hashes the visible range and the count only;
/// equality compares the rows, which is a pointer check while the page is unchanged.
struct IssueColumnsKey: Hashable, Sendable {
  var items: [Issue]
  var visible: Range<Int>
  var now: Date
  var namesRepository: Bool

  func hash(into hasher: inout Hasher) {
    hasher.combine(items.count)
    hasher.combine(visible)
    hasher.combine(now)
    hasher.combine(namesRepository)
  }
}
