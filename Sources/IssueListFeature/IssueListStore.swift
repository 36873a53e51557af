import AppCore
import ErrorHandling
import IssueDomain
import TerminalUI

/// The paging list behind a repository's Issues screen.
public typealias IssueListStore = PagingListStore<Issue, PageCursor, AppError>
