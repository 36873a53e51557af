// Re-exported to every file of the app's tests: the suites that start a backend as
// `GitHubBackendTests.Backend` reach its members through this module, not one they import.
@_exported import BackendTestSupport
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Localization
import ScreenState
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// The GitHub backend over real HTTP on 127.0.0.1: the real transport and repository against
/// the stub server replaying octokit's recorded answers and our own, each failure followed from
/// its HTTP status to the `AppError`, its category and the alert the app would show.
@Suite(.timeLimit(.minutes(1))) struct GitHubBackendTests {
  static let app = RepositoryName(owner: "octo", name: "app")
  static let now = referenceDate

  /// A server, the real transport and the repository over them.
  typealias Backend = StubBackend

  static func fixture(_ name: String, filePath: String = #filePath) throws -> [RecordedExchange] {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("GitHubFixtures/\(name).json")
    return try OctokitFixtures.load(url)
  }

  /// The first page of octo/app's open issues, as an `AppError` if it failed.
  static func firstPage(_ backend: Backend) async -> Result<IssuePage, AppError> {
    do throws(IssueRepositoryError) {
      return .success(try await backend.repository.issues(in: app, state: .open, after: nil))
    } catch {
      return .failure(AppError(IssueUseCaseError(error)))
    }
  }

  static func display(_ error: AppError) -> ErrorDisplay {
    DefaultErrorPolicy.display(for: error, canGoBack: true, language: .english)
  }

  static func buttons(_ display: ErrorDisplay) -> [ErrorAction.Kind] {
    if case .alert(let alert) = display { return alert.buttons.map(\.kind) }
    return []
  }

  // MARK: - octokit's recordings

  @Test func walksAllFivePagesOfPaginateIssuesInOrder() async throws {
    let backend = try await Backend.start(try OctokitFixtures.load(named: "paginate-issues"))
    let repository = RepositoryName(owner: "octokit-fixture-org", name: "paginate-issues")
    var cursor: PageCursor? = PageCursor(
      backend.server.baseURL + "/repos/octokit-fixture-org/paginate-issues/issues?per_page=3")
    var numbers: [Int] = []
    var pages = 0
    while let next = cursor, pages < 10 {
      let page = try await backend.repository.issues(in: repository, state: .open, after: next)
      numbers += page.items.map(\.number)
      cursor = page.nextCursor
      pages += 1
    }
    #expect(pages == 5)
    #expect(numbers == Array((1...13).reversed()))
    let paths = backend.server.receivedRequests().map(\.path)
    #expect(
      paths.dropFirst().allSatisfy { $0.hasPrefix("/repositories/1000/issues") },
      "next links followed verbatim")
    #expect(
      backend.server.receivedRequests().allSatisfy {
        $0.header("authorization") == "Bearer fixture-token"
      })
    try await backend.stop()
  }

  @Test func decodesGetRepositoryAndLabels() async throws {
    let backend = try await Backend.start(
      try OctokitFixtures.load(named: "get-repository") + OctokitFixtures.load(named: "labels"))
    let repository = try await backend.repository.repository(
      named: RepositoryName(owner: "octokit-fixture-org", name: "hello-world"))
    #expect(repository.fullName == "octokit-fixture-org/hello-world")
    let labels = try await backend.repository.client.get(
      try #require(
        URL(string: backend.server.baseURL + "/repos/octokit-fixture-org/labels/labels")),
      token: "t")
    let decoded = try backend.repository.client.decode([LabelDTO].self, from: labels)
    #expect(!decoded.isEmpty)
    #expect(decoded.allSatisfy { !$0.name.isEmpty })
    try await backend.stop()
  }

  @Test func the422FixtureBecomesAValidationAlert() async throws {
    let backend = try await Backend.start(try OctokitFixtures.load(named: "errors"))
    let url = try #require(
      URL(string: backend.server.baseURL + "/repos/octokit-fixture-org/errors/labels"))
    let response = try await backend.transport.send(HTTPRequestSpec(method: "POST", url: url))
    let error = GitHubServiceError(response: response, now: Self.now)
    guard case .unprocessable(let fields) = error else {
      Issue.record("got \(error)")
      return
    }
    #expect(!fields.isEmpty)
    let app = AppError(IssueUseCaseError(IssueRepositoryError(error)))
    guard case .validation = app else {
      Issue.record("got \(app)")
      return
    }
    #expect(app.category == .nonRetryable)
    #expect(Self.buttons(Self.display(app)) == [.dismiss], "Back would drop what was typed")
    try await backend.stop()
  }

  // MARK: - Our own recordings, status to alert

  @Test(arguments: [
    ("unauthorized", "unauthorized", ErrorCategory.requiresLogout, [ErrorAction.Kind]()),
    ("forbidden", "forbidden", .nonRetryable, [.navigateBack, .dismiss]),
    ("retry-after", "rateLimited", .retryable, [.navigateBack, .dismiss]),
    ("not-found", "notFound", .nonRetryable, [.navigateBack, .dismiss]),
    ("issues-disabled", "gone", .nonRetryable, [.navigateBack, .dismiss]),
    ("server-error-html", "server", .retryable, [.retry, .navigateBack, .dismiss]),
    ("malformed-json", "decoding", .nonRetryable, [.navigateBack, .dismiss]),
    ("truncated-body", "incompleteResponse", .retryable, [.retry, .navigateBack, .dismiss]),
  ])
  func failuresReachTheUserAsTheTableSays(
    fixture: String, caseName: String, category: ErrorCategory, buttons: [ErrorAction.Kind]
  ) async throws {
    let backend = try await Backend.start(try Self.fixture(fixture))
    let result = await Self.firstPage(backend)
    guard case .failure(let error) = result else {
      Issue.record("\(fixture) succeeded")
      try await backend.stop()
      return
    }
    #expect(error.caseName == caseName, "\(fixture): \(error)")
    #expect(error.category == category)
    #expect(Self.buttons(Self.display(error)) == buttons)
    if caseName == "unauthorized" {
      #expect(Self.display(error) == .signOut(message: error.message(in: .english) ?? ""))
    }
    try await backend.stop()
  }

  @Test func aPrimaryRateLimitWaitsUntilTheReset() async throws {
    let reset = Int(Self.now.timeIntervalSince1970) + 42
    let exchanges = try Self.fixture("primary-rate-limit").map { exchange in
      var copy = exchange
      copy.headers = copy.headers.mapValues {
        $0.replacingOccurrences(of: "{{reset}}", with: "\(reset)")
      }
      return copy
    }
    let backend = try await Backend.start(exchanges)
    let result = await Self.firstPage(backend)
    guard case .failure(.rateLimited(let wait)) = result else {
      Issue.record("got \(result)")
      return
    }
    #expect(wait == .seconds(42))
    guard case .alert(let alert) = Self.display(.rateLimited(retryAfter: wait)) else {
      Issue.record("no alert")
      return
    }
    #expect(alert.countdown == .seconds(42), "the alert counts down the wait")
    try await backend.stop()
  }

  @Test func a502IsRetriedAndThenSucceeds() async throws {
    let backend = try await Backend.start(try Self.fixture("bad-gateway-then-ok"))
    let result = await Self.firstPage(backend)
    #expect((try? result.get())?.items.map(\.number) == [1])
    #expect(backend.server.receivedRequests().count == 2)
    try await backend.stop()
  }

  @Test func aBodyOverTheCapIsRefused() async throws {
    let backend = try await Backend.start(
      try Self.fixture("oversized-body"),
      limits: .init(bodyBytes: 1024))
    let result = await Self.firstPage(backend)
    guard case .failure(let error) = result else {
      Issue.record("succeeded")
      return
    }
    #expect(error.caseName == "responseTooLarge")
    try await backend.stop()
  }

  @Test func aResponseSlowerThanTheTimeoutTimesOut() async throws {
    let backend = try await Backend.start(
      try Self.fixture("slow"), limits: .init(connect: .seconds(5), request: .milliseconds(300)))
    let result = await Self.firstPage(backend)
    guard case .failure(.network(.timedOut)) = result else {
      Issue.record("got \(result)")
      return
    }
    try await backend.stop()
  }

  @Test func a304KeepsTheCachedPage() async throws {
    let backend = try await Backend.start(try Self.fixture("not-modified"), cache: ResponseCache())
    let first = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    let second = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    #expect(second.items == first.items)
    let requests = backend.server.receivedRequests()
    #expect(requests.count == 2)
    #expect(requests.last?.header("if-none-match") == "\"v1\"")
    try await backend.stop()
  }

  @Test func a301IsFollowedAndRemembered() async throws {
    let backend = try await Backend.start(try Self.fixture("moved-permanently"))
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    let paths = backend.server.receivedRequests().map(\.path)
    #expect(paths.count == 3)
    #expect(
      paths.last?.hasPrefix("/repos/octo/renamed/issues") == true, "the second goes straight there")
    try await backend.stop()
  }

  @Test func aCrossHostRedirectNeverCarriesTheToken() async throws {
    let other = try await StubServer.start(
      [RecordedExchange(path: "/elsewhere", response: .array([]))], host: "localhost")
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/issues?state=open&per_page=30", status: 302,
        headers: ["location": "\(other.baseURL)/elsewhere"])
    ])
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    #expect(
      backend.server.receivedRequests().first?.header("authorization") == "Bearer fixture-token")
    let moved = try #require(other.receivedRequests().first)
    #expect(moved.header("authorization") == nil)
    try await backend.stop()
    try await other.shutdown()
  }

  @Test func hostileTextIsInertOnceInAnEntity() async throws {
    let hostile = RecordedExchange(
      path: "/repos/octo/app/issues/9",
      response: .object([
        "number": .integer(9), "title": .string("\u{1B}]52;c;ZXZpbA==\u{07}title\u{1B}[2J"),
        "state": .string("open"), "body": .string("line\r\u{202E}evil\u{9B}31m"),
        "user": .object(["login": .string("bad\u{1B}[31m")]),
      ]))
    let backend = try await Backend.start([hostile])
    let issue = try await backend.repository.issue(in: Self.app, number: 9)
    for text in [issue.title, issue.body, issue.author.login] {
      #expect(
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
      #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
    }
    try await backend.stop()
  }
}
