import ErrorHandling
import Foundation
import IssueDomain
import ScreenState
import TerminalUI
import Testing

@testable import AppCore
@testable import IssueFeature

/// The issue screen's comments page as the reader scrolls; a next link back to a page already
/// fetched in this load ends paging with the loop's footer message instead of going round.
@Suite struct IssueCommentLoopTests {
  static func comments(_ ids: ClosedRange<Int>, next: String?) -> TimelinePage {
    TimelinePage(
      items: ids.map {
        .comment(
          Comment(id: $0, author: User(login: "octocat"), body: "c\($0)", createdAt: .distantPast))
      },
      nextCursor: next.map(PageCursor.init))
  }

  static let fetch: IssueScreen.Fetch = { () async throws(AppError) -> IssueDomain.Issue in
    throw .cancelled
  }
  static let fetchComments: IssueScreen.FetchComments = {
    _ async throws(AppError) -> TimelinePage in
    throw .cancelled
  }

  static func loaded() -> IssueScreen {
    var screen = IssueScreen(
      repository: RepositoryName(owner: "octo", name: "app"), number: 1, id: ScreenID(1))
    _ = screen.load(fetch, comments: fetchComments)
    _ = screen.handle(
      .commentsLoaded(generation: screen.generation, .success(comments(1...2, next: "p2"))))
    return screen
  }

  @Test func aCommentPageThatLinksBackEndsPagingWithTheLoopMessage() {
    var screen = Self.loaded()
    #expect(!screen.loadMoreComments(Self.fetchComments).isNone)
    _ = screen.handle(
      .moreCommentsLoaded(generation: screen.generation, .success(Self.comments(3...4, next: "p2")))
    )
    #expect(screen.comments == .pagingFailure(Self.comments(1...4, next: nil), .repeatedPage))
    #expect(screen.loadMoreComments(Self.fetchComments).isNone, "no request goes round again")
  }

  @Test func aNewCursorKeepsPaging() {
    var screen = Self.loaded()
    _ = screen.loadMoreComments(Self.fetchComments)
    _ = screen.handle(
      .moreCommentsLoaded(generation: screen.generation, .success(Self.comments(3...4, next: "p3")))
    )
    #expect(screen.comments == .success(Self.comments(1...4, next: "p3")))
    #expect(!screen.loadMoreComments(Self.fetchComments).isNone)
  }
}
