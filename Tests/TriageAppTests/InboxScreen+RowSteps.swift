import IssueDomain

@testable import InboxFeature
@testable import IssueFeature
@testable import TerminalUI

extension InboxScreen {
  /// `rows` shown and the row at `index` selected by the reader (a move, or the narrowing
  /// changed): the header counts them, the selection stays on that thread when the inbox's
  /// changes move the rows, the footer says whether Enter opens it on the web, and the preview
  /// takes it as its subject (a thread with no issue page has none).
  mutating func showRows(_ rows: [InboxThread], selecting index: Int = 0) {
    let thread = rows.indices.contains(index) ? rows[index] : nil
    shownCount = rows.count
    viewport.selection = index
    selectedID = thread?.id
    selectionOpensOnTheWeb = thread.map(Self.opensOnTheWeb) ?? false
    preview.subject = Self.subject(of: thread)
  }
}
