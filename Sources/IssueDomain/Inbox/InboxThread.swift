import FoundationEssentials

/// One row of GitHub's notifications inbox: a thread about one subject in one repository.
public struct InboxThread: Identifiable, Hashable, Sendable {
  /// GitHub's thread id, which the thread's actions name.
  public var id: String
  public var repository: RepositoryName
  public var subject: InboxSubject
  public var reason: InboxReason
  public var isUnread: Bool
  /// When something last happened on the thread.
  public var updatedAt: Date
  /// Whether the account unsubscribed from it here. GitHub's list doesn't say, so a thread
  /// from the server is never marked so.
  public var isUnsubscribed = false

  public init(
    id: String, repository: RepositoryName, subject: InboxSubject, reason: InboxReason,
    isUnread: Bool, updatedAt: Date
  ) {
    self.id = id
    self.repository = repository
    self.subject = subject
    self.reason = reason
    self.isUnread = isUnread
    self.updatedAt = updatedAt
  }
}
