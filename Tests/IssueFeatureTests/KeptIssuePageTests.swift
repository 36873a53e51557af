import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import TerminalUI
import TestSupport
import Testing

@testable import AppCore
@testable import IssueFeature

/// An issue's page opened on what an earlier run kept: drawn as during a refresh, with its age;
/// the server's answer replaces it in place; offline, no alert; and a comments request that
/// failed before the kept page was read still leaves the kept comments on screen.
@Suite struct KeptIssuePageTests {
  static let keptAt = referenceDate
  static let issue = Issue(
    number: 7, title: "Seven", state: .open, author: User(login: "octocat"), labels: [],
    commentCount: 2, createdAt: .distantPast, body: "body", url: "https://github.com/o/a/7")
  /// Two comments and the event between them: the kept page is the timeline's.
  static let kept: KeptIssue = {
    var items = IssueCommentLoopTests.comments(1...2, next: nil).items
    items.insert(
      .event(
        TimelineEvent(
          id: "9", actor: User(login: "hubot"), kind: .labeled("bug"), createdAt: .distantPast)),
      at: 1)
    return KeptIssue(issue: issue, timeline: TimelinePage(items: items), asOf: keptAt)
  }()

  static func opened() -> IssueScreen {
    var screen = IssueScreen(
      repository: RepositoryName(owner: "octo", name: "app"), number: 7, id: ScreenID(1))
    let effect = screen.load(
      IssueCommentLoopTests.fetch, comments: IssueCommentLoopTests.fetchComments,
      kept: { Self.kept })
    #expect(!effect.isNone)
    return screen
  }

  @Test func theKeptPageIsShownAsDuringARefreshWithItsAge() {
    var screen = Self.opened()
    _ = screen.handle(.restored(generation: screen.generation, Self.kept))
    #expect(screen.state == .reLoading(Self.issue))
    #expect(screen.comments == .reLoading(Self.kept.timeline ?? TimelinePage()))
    #expect(screen.keptAt == Self.keptAt)
    #expect(
      screen.badges(ChromeWords(.english), now: Self.keptAt.addingTimeInterval(720)) == [
        "as of 12m ago"
      ])
  }

  @Test func commentsKeptWithoutTheirTimelineAreShownAsOne() {
    let comments = CommentPage(
      items: [Comment(id: 1, author: User(login: "octocat"), body: "c1", createdAt: .distantPast)],
      nextCursor: PageCursor("2"))
    let kept = KeptIssue(issue: Self.issue, comments: comments, asOf: Self.keptAt)
    var screen = Self.opened()
    _ = screen.handle(.restored(generation: screen.generation, kept))
    #expect(screen.comments == .reLoading(TimelinePage(comments: comments)))
  }

  @Test func theServersAnswerReplacesItInPlace() {
    var screen = Self.opened()
    _ = screen.handle(.restored(generation: screen.generation, Self.kept))
    screen.scroll(by: 3, contentHeight: 50, viewportHeight: 10)
    var changed = Self.issue
    changed.title = "Seven, renamed"
    let answeredAt = Self.keptAt.addingTimeInterval(60)
    let (failure, _) = screen.handle(
      .loaded(generation: screen.generation, .success(changed)), now: answeredAt)
    #expect(failure == nil)
    #expect(screen.state == .success(changed))
    #expect(screen.keptAt == nil)
    #expect(screen.shownAt == answeredAt)
    #expect(screen.scrollOffset == 3, "the reader's place is kept")
  }

  @Test func offlineOverTheKeptPageRaisesNothing() {
    var screen = Self.opened()
    _ = screen.handle(.restored(generation: screen.generation, Self.kept))
    let (failure, banner) = screen.handle(
      .loaded(generation: screen.generation, .failure(.network(.offline))))
    #expect(failure == nil)
    #expect(banner.isNone)
    #expect(screen.keptAt == Self.keptAt)
    // Any other failure is raised as before.
    var other = Self.opened()
    _ = other.handle(.restored(generation: other.generation, Self.kept))
    #expect(
      other.handle(.loaded(generation: other.generation, .failure(.server(status: 500)))).failure
        != nil)
  }

  @Test func commentsThatFailedFirstStillShowTheKeptOnes() {
    var screen = Self.opened()
    _ = screen.handle(
      .commentsLoaded(generation: screen.generation, .failure(.network(.offline))))
    _ = screen.handle(.restored(generation: screen.generation, Self.kept))
    #expect(
      screen.comments == .reLoadingFailure(Self.kept.timeline ?? TimelinePage(), .network(.offline))
    )
  }

  @Test func aLaterLoadNeverShowsTheKeptPage() {
    var screen = Self.opened()
    _ = screen.handle(.loaded(generation: screen.generation, .success(Self.issue)))
    _ = screen.handle(.commentsLoaded(generation: screen.generation, .success(TimelinePage())))
    _ = screen.load(
      IssueCommentLoopTests.fetch, comments: IssueCommentLoopTests.fetchComments,
      kept: { Self.kept })
    // Only a first load restores: a refresh keeps the page it has.
    _ = screen.handle(.restored(generation: screen.generation, Self.kept))
    #expect(screen.keptAt == nil)
    #expect(screen.comments == .reLoading(TimelinePage()))
  }
}
