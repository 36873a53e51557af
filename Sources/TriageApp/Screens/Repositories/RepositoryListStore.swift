import AppCore
import ErrorHandling
import IssueDomain
import TerminalUI

/// The Repositories screen: the paging list over the signed-in user's repositories.
public typealias RepositoryListStore = PagingListStore<Repository, PageCursor, AppError>
