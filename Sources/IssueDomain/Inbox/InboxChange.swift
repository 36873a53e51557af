import FoundationEssentials

/// One change to the inbox the user asked for: a thread read, done or unsubscribed from, or
/// every thread up to a moment read.
public enum InboxChange: Hashable, Sendable {
  /// `PATCH /notifications/threads/{id}`: the thread stays, read.
  case markRead(threadID: String)
  /// `DELETE /notifications/threads/{id}`: the thread leaves the inbox.
  case markDone(threadID: String)
  /// `DELETE /notifications/threads/{id}/subscription`: no more notifications about it.
  case unsubscribe(threadID: String)
  /// `PUT /notifications` with `last_read_at`: every thread updated up to `upTo` is read;
  /// anything newer is left as it is.
  case markAllRead(upTo: Date)

  /// The thread it is about; nil for every thread at once.
  public var threadID: String? {
    switch self {
    case .markRead(let id), .markDone(let id), .unsubscribe(let id): id
    case .markAllRead: nil
    }
  }

  /// `thread` as it is once the change is made: nil when it leaves the inbox.
  public func applied(to thread: InboxThread) -> InboxThread? {
    var result = thread
    switch self {
    case .markRead(let id):
      guard thread.id == id else { return thread }
      result.isUnread = false
    case .markDone(let id):
      return thread.id == id ? nil : thread
    case .unsubscribe(let id):
      guard thread.id == id else { return thread }
      result.isUnsubscribed = true
    case .markAllRead(let moment):
      guard thread.updatedAt <= moment else { return thread }
      result.isUnread = false
    }
    return result
  }

  /// Whether a thread id can go into a request's path: GitHub's are decimal numbers, and one
  /// from a hostile server must not name another endpoint (`..`, `/`, `?`).
  public static func isUsable(threadID: String) -> Bool {
    !threadID.isEmpty && threadID.utf8.count <= 20
      && threadID.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }
}
