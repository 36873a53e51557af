/// Where the inbox's changes go: GitHub's notifications, or the demo's.
public protocol InboxWriting: Sendable {
  /// Makes `change` on the server, once: never retried here, since the user sees it pending
  /// and decides.
  func change(_ change: InboxChange) async throws(IssueRepositoryError)
}
