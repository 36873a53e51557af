import AppCore
import ErrorHandling
import FeatureTestSupport
import IssueDomain
import ScreenState
import Synchronization
import Testing

@testable import InboxFeature

/// The inbox is given only its slice of the backend: a test hands it an inbox of its own, with
/// nothing else behind it, and every request and change the feature makes goes there.
@Suite struct InboxEnvironmentTests {
  /// An inbox that answers one empty page and records the changes it is sent.
  final class RecordingInbox: InboxReading, InboxWriting {
    let changes = Mutex<[InboxChange]>([])
    let polls = Mutex(0)

    func inbox(participating: Bool, after cursor: PageCursor?, since: String?)
      async throws(IssueRepositoryError) -> InboxPoll
    {
      polls.withLock { $0 += 1 }
      if since != nil { throw .rateLimited(retryAfter: .seconds(60)) }
      return InboxPoll(page: Page(items: []), lastModified: "then", interval: .seconds(60))
    }

    func change(_ change: InboxChange) async throws(IssueRepositoryError) {
      changes.withLock { $0.append(change) }
    }
  }

  static func environment(_ inbox: RecordingInbox) -> AppEnvironment {
    var environment = FeatureFixtures.environment()
    environment.features.set(InboxEnvironment(inbox: inbox))
    return environment
  }

  @Test func aPollAndAChangeReachTheInboxTheFeatureWasGiven() async {
    let inbox = RecordingInbox()
    let environment = Self.environment(inbox)
    let poll = await environment.inboxPoll(participating: false, since: nil)()
    #expect((try? poll.get())?.lastModified == "then")
    let sent = await environment.send(.markDone(threadID: "7"))()
    #expect((try? sent.get()) == .markDone(threadID: "7"))
    #expect(inbox.changes.withLock { $0 } == [.markDone(threadID: "7")])
    #expect(inbox.polls.withLock { $0 } == 1)
  }

  @Test func theGivenInboxsFailureComesBackAsTheAppsError() async {
    let environment = Self.environment(RecordingInbox())
    let poll = await environment.inboxPoll(participating: false, since: "then")()
    guard case .failure(.rateLimited(retryAfter: let wait)) = poll else {
      Issue.record("expected the rate limit, got \(poll)")
      return
    }
    #expect(wait == .seconds(60))
  }
}
