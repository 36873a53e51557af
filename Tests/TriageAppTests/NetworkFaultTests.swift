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

/// The whole app on the GitHub backend over real HTTP on 127.0.0.1, when the network fails
/// after the first page: the server gone, a server that never answers, a reset mid-body and a
/// body that drips. Each ends in the paging-failure state with its alert, every loaded row kept,
/// and none outlives the request timeout (the suite's time limit would catch a hang).
@Suite(.timeLimit(.minutes(1))) struct NetworkFaultTests {
  static let pageSize = 30
  static let requestTimeout = Duration.milliseconds(500)

  /// The app running on a stub server that serves one page of octo/app and then `fault`.
  struct Session {
    let backend: GitHubBackendTests.Backend
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let clock = SteppedClock()
    let run: Task<AppState, Never>

    init(then fault: RecordedExchange?, timeout: Duration = requestTimeout) async throws {
      var exchanges = [NetworkFaultTests.repositories, NetworkFaultTests.firstPage]
      if let fault { exchanges.append(fault) }
      backend = try await GitHubBackendTests.Backend.start(
        exchanges, limits: .init(connect: timeout, request: timeout))
      let environment = AppEnvironment(
        repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
        domainLogger: Fixtures.silent, now: { referenceDate })
      let program = TriageProgram.onRepositories(
        environment: environment, startsSignedIn: true,
        initialRepository: RepositoryName(owner: "octo", name: "app"))
      let (terminal, clock) = (self.terminal, self.clock)
      run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    /// Waits for the first page, asks for the next one and waits for the alert it ends in.
    func pageThenAlert() async -> (AppState, Canvas) {
      await terminal.waitForFrame(containing: "Issue 1 ")
      terminal.press(.end)
      let alert = await terminal.waitForFrame(containing: "[ Retry ]")
      terminal.press(.ctrl("c"))
      return (await run.value, alert)
    }
  }

  static let repositories = RecordedExchange(
    path: "/user/repos?sort=updated&per_page=30", response: .array([]), repeatable: true)

  static let firstPage = RecordedExchange(
    path: "/repos/octo/app/issues?state=open&per_page=30",
    headers: [
      "content-type": "application/json",
      "link": "<https://api.github.com/repositories/1/issues?page=2>; rel=\"next\"",
    ],
    response: .array((1...pageSize).map(issue)))

  static let secondPagePath = "/repositories/1/issues?page=2"

  static func issue(_ number: Int) -> JSONValue {
    .object([
      "number": .integer(number), "title": .string("Issue \(number) "), "state": .string("open"),
      "user": .object(["login": .string("octocat")]), "labels": .array([]),
      "comments": .integer(0), "created_at": .string("2026-01-01T00:00:00Z"),
      "html_url": .string("https://github.com/octo/app/issues/\(number)"),
    ])
  }

  /// The page that failed kept every row, shows the failure in its footer, and the alert says
  /// what happened with Retry first.
  static func expectKeptRowsAndAlert(
    _ state: AppState, _ frame: Canvas, title: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let screen = state.top.screen.as(IssueListScreen.self) else {
      Issue.record("ended on \(state.top.screen)", sourceLocation: sourceLocation)
      return
    }
    #expect(screen.store.items.count == pageSize, sourceLocation: sourceLocation)
    if case .pagingFailure = screen.store.state {
    } else {
      Issue.record("the list is \(screen.store.state)", sourceLocation: sourceLocation)
    }
    #expect(state.alerts.current?.alert.title == title, sourceLocation: sourceLocation)
    #expect(frame.contains(title), sourceLocation: sourceLocation)
  }

  @Test func theServerGoneMidSessionIsRefusedAtOnce() async throws {
    // A timeout far longer than the suite's time limit: only an immediate refusal passes.
    let session = try await Session(then: nil, timeout: .seconds(600))
    await session.terminal.waitForFrame(containing: "Issue 1 ")
    try await session.backend.server.shutdown()
    let (state, frame) = await session.pageThenAlert()
    Self.expectKeptRowsAndAlert(state, frame, title: "Can't connect")
    await session.backend.transport.shutdown()
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let session = try await Session(
      then: RecordedExchange(path: Self.secondPagePath, delayMilliseconds: 3_600_000))
    let (state, frame) = await session.pageThenAlert()
    Self.expectKeptRowsAndAlert(state, frame, title: "Request timed out")
    try await session.backend.stop()
  }

  /// The head arrived, so the server did answer: an incomplete response, not "can't connect".
  @Test func aResetMidBodyIsAnIncompleteResponse() async throws {
    let session = try await Session(
      then: RecordedExchange(
        path: Self.secondPagePath, response: Self.firstPage.response, truncateAfterBytes: 300,
        resetConnection: true))
    let (state, frame) = await session.pageThenAlert()
    Self.expectKeptRowsAndAlert(state, frame, title: "Incomplete response")
    try await session.backend.stop()
  }

  @Test func aBodyThatDripsPastTheTimeoutTimesOut() async throws {
    let session = try await Session(
      then: RecordedExchange(
        path: Self.secondPagePath, response: Self.firstPage.response, dripMilliseconds: 100))
    let (state, frame) = await session.pageThenAlert()
    Self.expectKeptRowsAndAlert(state, frame, title: "Request timed out")
    try await session.backend.stop()
  }
}
