import GitHubAPI
import GitHubStubServer
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// A page is kept to GitHub's largest (`GitHubClient.pageItemLimit` rows), over real HTTP on
/// 127.0.0.1: a server sending a thousand rows in one answer gets that many kept, the list
/// ends there (a next page would leave a gap) and says it is incomplete.
@Suite(.timeLimit(.minutes(2))) struct BoundedPageTests {
  static let listPath = BoundedRequestsTests.listPath
  static let nextPath = "/repositories/1/issues?page=2"

  @Test func aPageLongerThanGitHubsIsCutAndTheListEndsThere() async throws {
    let rows = (1...1_000).map { NetworkFaultTests.issue($0) }
    let backend = try await GitHubBackendTests.Backend.start(
      [
        NetworkFaultTests.repositories,
        RecordedExchange(
          path: Self.listPath,
          headers: [
            "content-type": "application/json",
            "link": "<https://api.github.com\(Self.nextPath)>; rel=\"next\"",
          ],
          response: .array(rows), repeatable: true),
        RecordedExchange(path: Self.nextPath, response: .array([]), repeatable: true),
      ], limits: .init(connect: .seconds(5), request: .seconds(30)))
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.end)
    let next = backend.server.receivedRequests().filter { $0.path == Self.nextPath }
    try await backend.stop()
    let screen = try #require(store.state.top.screen.as(IssueListScreen.self))
    #expect(screen.store.items.count == 100)
    #expect(screen.store.state.value?.nextCursor == nil, "the list ends")
    #expect(screen.store.state.value?.isIncomplete == true)
    #expect(next.isEmpty, "the page after a cut one is never asked for")
    #expect(store.view(in: BoundedRequestsTests.size).textDump.contains("incomplete"))
  }
}
