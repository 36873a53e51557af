import IssueDomain

@testable import IssueFeature
@testable import IssueListFeature
@testable import TerminalUI

extension IssueListScreen {
  /// The row at `index` selected, and the list scrolled to `scrollOffset` where given: what a
  /// move of the selection states. A move is the reader's doing, so the pages chained without
  /// one count from none again; the preview takes the new row as its subject whether or not
  /// it is shown (a row whose repository isn't known has none).
  mutating func selectRow(_ index: Int, scrolledTo scrollOffset: Int? = nil) {
    store.viewport.selection = index
    store.pagesWithoutReader = 0
    if let scrollOffset { store.viewport.scrollOffset = scrollOffset }
    preview.subject = focusedIssue.flatMap { issue in
      issue.repository.map { IssueReference(repository: $0, number: issue.number) }
    }
  }
}
