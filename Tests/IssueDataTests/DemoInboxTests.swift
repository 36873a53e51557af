import Clocks
import Foundation
import IssueData
import IssueDomain
import ScreenState
import TestSupport
import Testing

/// The demo's inbox: every reason and kind of subject, answers conditional on `Last-Modified`,
/// and new threads on the demo's clock.
@Suite struct DemoInboxTests {
  static func demo(_ clock: TestClock<Duration>) -> DemoIssueRepository {
    DemoIssueRepository(
      clock: clock, now: referenceDate, latency: .zero)
  }

  static func all(_ repository: DemoIssueRepository) async throws -> [InboxThread] {
    var threads: [InboxThread] = []
    var cursor: PageCursor?
    repeat {
      let poll = try await repository.inbox(participating: false, after: cursor, since: nil)
      let page = try #require(poll.page)
      threads += page.items
      cursor = page.nextCursor
    } while cursor != nil
    return threads
  }

  @Test func everyReasonAndKindOfSubjectAppears() async throws {
    let threads = try await Self.all(Self.demo(TestClock()))
    let reasons = Set(threads.map(\.reason))
    for reason in InboxReason.known { #expect(reasons.contains(reason), "\(reason)") }
    #expect(reasons.contains { if case .other = $0 { true } else { false } })
    let kinds = Set(threads.map(\.subject.kind))
    for kind: InboxSubject.Kind in [
      .issue, .pullRequest, .release, .discussion, .commit, .checkSuite, .vulnerabilityAlert,
    ] {
      #expect(kinds.contains(kind), "\(kind)")
    }
    #expect(threads.contains { $0.isUnread } && threads.contains { !$0.isUnread })
  }

  @Test func nothingNewIsA304AndANewThreadArrivesOnTheClock() async throws {
    let clock = TestClock()
    let demo = Self.demo(clock)
    let first = try await demo.inbox(participating: false, after: nil, since: nil)
    let unchanged = try await demo.inbox(
      participating: false, after: nil, since: first.lastModified)
    #expect(unchanged.page == nil, "unchanged since the last poll")
    #expect(unchanged.interval == first.interval)
    await clock.advance(by: .seconds(90))
    let changed = try await demo.inbox(
      participating: false, after: nil, since: first.lastModified)
    let page = try #require(changed.page, "a new thread has arrived")
    #expect(page.items.first?.isUnread == true)
    #expect(changed.lastModified != first.lastModified)
  }

  @Test func participatingKeepsOnlyTheThreadsTheAccountTakesPartIn() async throws {
    let demo = Self.demo(TestClock())
    let poll = try await demo.inbox(participating: true, after: nil, since: nil)
    let reasons = Set(try #require(poll.page).items.map(\.reason))
    #expect(!reasons.contains(.subscribed))
    #expect(reasons.contains(.mention))
  }
}
