import FoundationEssentials
import IssueDomain

/// An inbox thread as stored, as JSON; the subject's kind and the reason as GitHub names them.
struct ThreadRecord: Codable {
  var id: String
  var owner: String
  var name: String
  var title: String
  var type: String
  var number: Int?
  var reason: String
  var isUnread: Bool
  var isUnsubscribed: Bool
  var updatedAt: Date

  init(_ thread: InboxThread) {
    id = thread.id
    owner = thread.repository.owner
    name = thread.repository.name
    title = thread.subject.title
    type = Self.type(of: thread.subject.kind)
    number = thread.subject.number
    reason = thread.reason.rawValue
    isUnread = thread.isUnread
    isUnsubscribed = thread.isUnsubscribed
    updatedAt = thread.updatedAt
  }

  var thread: InboxThread {
    var thread = InboxThread(
      id: id, repository: RepositoryName(owner: owner, name: name),
      subject: InboxSubject(title: title, kind: InboxSubject.Kind(type: type), number: number),
      reason: InboxReason(rawValue: reason), isUnread: isUnread, updatedAt: updatedAt)
    thread.isUnsubscribed = isUnsubscribed
    return thread
  }

  /// The name `InboxSubject.Kind(type:)` reads back as the same kind.
  static func type(of kind: InboxSubject.Kind) -> String {
    switch kind {
    case .issue: "Issue"
    case .pullRequest: "PullRequest"
    case .release: "Release"
    case .discussion: "Discussion"
    case .commit: "Commit"
    case .checkSuite: "CheckSuite"
    case .vulnerabilityAlert: "RepositoryVulnerabilityAlert"
    case .other(let type): type
    }
  }
}
