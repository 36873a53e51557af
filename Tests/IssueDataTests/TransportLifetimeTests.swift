import BackendTestSupport
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import Testing

/// A transport dropped without `shutdown()` closes its pool itself: whatever ends its owner
/// early (an error thrown before the owner's cleanup) mustn't take the process down with it.
@Suite(.timeLimit(.minutes(1))) struct TransportLifetimeTests {
  typealias Backend = StubBackend

  /// Makes one request through a transport, then lets the transport go unshut; returns the
  /// server, which saw the request.
  private func requestThenDropTheTransport() async throws -> StubServer {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: GitHubFilingTests.directory, status: 404,
        response: .object(["message": .string("Not Found")]))
    ])
    let templates = try await backend.repository.issueTemplates(in: GitHubWriteTests.app)
    #expect(templates.isEmpty)
    return backend.server
  }

  @Test func aTransportDroppedWithoutShutdownClosesItsPoolItself() async throws {
    let server = try await requestThenDropTheTransport()
    #expect(server.receivedRequests().count == 1, "the pool had a connection to close")
    try await server.shutdown()
  }
}
