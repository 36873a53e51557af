import AppCore
import Destinations
import FeatureTestSupport
import FoundationEssentials
import IssueDomain
import ListSupport
import ScreenState
import TerminalUI
import TestSupport
import Testing

@testable import InboxFeature

/// The inbox screen's reducer on its own, with a poll's answer handed to it as the runtime
/// would: the threads are listed and drawn, a change key asks the inbox's writes for the
/// selected thread, a thread with a change in flight is drawn through it, and `f` narrows the
/// rows to one reason at a time and then back to all.
@Suite struct InboxScreenReducerTests {
  static let repository = RepositoryName(owner: "octo", name: "app")

  static func thread(
    _ id: String, _ reason: InboxReason, unread: Bool = true, minutes: Double = 0
  ) -> InboxThread {
    InboxThread(
      id: id, repository: repository,
      subject: InboxSubject(title: "Thread \(id)", kind: .issue, number: Int(id)),
      reason: reason, isUnread: unread, updatedAt: referenceDate.addingTimeInterval(-minutes * 60))
  }

  static let threads = [
    thread("1", .mention), thread("2", .comment, unread: false, minutes: 5),
    thread("3", .mention, minutes: 9),
  ]

  /// The inbox after its first poll answered `threads`.
  static func polled(
    _ context: ScreenContext, filter: InboxFilter = InboxFilter()
  ) -> InboxScreen {
    var screen = InboxScreen(filter, name: "inbox", environment: context.environment)
    let update = screen.load(context)
    #expect(!update.effect.isNone, "the first load polls")
    let poll = InboxPoll(
      page: Page(items: threads, nextCursor: nil), lastModified: "Tue", interval: .seconds(60))
    _ = screen.handle(.polled(generation: 1, .success(poll), at: referenceDate), context)
    return screen
  }

  @Test func aPollsAnswerListsAndDrawsItsThreads() {
    let context = FeatureFixtures.context()
    let screen = Self.polled(context)
    #expect(screen.rows(context).map(\.id) == ["1", "2", "3"])
    #expect(screen.validator == "Tue", "the next poll asks only for what changed since")
    #expect(screen.checkedAt == referenceDate)
    #expect(screen.selected(context)?.id == "1")
    var canvas = Canvas(size: Size(width: 80, height: 20))
    screen.draw(in: Rect(size: canvas.size), canvas: &canvas, context)
    for id in ["1", "2", "3"] { #expect(canvas.contains("Thread \(id)"), "\(canvas.lines)") }
  }

  @Test func markReadAsksTheWritesForTheSelectedUnreadThreadOnly() {
    let context = FeatureFixtures.context()
    var screen = Self.polled(context)
    let read = screen.perform(.markRead, context)
    #expect(read.requests == [.changeInbox(.markRead(threadID: "1"), seen: referenceDate)])
    _ = screen.forward(ListAction.moveDown, context)
    #expect(screen.selected(context)?.id == "2")
    #expect(screen.perform(.markRead, context).requests.isEmpty, "thread 2 is read already")
    let done = screen.perform(.markDone, context)
    #expect(
      done.requests == [
        .changeInbox(.markDone(threadID: "2"), seen: referenceDate.addingTimeInterval(-300))
      ])
  }

  @Test func aBackendThatOnlyReadsOffersNoChange() {
    var environment = FeatureFixtures.environment()
    environment.canWrite = false
    let context = FeatureFixtures.context(environment)
    var screen = Self.polled(context)
    #expect(screen.perform(.markRead, context).requests.isEmpty)
    #expect(screen.perform(.markDone, context).requests.isEmpty)
  }

  @Test func aThreadMarkedDoneIsGoneFromTheRowsWhileTheChangeIsInFlight() {
    var changes = PendingInboxChanges()
    _ = changes.begin(.markDone(threadID: "1"), seen: referenceDate)
    var values = ContextValues()
    values[PendingInboxChanges.self] = changes
    let screen = Self.polled(FeatureFixtures.context())
    #expect(screen.rows(FeatureFixtures.context(values: values)).map(\.id) == ["2", "3"])
    #expect(screen.rows(changes).map(\.id) == ["2", "3"])
  }

  @Test func cyclingTheReasonNarrowsToEachInTurnThenBackToAll() throws {
    let context = FeatureFixtures.context()
    var screen = Self.polled(context)
    #expect(!screen.isNarrowed)
    _ = screen.perform(.cycleReason, context)
    let first = try #require(screen.reason)
    #expect(screen.rows(context).allSatisfy { $0.reason == first })
    _ = screen.perform(.cycleReason, context)
    let second = try #require(screen.reason)
    #expect(second != first)
    #expect(screen.rows(context).allSatisfy { $0.reason == second })
    _ = screen.perform(.cycleReason, context)
    #expect(screen.reason == nil)
    #expect(screen.rows(context).count == 3)
  }

  @Test func aFilteredInboxListsOnlyItsReasons() {
    let context = FeatureFixtures.context()
    let screen = Self.polled(context, filter: InboxFilter(reasons: [.mention]))
    #expect(screen.rows(context).map(\.id) == ["1", "3"])
  }
}
