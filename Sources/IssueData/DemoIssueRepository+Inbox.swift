import GitHubAPI
import IssueDomain
import ScreenState

/// The demo's inbox, served as GitHub serves notifications: paged, conditional on the last
/// answer's `Last-Modified`, with a poll interval.
extension DemoIssueRepository: InboxReading {
  public func inbox(participating: Bool, after cursor: PageCursor?, since: String?)
    async throws(IssueRepositoryError) -> InboxPoll
  {
    do throws(GitHubServiceError) {
      return try await serveInbox(participating: participating, after: cursor, since: since)
    } catch {
      throw IssueRepositoryError(error)
    }
  }

  func serveInbox(participating: Bool, after cursor: PageCursor?, since: String?)
    async throws(GitHubServiceError) -> InboxPoll
  {
    try await prepare(latency: latency)
    let offset = try Self.offset(of: cursor)
    let all = inbox.applied(to: DemoInbox.threads(at: elapsed(), now: now)).filter { thread in
      !participating || Self.participatingReasons.contains(thread.reason)
    }
    let lastModified = DemoInbox.lastModified(of: all, changedAt: inbox.changedAt)
    let interval = switches.isPollingSlowed ? DemoInbox.slowedPollInterval : DemoInbox.pollInterval
    if cursor == nil, since == lastModified {
      return InboxPoll(page: nil, lastModified: lastModified, interval: interval)
    }
    if try takeEmptyFirstPage(cursor) {
      return InboxPoll(page: Page(), lastModified: lastModified, interval: interval)
    }
    return InboxPoll(
      page: Self.page(of: all, from: offset, size: Self.issuePageSize),
      lastModified: lastModified, interval: interval)
  }

  /// The reasons GitHub counts as taking part (`participating=true`).
  static let participatingReasons: Set<InboxReason> = [
    .mention, .reviewRequested, .assign, .teamMention, .author, .comment, .stateChange,
    .approvalRequested,
  ]
}
