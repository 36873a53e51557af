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

/// The whole app on the GitHub backend over real HTTP on 127.0.0.1, against a server whose
/// next links go round in circles: paging ends with a footer that says so, after one request
/// per distinct page, never a storm.
@Suite(.timeLimit(.minutes(1)), .serialized) struct PagingLoopTests {
  static let firstPath = "/repos/octo/app/issues?state=open&per_page=30"

  static func page(_ path: String, numbers: ClosedRange<Int>, next: String) -> RecordedExchange {
    RecordedExchange(
      path: path,
      headers: [
        "content-type": "application/json",
        "link": "<https://api.github.com\(next)>; rel=\"next\"",
      ],
      response: .array(numbers.map(NetworkFaultTests.issue)), repeatable: true)
  }

  /// Runs the app on `exchanges`, pages to the end (End, then End again once the last distinct
  /// page is in, which would start a storm without the guard) and returns the final state once
  /// the footer reports the loop. Pages are short, so every row and the footer fit on screen.
  static func run(_ exchanges: [RecordedExchange], lastPage: String) async throws -> (
    AppState, GitHubBackendTests.Backend
  ) {
    let backend = try await GitHubBackendTests.Backend.start(
      [NetworkFaultTests.repositories] + exchanges)
    let environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { referenceDate })
    let program = TriageProgram.onRepositories(
      environment: environment, startsSignedIn: true,
      initialRepository: RepositoryName(owner: "octo", name: "app"))
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 24))
    let clock = SteppedClock()
    let run = Task {
      await Runtime(program: program, terminal: terminal, clock: clock)
        .run(from: program.initialState())
    }
    await terminal.waitForFrame(containing: "Issue 1 ")
    terminal.press(.end)
    await terminal.waitForFrame(containing: lastPage)
    terminal.press(.end)
    await terminal.waitForFrame(containing: "linked back to a page already loaded")
    terminal.press(.ctrl("c"))
    return (await run.value, backend)
  }

  static func expectStoppedWithFooter(
    _ state: AppState, rows: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let screen = state.top.screen.as(IssueListScreen.self) else {
      Issue.record("ended on \(state.top.screen)", sourceLocation: sourceLocation)
      return
    }
    #expect(screen.store.items.count == rows, sourceLocation: sourceLocation)
    guard case .pagingFailure(let value, .repeatedPage) = screen.store.state else {
      Issue.record("the list is \(screen.store.state)", sourceLocation: sourceLocation)
      return
    }
    #expect(!value.hasMorePages, "paging ended", sourceLocation: sourceLocation)
  }

  @Test func aPageThatLinksToItselfStopsAfterOneRequest() async throws {
    let (state, backend) = try await Self.run(
      [
        Self.page(Self.firstPath, numbers: 1...5, next: "/repositories/1/issues?page=2"),
        Self.page(
          "/repositories/1/issues?page=2", numbers: 6...10, next: "/repositories/1/issues?page=2"),
      ], lastPage: "Issue 10 ")
    Self.expectStoppedWithFooter(state, rows: 10)
    let paths = backend.server.receivedRequests().map(\.path).filter { $0.contains("issues") }
    #expect(paths == [Self.firstPath, "/repositories/1/issues?page=2"])
    try await backend.stop()
  }

  @Test func aCycleOfPagesStopsWhenItComesRound() async throws {
    let (state, backend) = try await Self.run(
      [
        Self.page(Self.firstPath, numbers: 1...5, next: "/repositories/1/issues?page=2"),
        Self.page(
          "/repositories/1/issues?page=2", numbers: 6...6, next: "/repositories/1/issues?page=3"),
        Self.page(
          "/repositories/1/issues?page=3", numbers: 7...7, next: "/repositories/1/issues?page=2"),
      ], lastPage: "Issue 7 ")
    Self.expectStoppedWithFooter(state, rows: 7)
    let paths = backend.server.receivedRequests().map(\.path).filter { $0.contains("issues") }
    #expect(
      paths == [
        Self.firstPath, "/repositories/1/issues?page=2", "/repositories/1/issues?page=3",
      ], "each page once")
    try await backend.stop()
  }
}
