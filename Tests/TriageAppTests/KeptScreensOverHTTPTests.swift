import Clocks
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
@testable import InboxFeature
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// A repository's issue list, an issue's page and the inbox, each through the whole app over
/// real HTTP on 127.0.0.1 with a real store in a temporary directory, in three runs: the first
/// keeps what it shows; the second starts with the server down and shows it with the offline
/// banner and its age; the third, with the server back, asks conditionally and a 304 changes
/// no row. An issue's page keeps its timeline's first page, comments and events alike, and a
/// fourth run's 200 replaces it in place.
@Suite(.timeLimit(.minutes(1)), .serialized) struct KeptScreensOverHTTPTests {
  static let start = referenceDate
  static let app = RepositoryName(owner: "octo", name: "app")
  static let listPath = "/repos/octo/app/issues?state=open&per_page=30"
  static let issuePath = "/repos/octo/app/issues/7"
  static let timelinePath = "/repos/octo/app/issues/7/timeline?per_page=100"
  static let inboxPath = "/notifications?all=true&participating=false&per_page=50"
  static let lastModified = "Thu, 26 Nov 2026 10:00:00 GMT"

  /// One run of the app at `now` on `baseURL`, with the account's store in `directory`.
  struct Run {
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let transport: AsyncHTTPClientTransport
    let accounts: AccountStore
    let task: Task<AppState, Never>

    init(
      baseURL: String, directory: String, now: Date, sections: SectionsConfiguration,
      repository: RepositoryName?
    ) throws {
      transport = AsyncHTTPClientTransport(
        limits: .init())
      let client = GitHubClient(
        configuration: .init(
          baseURL: try #require(URL(string: baseURL)), userAgent: "triage/test"),
        transport: transport, clock: ImmediateClock(), now: { now }, logger: Fixtures.silent)
      let accounts = AccountStore(
        directory: directory, host: "127.0.0.1", now: { now }, logger: Fixtures.silent)
      self.accounts = accounts
      let backend = GitHubIssueRepository(
        client: client, token: "fixture-token", accounts: accounts, logger: Fixtures.silent)
      let environment = AppEnvironment(
        repository: backend, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
        domainLogger: Fixtures.silent, now: { now })
      let program = TriageProgram(
        environment: environment, startsSignedIn: true, initialRepository: repository,
        sections: sections)
      let (terminal, clock) = (self.terminal, SteppedClock())
      task = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    func end() async -> AppState {
      terminal.press(.ctrl("c"))
      let state = await task.value
      // As the executable does at exit.
      await accounts.settled()
      await transport.shutdown()
      return state
    }
  }

  static let user = RecordedExchange(
    path: "/user", response: .object(["login": .string("octocat")]), repeatable: true)

  static let repositories =
    SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults
  static let inbox = SectionsConfiguration(sections: [.notifications("Inbox")]) ?? .defaults

  static func list(etag: String) -> RecordedExchange {
    RecordedExchange(
      path: listPath, headers: ["etag": etag],
      response: .array([NetworkFaultTests.issue(7), NetworkFaultTests.issue(8)]))
  }

  static func issueAndTimeline(etag: String) -> [RecordedExchange] {
    [
      RecordedExchange(path: issuePath, headers: ["etag": etag], response: issue7),
      RecordedExchange(
        path: timelinePath, headers: ["etag": etag + "t"],
        response: .array([labeled, CommentOverHTTPTests.comment(1, "First comment")])),
    ]
  }

  /// An event before the comment: kept with it, and drawn from the store as from the server.
  static let labeled = TimelineOverHTTPTests.event(
    "labeled", ["label": .object(["name": .string("bug")])], id: 5)
  static let labeledLine = "monalisa added the bug label"

  static var issue7: JSONValue {
    .object([
      "number": .integer(7), "title": .string("Issue 7 "), "state": .string("open"),
      "user": .object(["login": .string("octocat")]), "body": .string("The body of seven"),
      "comments": .integer(1), "created_at": .string("2026-01-01T00:00:00Z"),
      "html_url": .string("https://github.com/octo/app/issues/7"),
      "repository_url": .string("https://api.github.com/repos/octo/app"),
    ])
  }

  static func text(_ frame: Canvas) -> String { frame.lines.joined(separator: "\n") }

  /// The rows of the list's screen at the end of a run.
  static func items(_ state: AppState) -> [Int] {
    state.top.screen.as(IssueListScreen.self)?.store.items.map(\.number) ?? []
  }

  @Test func aRepositorysIssueList() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-screens")
    defer { directory.remove() }
    // The first run keeps the list.
    let server = try await StubServer.start([Self.user, Self.list(etag: "\"L1\"")])
    let first = try Run(
      baseURL: server.baseURL, directory: directory.path, now: Self.start,
      sections: Self.repositories, repository: Self.app)
    await first.terminal.waitForFrame(containing: "Issue 8 ")
    let shown = Self.items(await first.end())
    let baseURL = server.baseURL
    try await server.shutdown()
    #expect(shown == [7, 8])

    // Down: the kept rows at once, and the standing banner with their age; no alert.
    let offline = try Run(
      baseURL: baseURL, directory: directory.path, now: Self.start.addingTimeInterval(720),
      sections: Self.repositories, repository: Self.app)
    let frame = await offline.terminal.waitForFrame(
      containing: "offline, showing data from 12m ago")
    #expect(Self.text(frame).contains("Issue 7 "))
    let offlineState = await offline.end()
    #expect(!offlineState.alerts.isShowing && offlineState.alerts.pending.isEmpty)
    #expect(Self.items(offlineState) == shown)

    // Back: asked for with the kept ETag; the 304 keeps every row, and the age goes.
    let back = try await StubServer.start([
      Self.user,
      RecordedExchange(path: Self.listPath, status: 304, headers: ["etag": "\"L1\""]),
    ])
    let online = try Run(
      baseURL: back.baseURL, directory: directory.path,
      now: Self.start.addingTimeInterval(900), sections: Self.repositories,
      repository: Self.app)
    await online.terminal.waitForFrame { frame in
      let text = Self.text(frame)
      return text.contains("Issue 7 ") && !text.contains("as of") && !text.contains("offline")
    }
    let onlineState = await online.end()
    let requests = back.receivedRequests().filter { $0.path.hasPrefix("/repos/") }
    try await back.shutdown()
    #expect(requests.map { $0.header("if-none-match") } == ["\"L1\""])
    #expect(Self.items(onlineState) == shown)
  }

  @Test func anIssuesPageWithItsTimeline() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-screens")
    defer { directory.remove() }
    let server = try await StubServer.start(
      [Self.user, Self.list(etag: "\"L1\"")] + Self.issueAndTimeline(etag: "\"I1\""))
    let first = try Run(
      baseURL: server.baseURL, directory: directory.path, now: Self.start,
      sections: Self.repositories, repository: Self.app)
    await first.terminal.waitForFrame(containing: "Issue 7 ")
    first.terminal.press(.enter)
    await first.terminal.waitForFrame(containing: "First comment")
    _ = await first.end()
    let baseURL = server.baseURL
    try await server.shutdown()

    // Down: the list and then the page come from the store, with the offline banner.
    let offline = try Run(
      baseURL: baseURL, directory: directory.path, now: Self.start.addingTimeInterval(600),
      sections: Self.repositories, repository: Self.app)
    await offline.terminal.waitForFrame(containing: "offline, showing data from 10m ago")
    offline.terminal.press(.enter)
    let page = await offline.terminal.waitForFrame { frame in
      let text = Self.text(frame)
      return text.contains("First comment") && text.contains("offline, showing data from 10m ago")
    }
    #expect(Self.text(page).contains("The body of seven"))
    #expect(Self.text(page).contains(Self.labeledLine), "the kept event is drawn too")
    let offlineState = await offline.end()
    #expect(!offlineState.alerts.isShowing && offlineState.alerts.pending.isEmpty)
    let keptScreen = try #require(offlineState.top.screen.as(IssueScreen.self))
    #expect(keptScreen.keptAt == Self.start)

    // Back: the issue and its timeline are each asked for with their ETag; 304s keep both.
    let back = try await StubServer.start([
      Self.user,
      RecordedExchange(path: Self.listPath, status: 304, headers: ["etag": "\"L1\""]),
      RecordedExchange(path: Self.issuePath, status: 304, headers: ["etag": "\"I1\""]),
      RecordedExchange(path: Self.timelinePath, status: 304, headers: ["etag": "\"I1\"t"]),
    ])
    let online = try Run(
      baseURL: back.baseURL, directory: directory.path,
      now: Self.start.addingTimeInterval(900), sections: Self.repositories,
      repository: Self.app)
    await online.terminal.waitForFrame(containing: "Issue 7 ")
    online.terminal.press(.enter)
    await online.terminal.waitForFrame { frame in
      let text = Self.text(frame)
      return text.contains("First comment") && text.contains(Self.labeledLine)
        && !text.contains("as of")
    }
    let onlineState = await online.end()
    let requests = back.receivedRequests()
    try await back.shutdown()
    let asked = requests.filter { $0.path.hasPrefix(Self.issuePath) }
    #expect(
      asked.map { $0.header("if-none-match") }.sorted { ($0 ?? "") < ($1 ?? "") } == [
        "\"I1\"", "\"I1\"t",
      ])
    let screen = try #require(onlineState.top.screen.as(IssueScreen.self))
    #expect(screen.keptAt == nil)
    #expect(screen.state.value?.title == "Issue 7 ")
    let kept = screen.comments.value?.items.map(\.id)
    #expect(kept == [.event("5"), .comment(1)])

    // Changed: the timeline's 200 replaces the kept page in place, and is kept in turn.
    let changed = try await StubServer.start([
      Self.user,
      RecordedExchange(path: Self.listPath, status: 304, headers: ["etag": "\"L1\""]),
      RecordedExchange(path: Self.issuePath, status: 304, headers: ["etag": "\"I1\""]),
      RecordedExchange(
        path: Self.timelinePath, headers: ["etag": "\"I2\"t"],
        response: .array([
          Self.labeled, CommentOverHTTPTests.comment(1, "First comment"),
          CommentOverHTTPTests.comment(2, "Second comment"),
        ])),
    ])
    let updated = try Run(
      baseURL: changed.baseURL, directory: directory.path,
      now: Self.start.addingTimeInterval(1_200), sections: Self.repositories,
      repository: Self.app)
    await updated.terminal.waitForFrame(containing: "Issue 7 ")
    updated.terminal.press(.enter)
    await updated.terminal.waitForFrame { frame in
      let text = Self.text(frame)
      return text.contains("Second comment") && !text.contains("as of")
    }
    let updatedState = await updated.end()
    let timeline = changed.receivedRequests().filter { $0.path == Self.timelinePath }
    try await changed.shutdown()
    #expect(timeline.map { $0.header("if-none-match") } == ["\"I1\"t"])
    let replaced = try #require(updatedState.top.screen.as(IssueScreen.self))
    #expect(replaced.comments.value?.items.map(\.id) == [.event("5"), .comment(1), .comment(2)])
  }

  @Test func theInboxsNotifications() async throws {
    let directory = try TemporaryDirectory(prefix: "triage-kept-screens")
    defer { directory.remove() }
    let threads = [
      GitHubInboxThreads.thread(id: "1", number: 7, title: "First"),
      GitHubInboxThreads.thread(id: "2", number: 8, title: "Second"),
    ]
    let server = try await StubServer.start([
      Self.user,
      RecordedExchange(
        path: Self.inboxPath, headers: ["Last-Modified": Self.lastModified],
        rawBody: "[\(threads.joined(separator: ","))]"),
    ])
    let first = try Run(
      baseURL: server.baseURL, directory: directory.path, now: Self.start,
      sections: Self.inbox, repository: nil)
    await first.terminal.waitForFrame(containing: "Second")
    _ = await first.end()
    let baseURL = server.baseURL
    try await server.shutdown()

    let offline = try Run(
      baseURL: baseURL, directory: directory.path, now: Self.start.addingTimeInterval(720),
      sections: Self.inbox, repository: nil)
    let frame = await offline.terminal.waitForFrame(
      containing: "offline, showing data from 12m ago")
    #expect(Self.text(frame).contains("Second"))
    let offlineState = await offline.end()
    #expect(!offlineState.alerts.isShowing && offlineState.alerts.pending.isEmpty)

    let back = try await StubServer.start([
      Self.user,
      RecordedExchange(path: Self.inboxPath, status: 304, repeatable: true),
    ])
    let online = try Run(
      baseURL: back.baseURL, directory: directory.path,
      now: Self.start.addingTimeInterval(900), sections: Self.inbox, repository: nil)
    await online.terminal.waitForFrame { frame in
      let text = Self.text(frame)
      return text.contains("Second") && text.contains("checked") && !text.contains("offline")
    }
    let onlineState = await online.end()
    let requests = back.receivedRequests().filter { $0.path.hasPrefix("/notifications") }
    try await back.shutdown()
    #expect(requests.first?.header("if-modified-since") == Self.lastModified)
    let inbox = try #require(onlineState.navigation.root.screen.as(InboxScreen.self))
    #expect(inbox.store.items.map(\.id) == ["1", "2"])
    #expect(inbox.store.keptAt == nil)
  }
}
