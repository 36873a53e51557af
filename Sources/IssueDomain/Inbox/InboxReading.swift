/// Where the inbox comes from: GitHub's notifications, or the demo's.
public protocol InboxReading: Sendable {
  /// The page of the account's unread and recent threads after `cursor`, newest first; only
  /// those the account takes part in when `participating`. The first page (`cursor` nil) is
  /// asked for conditionally when `since` (the last answer's `Last-Modified`) is given.
  func inbox(participating: Bool, after cursor: PageCursor?, since: String?)
    async throws(IssueRepositoryError) -> InboxPoll

  /// The inbox's first page as last kept, with no request; `nil` when nothing is kept.
  func keptInbox(participating: Bool) async -> KeptInbox?
}

/// A backend with no store keeps nothing.
extension InboxReading {
  public func keptInbox(participating: Bool) async -> KeptInbox? { nil }
}
