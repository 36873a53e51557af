import Clocks
import Foundation
import IssueData
import IssueDomain
import TestSupport
import Testing

/// The demo's inbox changes: kept by the "server" and shown by every later poll, failing as the
/// thread's repository's scenario says, and the switch that raises the poll interval.
@Suite struct DemoInboxChangeTests {
  static func demo(_ switches: DemoSwitches = DemoSwitches()) -> DemoIssueRepository {
    DemoIssueRepository(
      clock: TestClock(), now: referenceDate, latency: .zero,
      switches: switches)
  }

  static func threads(_ repository: DemoIssueRepository) async throws -> [InboxThread] {
    try await DemoInboxTests.all(repository)
  }

  static func thread(
    in repository: DemoIssueRepository, _ where: (InboxThread) -> Bool
  ) async throws -> InboxThread {
    try #require(try await threads(repository).first(where: `where`))
  }

  @Test func eachChangeIsKeptAndShownByTheNextPoll() async throws {
    let demo = Self.demo()
    let busy = try await Self.threads(demo).filter {
      $0.repository == DemoIssueRepository.busy && $0.isUnread
    }
    #expect(busy.count >= 3)
    let first = try #require(busy.first)
    let (second, third) = (busy[1], busy[2])
    let before = try await demo.inbox(participating: false, after: nil, since: nil)
    try await demo.change(.markRead(threadID: first.id))
    try await demo.change(.markDone(threadID: second.id))
    try await demo.change(.unsubscribe(threadID: third.id))
    let after = try await Self.threads(demo)
    #expect(after.first { $0.id == first.id }?.isUnread == false)
    #expect(!after.contains { $0.id == second.id })
    #expect(after.first { $0.id == third.id }?.isUnsubscribed == true)
    let poll = try await demo.inbox(
      participating: false, after: nil, since: before.lastModified)
    #expect(poll.page != nil, "a change is news to a conditional poll")
    await #expect(throws: IssueRepositoryError.notFound) {
      try await demo.change(.markDone(threadID: second.id))
    }
  }

  @Test func markAllReadReadsEveryThreadUpToTheMoment() async throws {
    let demo = Self.demo()
    let threads = try await Self.threads(demo)
    let moment = try #require(threads.map(\.updatedAt).sorted().dropLast().last)
    try await demo.change(.markAllRead(upTo: moment))
    for thread in try await Self.threads(demo) {
      if thread.updatedAt <= moment { #expect(!thread.isUnread, "\(thread.id)") }
    }
    let newest = try #require(try await Self.threads(demo).max { $0.updatedAt < $1.updatedAt })
    let wasUnread = threads.first { $0.id == newest.id }?.isUnread
    #expect(newest.isUnread == wasUnread, "a thread newer than the moment is left as it was")
  }

  @Test func eachActionHasAFaultToTry() async throws {
    let demo = Self.demo()
    let readonly = try await Self.thread(in: demo) {
      $0.repository == DemoIssueRepository.readonly
    }
    let missing = try await Self.thread(in: demo) { $0.repository == DemoIssueRepository.missing }
    let flaky = try await Self.thread(in: demo) { $0.repository == DemoIssueRepository.flaky }
    for change in [
      InboxChange.markRead(threadID: readonly.id), .markDone(threadID: readonly.id),
      .unsubscribe(threadID: readonly.id),
    ] {
      await #expect(throws: IssueRepositoryError.forbidden) { try await demo.change(change) }
    }
    for change in [
      InboxChange.markRead(threadID: missing.id), .markDone(threadID: missing.id),
      .unsubscribe(threadID: missing.id),
    ] {
      await #expect(throws: IssueRepositoryError.notFound) { try await demo.change(change) }
    }
    await #expect(throws: IssueRepositoryError.server(status: 502)) {
      try await demo.change(.markRead(threadID: flaky.id))
    }
    try await demo.change(.markRead(threadID: flaky.id))
    let unchanged = try await Self.threads(demo)
    #expect(
      unchanged.contains { $0.id == readonly.id } && unchanged.contains { $0.id == missing.id })
  }

  @Test func theSwitchRaisesThePollInterval() async throws {
    let switches = DemoSwitches()
    let demo = Self.demo(switches)
    let usual = try await demo.inbox(participating: false, after: nil, since: nil)
    #expect(usual.interval == .seconds(60))
    switches.isPollingSlowed = true
    let slowed = try await demo.inbox(participating: false, after: nil, since: nil)
    #expect(slowed.interval == .seconds(300))
  }
}
