import FoundationEssentials
import GitHubAPI
import IssueDomain
import Logging

/// The demo's inbox changes, failing as the thread's repository's scenario fails its writes:
/// `demo/readonly` answers 403, `demo/missing` 404, `demo/flaky` a 502 every other change, and
/// `demo/slow` takes seconds. So each action has a fault to try by hand.
extension DemoIssueRepository: InboxWriting {
  public func change(_ change: InboxChange) async throws(IssueRepositoryError) {
    do throws(GitHubServiceError) {
      try await serveChange(change)
    } catch {
      let mapped = IssueRepositoryError(error)
      logger.debug("demo inbox change failed: \(error) → \(mapped)")
      throw mapped
    }
  }

  private func serveChange(_ change: InboxChange) async throws(GitHubServiceError) {
    let threads = DemoInbox.threads(at: elapsed(), now: now)
    let scenario = change.threadID.flatMap { id in
      threads.first { $0.id == id }.flatMap { DemoScenario($0.repository) }
    }
    try await prepare(latency: scenario == .slow ? max(Self.slowLatency, latency * 5) : latency)
    if let id = change.threadID {
      guard inbox.applied(to: threads).contains(where: { $0.id == id }) else { throw .notFound }
    }
    switch scenario {
    case .readonly?:
      throw .forbidden(message: "Resource not accessible by personal access token")
    case .missing?:
      throw .notFound
    case .flaky?:
      if !writes.nextWrite(to: DemoIssueRepository.flaky).isMultiple(of: 2) {
        throw .server(status: 502)
      }
    default:
      break
    }
    inbox.record(change, at: serverTime)
  }
}
