import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// Search through the whole app on the GitHub backend, over real HTTP on 127.0.0.1, against our
/// recording of `GET /search/issues` (Tests/Fixtures/search): the person types the query on a
/// repository's list, and the rows, the total and the second page come from the recording.
@Suite(.timeLimit(.minutes(1)), .serialized) struct SearchOverHTTPTests {
  static let app = RepositoryName(owner: "octo", name: "app")
  static let query = "label:bug no:assignee sort:updated-desc"

  static func recording(filePath: String = #filePath) throws -> [RecordedExchange] {
    let directory = OctokitFixtures.octokitDirectory(from: filePath).deletingLastPathComponent()
    return try OctokitFixtures.load(directory.appendingPathComponent("search/search-issues.json"))
  }

  struct Run {
    let state: AppState
    let frames: [Canvas]
    let backend: GitHubBackendTests.Backend
  }

  /// Opens octo/app's list, searches `query`, waits for the first page, pages to the end and
  /// quits, keeping the frames it waited for.
  static func searchAndPage() async throws -> Run {
    let backend = try await GitHubBackendTests.Backend.start(
      [NetworkFaultTests.repositories, NetworkFaultTests.firstPage] + recording())
    let environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { referenceDate })
    let program = TriageProgram.onRepositories(
      environment: environment, startsSignedIn: true, initialRepository: app)
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 24))
    let run = Task {
      await Runtime(program: program, terminal: terminal, clock: SteppedClock())
        .run(from: program.initialState())
    }
    await terminal.waitForFrame(containing: "Issue 1 ")
    terminal.type("/")
    terminal.type(query)
    terminal.press(.enter)
    let firstPage = await terminal.waitForFrame(containing: "Found a bug")
    terminal.press(.end)
    let lastPage = await terminal.waitForFrame(containing: "Crash on start")
    terminal.press(.ctrl("c"))
    return Run(state: await run.value, frames: [firstPage, lastPage], backend: backend)
  }

  @Test func theRecordedAnswerGivesItsRowsTotalAndSecondPage() async throws {
    let run = try await Self.searchAndPage()
    let screen = try #require(run.state.top.screen.as(IssueListScreen.self))
    #expect(screen.query.description == "is:issue " + Self.query, "shown as sent")
    #expect(
      screen.store.items.map(\.id) == [
        IssueReference(repository: Self.app, number: 1347),
        IssueReference(repository: Self.app, number: 1290),
        IssueReference(repository: RepositoryName(owner: "octo", name: "tools"), number: 88),
      ], "both pages, in the recording's order, each with its own repository")
    #expect(screen.store.state.value?.totalCount == 3)
    #expect(screen.store.state.value?.hasMorePages == false, "the second page has no next link")
    let below = run.state.navigation.entries.dropLast().last?.screen.as(IssueListScreen.self)
    #expect(
      below?.query.description == "is:issue repo:octo/app is:open",
      "the search was pushed over the list")

    let first = run.frames[0].textDump
    #expect(first.contains("3 results"), "the total from total_count, not the rows loaded")
    #expect(first.contains("日本語のタイトル"))
    #expect(run.frames[1].textDump.contains("Crash on start"))

    let searches = run.backend.server.receivedRequests().filter { $0.path.hasPrefix("/search/") }
    #expect(
      searches.map(\.path) == [
        "/search/issues?q=is:issue%20label:bug%20no:assignee&sort=updated&order=desc&per_page=30",
        "/search/issues?q=is%3Aissue+label%3Abug+no%3Aassignee&sort=updated&order=desc"
          + "&per_page=30&page=2",
      ], "one request per page, the second from the Link header")
    #expect(searches.allSatisfy { $0.header("authorization") == "Bearer fixture-token" })
    try await run.backend.stop()
  }
}
