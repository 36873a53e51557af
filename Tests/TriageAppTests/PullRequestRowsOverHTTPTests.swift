import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueListFeature
@testable import TriageApp

/// The rows' review decision, checks and size through the whole app on the GitHub backend,
/// over real HTTP on 127.0.0.1: one `POST /graphql` per window that settles, naming only the
/// pull requests on screen, and none while a key is held.
@Suite(.timeLimit(.minutes(1)), .serialized) struct PullRequestRowsOverHTTPTests {
  static let app = RepositoryName(owner: "octo", name: "app")
  static let rows = 60

  /// `is:pr` is a search: `rows` open pull requests of octo/app, numbered from 1, in one
  /// answer.
  static let pullRequests = RecordedExchange(
    path: "/search/issues", headers: ["content-type": "application/json"],
    response: .object([
      "total_count": .integer(rows), "incomplete_results": .bool(false),
      "items": .array((1...rows).map(pullRequest)),
    ]))

  static func pullRequest(_ number: Int) -> JSONValue {
    .object([
      "number": .integer(number), "title": .string("Change \(number) "),
      "state": .string("open"), "user": .object(["login": .string("octocat")]),
      "labels": .array([]), "comments": .integer(0),
      "created_at": .string("2026-01-01T00:00:00Z"),
      "updated_at": .string("2026-01-02T00:00:00Z"),
      "html_url": .string("https://github.com/octo/app/pull/\(number)"),
      "pull_request": .object(["url": .string("https://api.github.com/repos/octo/app/pulls/1")]),
    ])
  }

  /// The pull request numbers a GraphQL request's body names, in alias order.
  static func numbers(_ request: ReceivedRequest) -> [Int] {
    let object = try? JSONSerialization.jsonObject(with: Data(request.body.utf8))
    let variables = (object as? [String: Any])?["variables"] as? [String: Any] ?? [:]
    return (0..<variables.count).compactMap { variables["p\($0)"] as? Int }
  }

  /// Answers the search with `pullRequests`, and every pull request approved, passing,
  /// `+number −1`.
  static let approvingEveryone: StubResponder = { request in
    if request.path.hasPrefix("/search/issues") { return pullRequests }
    guard request.path == "/graphql" else { return nil }
    return approving(request, adding: 0)
  }

  /// Every pull request `request` names approved, passing, `+(number + extra) −1`.
  static func approving(_ request: ReceivedRequest, adding extra: Int) -> RecordedExchange {
    var data: [String: JSONValue] = [:]
    for (index, number) in numbers(request).enumerated() {
      data["p\(index)"] = .object([
        "pullRequest": .object([
          "reviewDecision": .string("APPROVED"), "additions": .integer(number + extra),
          "deletions": .integer(1),
          "commits": .object([
            "nodes": .array([
              .object([
                "commit": .object([
                  "statusCheckRollup": .object(["state": .string("SUCCESS")])
                ])
              ])
            ])
          ]),
        ])
      ])
    }
    return RecordedExchange(
      method: "post", path: "/graphql", headers: ["content-type": "application/json"],
      response: .object(["data": .object(data)]))
  }

  struct Session {
    let backend: GitHubBackendTests.Backend
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 24))
    let clock = SteppedClock()
    let run: Task<AppState, Never>

    init(responder: @escaping StubResponder) async throws {
      backend = try await GitHubBackendTests.Backend.start(
        [NetworkFaultTests.repositories, NetworkFaultTests.firstPage], responder: responder)
      let environment = AppEnvironment(
        repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
        domainLogger: Fixtures.silent, now: { referenceDate })
      let program = TriageProgram.onRepositories(
        environment: environment, startsSignedIn: true,
        initialRepository: PullRequestRowsOverHTTPTests.app)
      let (terminal, clock) = (self.terminal, self.clock)
      run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    /// Waits for octo/app's issues, then lists its pull requests (`p`) and waits for them.
    @discardableResult
    func listPullRequests() async -> Canvas {
      await terminal.waitForFrame(containing: "Issue 1 ")
      terminal.type("p")
      return await terminal.waitForFrame(containing: "Change 1 ")
    }

    var graphQLRequests: [ReceivedRequest] {
      backend.server.receivedRequests().filter { $0.path == "/graphql" }
    }
  }

  @Test func oneRequestPerSettledWindowAndNoneWhileAKeyIsHeld() async throws {
    let session = try await Session(responder: Self.approvingEveryone)
    let terminal = session.terminal
    let listed = await session.listPullRequests()
    #expect(session.graphQLRequests.isEmpty, "nothing is asked before the window settles")
    #expect(!listed.contains("approved"))
    await session.clock.release(IssueListScreen.settleDelay)
    let answered = await terminal.waitForFrame(containing: "+1 −1")
    let first = session.graphQLRequests
    try #require(first.count == 1)
    #expect(first[0].method == "POST")
    #expect(first[0].header("authorization") == "Bearer fixture-token")
    let firstWindow = Self.numbers(first[0])
    #expect(firstWindow == Array(1...firstWindow.count), "the rows on screen, top to bottom")
    #expect((15...30).contains(firstWindow.count), "a screenful, not the page")
    #expect(answered.contains("approved"))
    #expect(answered.contains("✓"))

    // Held: j through forty rows, each step before the window could settle.
    for _ in 0..<40 { terminal.type("j") }
    let moved = await terminal.waitForFrame(containing: "Change 41 ")
    #expect(session.graphQLRequests.count == 1, "holding j asks nothing")
    #expect(!moved.contains("+41 −1"))
    await session.clock.release(IssueListScreen.settleDelay)
    await terminal.waitForFrame(containing: "+41 −1")
    let all = session.graphQLRequests
    try #require(all.count == 2, "one more, for the window j stopped on")
    let secondWindow = Self.numbers(all[1])
    #expect(secondWindow.last == 41)
    #expect(Set(secondWindow).isDisjoint(with: firstWindow), "rows already known aren't asked")
    #expect(secondWindow == Array(secondWindow[0]...41))

    // Back to the top: every row there is known, so nothing is asked.
    terminal.type("g")
    await terminal.waitForFrame(containing: "+1 −1")
    terminal.press(.ctrl("c"))
    let state = await session.run.value
    #expect(session.graphQLRequests.count == 2, "scrolling back asks nothing")
    #expect(state.alerts.current == nil)
    try await session.backend.stop()
  }

  /// A refresh asks again only for the rows whose `updated_at` changed.
  @Test func aRefreshAsksOnlyForRowsThatChanged() async throws {
    let searches = Locked(0)
    let session = try await Session { request in
      if request.path.hasPrefix("/search/issues") {
        let count = searches.withLock {
          $0 += 1
          return $0
        }
        guard count > 1 else { return Self.pullRequests }
        var rows = (1...Self.rows).map(Self.pullRequest)
        if case .object(var row) = rows[2] {
          row["updated_at"] = .string("2026-01-03T00:00:00Z")
          rows[2] = .object(row)
        }
        return RecordedExchange(
          path: "/search/issues", headers: ["content-type": "application/json"],
          response: .object([
            "total_count": .integer(Self.rows), "incomplete_results": .bool(false),
            "items": .array(rows),
          ]))
      }
      guard request.path == "/graphql" else { return nil }
      return Self.approving(request, adding: Self.numbers(request) == [3] ? 1_000 : 0)
    }
    let terminal = session.terminal
    await session.listPullRequests()
    await session.clock.release(IssueListScreen.settleDelay)
    await terminal.waitForFrame(containing: "+3 −1")
    terminal.type("r")
    // The refresh's rows land before the window settles again: the wait is its sign.
    await session.clock.release(IssueListScreen.settleDelay)
    let refreshed = await terminal.waitForFrame(containing: "+1003 −1")
    #expect(refreshed.contains("+4 −1"), "unchanged rows keep their answer")
    terminal.press(.ctrl("c"))
    _ = await session.run.value
    let requests = session.graphQLRequests
    #expect(requests.count == 2)
    #expect(requests.last.map(Self.numbers) == [3], "only the row that changed")
    #expect(searches.withLock { $0 } == 2)
    try await session.backend.stop()
  }

  /// A failed answer leaves the columns blank, raises nothing, and isn't asked again on the
  /// next step; the window after it is asked on its own.
  @Test func aFailureLeavesTheColumnsBlankWithNoAlert() async throws {
    let asked = Locked(0)
    let session = try await Session { request in
      guard request.path == "/graphql" else { return Self.approvingEveryone(request) }
      let count = asked.withLock {
        $0 += 1
        return $0
      }
      return count == 1
        ? RecordedExchange(
          method: "post", path: "/graphql", status: 502, rawBody: "<html>Bad gateway</html>")
        : Self.approvingEveryone(request)
    }
    let terminal = session.terminal
    await session.listPullRequests()
    // The failure changes nothing on screen, but each action the loop reduces is drawn: the
    // window settling once, and its answer once more. Until the answer is reduced, the rows it
    // failed for are only in flight, and the next window would ask for them again.
    let listed = terminal.drawCount
    await session.clock.release(IssueListScreen.settleDelay)
    await terminal.waitForDraw(after: listed + 1)
    try #require(session.graphQLRequests.count == 1)
    let before = terminal.drawCount
    for _ in 0..<30 { terminal.type("j") }
    await terminal.waitForDraw(after: before)
    await terminal.waitForFrame(containing: "Change 31 ")
    await session.clock.release(IssueListScreen.settleDelay)
    let frame = await terminal.waitForFrame(containing: "+31 −1")
    #expect(!frame.contains("+12 −1"), "the failed rows stay blank")
    terminal.press(.ctrl("c"))
    let state = await session.run.value
    #expect(state.alerts.current == nil, "a failure is logged, never an alert")
    #expect(!frame.contains("502") && !frame.contains("Bad gateway"), "nor a banner")
    let requests = session.graphQLRequests
    #expect(requests.count == 2)
    if requests.count == 2 {
      #expect(
        Set(Self.numbers(requests[1])).isDisjoint(with: Self.numbers(requests[0])),
        "rows that failed aren't asked again until the list loads again")
    }
    try await session.backend.stop()
  }
}
