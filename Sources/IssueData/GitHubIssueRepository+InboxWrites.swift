import FoundationEssentials
import GitHubAPI
import IssueDomain
import IssueStore

/// The inbox's changes over the REST API, logged and mapped as every request is. A thread id
/// that isn't one of GitHub's numbers never reaches a path: the thread is treated as gone. A
/// change the server took is made to the kept inbox too.
extension GitHubIssueRepository: InboxWriting {
  public func change(_ change: InboxChange) async throws(IssueRepositoryError) {
    if let id = change.threadID, !InboxChange.isUsable(threadID: id) { throw .notFound }
    let token = currentToken
    try await request("inbox change") { () async throws(GitHubServiceError) in
      switch change {
      case .markRead(let id): try await client.markThreadRead(id: id, token: token)
      case .markDone(let id): try await client.markThreadDone(id: id, token: token)
      case .unsubscribe(let id): try await client.unsubscribe(threadID: id, token: token)
      case .markAllRead(let moment):
        try await client.markNotificationsRead(upTo: moment, token: token)
      }
    }
    // What the server was told is what a later run shows, offline too.
    await accounts?.store()?.changeThreads { change.applied(to: $0) }
  }
}
