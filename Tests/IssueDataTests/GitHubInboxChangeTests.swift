import BackendTestSupport
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import TestSupport
import Testing

@testable import IssueData

/// The inbox's changes over real HTTP on 127.0.0.1: GitHub's method, path and body for each,
/// with the token; a thread id from the server that isn't a number never reaches a path.
@Suite(.timeLimit(.minutes(1))) struct GitHubInboxChangeTests {
  typealias Backend = StubBackend

  @Test(arguments: [
    (InboxChange.markRead(threadID: "42"), "PATCH", "/notifications/threads/42", 205),
    (.markDone(threadID: "42"), "DELETE", "/notifications/threads/42", 204),
    (.unsubscribe(threadID: "42"), "DELETE", "/notifications/threads/42/subscription", 204),
    (.markAllRead(upTo: referenceDate), "PUT", "/notifications", 202),
  ])
  func eachChangeIsGitHubsRequest(
    change: InboxChange, method: String, path: String, status: Int
  ) async throws {
    let backend = try await Backend.start([
      RecordedExchange(method: method, path: path, status: status)
    ])
    try await backend.repository.change(change)
    let requests = backend.server.receivedRequests()
    #expect(requests.count == 1)
    #expect(requests.first?.method == method)
    #expect(requests.first?.path == path)
    #expect(requests.first?.header("authorization") == "Bearer fixture-token")
    if case .markAllRead = change {
      #expect(requests.first?.body == #"{"last_read_at":"2026-11-18T11:06:40Z","read":true}"#)
    }
    try await backend.stop()
  }

  @Test(arguments: [403, 404, 500])
  func aRefusalIsTheDomainsError(status: Int) async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        method: "DELETE", path: "/notifications/threads/42", status: status,
        rawBody: #"{"message": "no"}"#)
    ])
    await #expect(throws: IssueRepositoryError.self) {
      try await backend.repository.change(.markDone(threadID: "42"))
    }
    #expect(backend.server.receivedRequests().count == 1, "a write is never retried here")
    try await backend.stop()
  }

  @Test(arguments: [
    "../../user", "42?x=1", "", "4/2", "%2e%2e", "1e3", String(repeating: "9", count: 40),
  ])
  func aThreadIdThatIsNotANumberNeverReachesAPath(id: String) async throws {
    let backend = try await Backend.start([])
    await #expect(throws: IssueRepositoryError.notFound) {
      try await backend.repository.change(.markRead(threadID: id))
    }
    #expect(backend.server.receivedRequests().isEmpty)
    try await backend.stop()
  }
}
