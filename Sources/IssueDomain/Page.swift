import ScreenState

/// Items loaded so far plus the cursor of the page that follows them (`nil` at the end).
///
/// Every list of the domain pages the same way, so one alias over ScreenState's collection
/// keeps the cursor type in a single place.
public typealias Page<Item: Identifiable> = PagedCollection<Item, PageCursor>

/// A page of a repository's issues (pull requests included unless a use case removed them).
public typealias IssuePage = Page<Issue>

/// A page of the signed-in account's repositories.
public typealias RepositoryPage = Page<Repository>

/// A page of one issue's comments, oldest first.
public typealias CommentPage = Page<Comment>

/// A page of one issue's conversation (comments and the events between them), oldest first.
public typealias TimelinePage = Page<TimelineEntry>

extension PagedCollection where Item == TimelineEntry, Cursor == PageCursor {
  /// The comments of `page`, as a conversation without events.
  public init(comments page: CommentPage) {
    self.init(
      items: page.items.map(TimelineEntry.comment), nextCursor: page.nextCursor,
      totalCount: page.totalCount, isIncomplete: page.isIncomplete)
  }

  /// The comments among the entries, in order.
  public var comments: [Comment] { items.compactMap(\.comment) }
}
