import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// Every request nobody asked for is bounded, whatever the server answers, over real HTTP on
/// 127.0.0.1: a rate limit that names no wait is retried a few times, further apart each time,
/// then left to the user's Retry; a comment page that fails ends in the footer, not in a loop.
/// The countdown's seconds are the test's to give (`.countdown` actions), so no test sleeps.
@Suite(.timeLimit(.minutes(2))) struct BoundedRequestsTests {
  static let listPath = "/repos/octo/app/issues?state=open&per_page=30"
  static let size = Size(width: 80, height: 24)

  /// The app on the GitHub backend, on octo/app's issues, once its first answers are in; at
  /// `size`, with the lists' preview pane as `preview` says.
  static func started(
    _ backend: GitHubBackendTests.Backend, size: Size = size, preview: PreviewSettings = .off
  ) async -> TestStore<TriageProgram> {
    var environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { referenceDate })
    environment.preview = preview
    let program = TriageProgram.onRepositories(
      environment: environment, startsSignedIn: true,
      initialRepository: RepositoryName(owner: "octo", name: "app"))
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    return store
  }

  /// `seconds` of the countdown, one at a time, each settled.
  static func elapse(_ seconds: Int, _ store: TestStore<TriageProgram>) async {
    for _ in 0..<seconds { await store.send(.countdown) }
  }

  static func requests(to path: String, on backend: GitHubBackendTests.Backend) -> Int {
    backend.server.receivedRequests().filter { $0.path == path }.count
  }

  /// The longest a run of automatic retries can take on its own: the first wait plus each
  /// doubling one after it, with a second to spare for every wait.
  static var longestRun: Int {
    (0..<AutomaticRetry.limit).reduce(0) { total, attempt in
      let wait = AutomaticRetry.wait(before: attempt, asked: .seconds(1)) ?? .zero
      return total + Int(wait.components.seconds) + 1
    }
  }

  /// A rate limit that asks for no wait (`Retry-After: 0`, a reset already past) is retried
  /// `AutomaticRetry.limit` times, then the alert offers Retry and nothing more is sent.
  @Test(arguments: [
    ["retry-after": "0"],
    ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1"],
    ["retry-after": "-1"],
  ])
  func aRateLimitWithNoWaitIsRetriedAFewTimesThenLeftToTheUser(_ headers: [String: String])
    async throws
  {
    let backend = try await GitHubBackendTests.Backend.start([
      NetworkFaultTests.repositories,
      RecordedExchange(path: Self.listPath, status: 429, headers: headers, repeatable: true),
    ])
    let store = await Self.started(backend)
    #expect(store.state.alerts.current?.remaining != nil, "a countdown")
    await Self.elapse(Self.longestRun + 600, store)
    let requests = Self.requests(to: Self.listPath, on: backend)
    try await backend.stop()
    #expect(requests == 1 + AutomaticRetry.limit, "\(headers): \(requests) requests")
    let alert = store.state.alerts.current
    #expect(alert?.remaining == nil, "no countdown left")
    #expect(alert?.alert.buttons.first?.kind == .retry)
    #expect(store.state.retryCountdowns.isEmpty)
  }

  /// The user's Retry after the automatic ones starts a new run.
  @Test func retryByHandStartsANewRun() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      NetworkFaultTests.repositories,
      RecordedExchange(
        path: Self.listPath, status: 429, headers: ["retry-after": "0"], repeatable: true),
    ])
    let store = await Self.started(backend)
    await Self.elapse(Self.longestRun, store)
    await store.press(.character("r"))
    #expect(store.state.alerts.current?.remaining == .seconds(1), "the first wait again")
    await Self.elapse(2, store)
    let requests = Self.requests(to: Self.listPath, on: backend)
    try await backend.stop()
    #expect(requests == 1 + AutomaticRetry.limit + 2)
  }

  /// A server answering each request at random (any status, any rate-limit header, resets,
  /// cut-off bodies) never gets more requests without the user than one run's attempts, each
  /// with the client's own retries of a 502, 503 or 504; and the app ends up waiting for the
  /// user, nothing counting down.
  @Test func aRandomServerNeverGetsMoreAutomaticRequestsThanTheBound() async throws {
    var random = SplitMix64(seed: 0x32)
    let bound = (1 + AutomaticRetry.limit) * (1 + AutomaticRetry.gatewayLimit)
    for round in 0..<8 {
      let answers = (0..<40).map { _ in Self.randomAnswer(&random) }
      let backend = try await GitHubBackendTests.Backend.start(
        [NetworkFaultTests.repositories] + answers + [
          RecordedExchange(
            path: Self.listPath, status: 429, headers: ["retry-after": "0"], repeatable: true)
        ])
      let store = await Self.started(backend)
      await Self.elapse(Self.longestRun + 600, store)
      let requests = Self.requests(to: Self.listPath, on: backend)
      try await backend.stop()
      #expect(requests <= bound, "round \(round): \(requests) requests")
      #expect(store.state.alerts.current?.remaining == nil, "round \(round): still counting down")
      #expect(store.state.retryCountdowns.isEmpty, "round \(round)")
    }
  }

  /// One failing answer for the issue list, drawn from what a hostile server sends.
  static func randomAnswer(_ random: inout SplitMix64) -> RecordedExchange {
    // Waits a run can outlast within the test's seconds; the one-hour clamp has its own test.
    let waits = ["0", "1", "-5", "garbage", "nan", "2", "30"]
    let wait = waits[random.int(in: 0..<waits.count)]
    // Mostly rate limits, the answers the app retries by itself, so long runs of them come up.
    let draw = random.int(in: 0..<20)
    switch draw < 19 ? draw % 5 : 5 + random.int(in: 0..<3) {
    case 0:
      return RecordedExchange(path: listPath, status: 429, headers: ["retry-after": wait])
    case 1:
      return RecordedExchange(path: listPath, status: 403, headers: ["retry-after": wait])
    case 2:
      return RecordedExchange(
        path: listPath, status: 403,
        headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": wait])
    case 3:
      return RecordedExchange(
        path: listPath, status: 403, headers: ["content-type": "application/json"],
        response: .object(["message": .string("You have exceeded a secondary rate limit")]))
    case 4:
      return RecordedExchange(path: listPath, status: 429)
    case 5:
      let statuses = [500, 502, 503, 504]
      return RecordedExchange(path: listPath, status: statuses[random.int(in: 0..<4)])
    case 6:
      return RecordedExchange(
        path: listPath, headers: ["content-type": "application/json"],
        response: .array([NetworkFaultTests.issue(1)]), truncateAfterBytes: 5,
        resetConnection: random.int(in: 0...1) == 1)
    default:
      let statuses = [400, 404, 410, 418, 422, 451]
      return RecordedExchange(path: listPath, status: statuses[random.int(in: 0..<6)])
    }
  }

  static let commentsPath = "/repos/octo/app/issues/7/timeline?per_page=100"
  static let secondCommentsPath = "/repositories/1/issues/7/timeline?page=2"

  /// A comment page that fails (the server went away mid-answer) ends in the comments'
  /// failure footer with its retry hint, after one request: the end still in view doesn't ask
  /// again and again.
  @Test func aFailedCommentPageEndsInTheFooterAfterOneRequest() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      NetworkFaultTests.repositories,
      RecordedExchange(
        path: Self.listPath, response: .array([NetworkFaultTests.issue(7)]), repeatable: true),
      RecordedExchange(
        path: "/repos/octo/app/issues/7", response: NetworkFaultTests.issue(7), repeatable: true),
      RecordedExchange(
        path: Self.commentsPath,
        headers: [
          "content-type": "application/json",
          "link": "<https://api.github.com\(Self.secondCommentsPath)>; rel=\"next\"",
        ],
        response: .array([CommentOverHTTPTests.comment(1, "First comment")]), repeatable: true),
      RecordedExchange(
        path: Self.secondCommentsPath, headers: ["content-type": "application/json"],
        response: .array([CommentOverHTTPTests.comment(2, "Second comment")]),
        truncateAfterBytes: 0, resetConnection: true, repeatable: true),
    ])
    let store = await Self.started(backend)
    await store.press(.enter)
    let requests = Self.requests(to: Self.secondCommentsPath, on: backend)
    try await backend.stop()
    #expect(requests == 1)
    guard let screen = store.state.top.screen.as(IssueScreen.self) else {
      Issue.record("on \(store.state.top.screen)")
      return
    }
    guard case .pagingFailure = screen.comments else {
      Issue.record("comments: \(screen.comments)")
      return
    }
    #expect(store.view(in: Self.size).textDump.contains("r: retry"))
  }
}
