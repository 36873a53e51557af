import AppCore
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import IssueStore
import TerminalUI
import TriageApp

/// Issue 36's figures for the store: the first frame on a kept list against the demo's, the
/// memory a large kept list holds against a small one, and the requests of a session replayed
/// over HTTP on 127.0.0.1 with the store of an earlier run. Every run is the whole app (the
/// runtime's loop on the headless terminal, the real repository, client and SQLite store).
enum KeptStore {
  static let size = Size(width: 120, height: 40)
  static let repository = RepositoryName(owner: "octo", name: "app")
  static let login = "octocat"
  static let host = "127.0.0.1"
  /// A row of the kept list: its first issue's title.
  static let keptRow = Scenario.titles[0]
  static let sections =
    SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults

  /// Runs `body` to its end from synchronous code (the suite's top level). A run that waits
  /// for a frame that never comes (the app and the script disagree) ends the process after
  /// `limit` with a word on stderr, rather than hanging the benchmarks.
  static func wait<T: Sendable>(
    limit: DispatchTimeInterval = .seconds(300),
    _ body: @escaping @Sendable () async throws -> T
  ) throws -> T {
    let result = Locked<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      do {
        let value = try await body()
        result.withLock { $0 = .success(value) }
      } catch {
        result.withLock { $0 = .failure(error) }
      }
      done.signal()
    }
    guard done.wait(timeout: .now() + limit) == .success else {
      FileHandle.standardError.write(Data("a run did not end within its limit\n".utf8))
      exit(2)
    }
    guard let outcome = result.withLock({ $0 }) else { throw BenchError("no result") }
    return try outcome.get()
  }

  /// Writes `rows` issues as the kept pages of `repository`'s open list, in the store of
  /// `login` on `host` under `directory`, as a run of the app before would have that paged
  /// through all of them: pages of the client's page size, each under its own key.
  static func keep(rows: Int, in directory: String) async throws {
    let accounts = AccountStore(
      directory: directory, host: host, login: login, now: { Scenario.now },
      logger: Scenario.silent)
    guard let store = accounts.store() else { throw BenchError("no store in \(directory)") }
    let key = GitHubIssueRepository.listKey(
      repository, state: .open, sort: SearchSort(.created, .descending))
    let size = GitHubClient.pageSize
    let pages = (rows + size - 1) / size
    func cursor(_ page: Int) -> String {
      "http://\(host)/repos/octo/app/issues?state=open&per_page=\(size)&page=\(page)"
    }
    for page in 1...pages {
      let first = rows - (page - 1) * size
      await store.saveIssues(
        StoredList(
          rows: Scenario.issues(min(size, first), from: first),
          nextCursor: page < pages ? cursor(page + 1) : nil, isIncomplete: false,
          validators: Validators(etag: "\"kept-\(page)\""), storedAt: Scenario.now),
        forList: page == 1 ? key : "\(key) after \(cursor(page))")
    }
    guard await store.issues(forList: "\(key) after \(cursor(pages))") != nil || pages == 1,
      await store.issues(forList: key)?.rows.count == min(size, rows)
    else {
      throw BenchError("the store kept fewer than \(pages) pages")
    }
    await accounts.settled()
  }

  // MARK: - The app over HTTP

  /// One run of the whole app on `baseURL`, with the account's store in `directory`.
  final class Run: Sendable {
    let terminal = HeadlessTerminal(size: KeptStore.size)
    let transport: AsyncHTTPClientTransport
    let accounts: AccountStore
    let client: GitHubClient
    let task: Task<AppState, Never>

    init(
      baseURL: String, directory: String, sections: SectionsConfiguration,
      repository: RepositoryName?
    ) throws {
      transport = AsyncHTTPClientTransport(
        limits: .init(connect: .seconds(5), request: .seconds(5)))
      guard let url = URL(string: baseURL) else { throw BenchError("bad URL \(baseURL)") }
      client = GitHubClient(
        configuration: .init(baseURL: url, userAgent: "triage/bench"), transport: transport,
        logger: Scenario.silent)
      accounts = AccountStore(directory: directory, host: host, logger: Scenario.silent)
      // As the executable does when it makes the account's store.
      accounts.prepare()
      let backend = GitHubIssueRepository(
        client: client, token: "bench-token", accounts: accounts, logger: Scenario.silent)
      let environment = AppEnvironment(
        repository: backend, logger: ProductionErrorLogger(logger: Scenario.silent),
        domainLogger: Scenario.silent)
      let program = TriageProgram(
        environment: environment, initialRepository: repository, sections: sections)
      let terminal = terminal
      task = Task.detached {
        await Runtime(program: program, terminal: terminal, clock: ContinuousClock())
          .run(from: program.initialState())
      }
    }

    /// Quits as a person would, then settles the store and the transport as the executable
    /// does at exit.
    func end() async -> AppState {
      terminal.press(.ctrl("c"))
      let state = await task.value
      await accounts.settled()
      await accounts.close()
      await transport.shutdown()
      return state
    }
  }

  /// The demo of `triage --demo --demo-latency 0 demo/busy`, on the headless terminal.
  final class DemoRun: Sendable {
    let terminal = HeadlessTerminal(size: KeptStore.size)
    let task: Task<AppState, Never>

    init() {
      let repository = DemoIssueRepository(
        clock: ContinuousClock(), now: Scenario.now, latency: .zero, logger: Scenario.silent)
      let environment = AppEnvironment(
        repository: repository, logger: ProductionErrorLogger(logger: Scenario.silent),
        domainLogger: Scenario.silent, now: { Scenario.now }, demoSwitches: repository.switches)
      let program = TriageProgram(
        environment: environment, initialRepository: DemoIssueRepository.busy,
        sections: KeptStore.sections)
      let terminal = terminal
      task = Task.detached {
        await Runtime(program: program, terminal: terminal, clock: ContinuousClock())
          .run(from: program.initialState())
      }
    }

    func end() async {
      terminal.press(.ctrl("c"))
      _ = await task.value
    }
  }

  /// The time of the first frame `matches` accepts, taken as it is drawn.
  final class FirstFrame: Sendable {
    let drawnAt = Locked<UInt64?>(nil)

    func wait(on terminal: HeadlessTerminal, _ matches: @escaping @Sendable (Canvas) -> Bool)
      async -> UInt64
    {
      let drawnAt = drawnAt
      await terminal.waitForFrame { frame in
        // When the frame was drawn, not when the look at it ended: the looks differ in cost.
        let now = DispatchTime.now().uptimeNanoseconds
        guard matches(frame) else { return false }
        drawnAt.withLock { $0 = $0 ?? now }
        return true
      }
      return drawnAt.withLock { $0 } ?? DispatchTime.now().uptimeNanoseconds
    }
  }

  /// A server that knows only the user and answers every list with a 304 on the kept ETag.
  static func unchangedServer() async throws -> StubServer {
    try await StubServer.start([]) { request in
      if request.path == "/user" {
        return RecordedExchange(path: request.path, rawBody: #"{"login": "\#(login)"}"#)
      }
      if request.path.hasPrefix("/repos/octo/app/issues?") {
        return RecordedExchange(path: request.path, status: 304, headers: ["etag": "\"kept-1\""])
      }
      return RecordedExchange(path: request.path, status: 404, rawBody: "{}")
    }
  }

  // MARK: - --kept-first-frame

  /// From the program's making to the first frame with real rows: the demo's list of
  /// demo/busy with no store, against a kept 10,000-issue list (the server then answers 304).
  /// Returns the medians in nanoseconds.
  static func firstFrame(rows: Int, runs: Int) throws -> (demo: Double, kept: Double) {
    let directory = NSTemporaryDirectory() + "triage-bench-kept-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try wait { try await keep(rows: rows, in: directory) }
    var demo: [Double] = []
    var kept: [Double] = []
    // The first of each is a warm-up.
    for run in 0...runs {
      let demoTime = try wait { () async -> Double in
        let start = DispatchTime.now().uptimeNanoseconds
        let app = DemoRun()
        let drawn = await FirstFrame().wait(on: app.terminal) { $0.contains("#160") }
        await app.end()
        return Double(drawn - start)
      }
      let keptTime = try wait { () async throws -> Double in
        let server = try await unchangedServer()
        let start = DispatchTime.now().uptimeNanoseconds
        let app = try Run(
          baseURL: server.baseURL, directory: directory, sections: sections,
          repository: repository)
        // The kept rows are drawn with their age (`as of`) before the server's 304 lands.
        let restored = Locked(false)
        let drawn = await FirstFrame().wait(on: app.terminal) { frame in
          guard frame.contains(keptRow) else { return false }
          restored.withLock { $0 = frame.contains("as of") }
          return true
        }
        _ = await app.end()
        try await server.shutdown()
        if !restored.withLock({ $0 }) {
          FileHandle.standardError.write(Data("the first frame with rows was the 304's\n".utf8))
        }
        return Double(drawn - start)
      }
      if run > 0 {
        demo.append(demoTime)
        kept.append(keptTime)
      }
      FileHandle.standardError.write(
        Data(
          "run \(run): demo \(Bench.format(demoTime)), kept \(Bench.format(keptTime))\n".utf8))
    }
    demo.sort()
    kept.sort()
    return (demo[demo.count / 2], kept[kept.count / 2])
  }

  // MARK: - The store's opening

  /// Opening the store of a kept `rows`-issue list and reading its first page, as the app does
  /// at start; the store closed after, as at exit.
  @MainActor
  static func storeOpen(rows: Int) throws {
    let directory = NSTemporaryDirectory() + "triage-bench-open-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try wait { try await keep(rows: rows, in: directory) }
    let key = GitHubIssueRepository.listKey(
      repository, state: .open, sort: SearchSort(.created, .descending))
    var failure: (any Error)?
    Bench.measure("store open and first page read, \(rows) kept issues", samples: 11, batch: 5) {
      do {
        let read = try wait { () async throws -> Int in
          let accounts = AccountStore(
            directory: directory, host: host, login: login, now: { Scenario.now },
            logger: Scenario.silent)
          guard let store = accounts.store() else { throw BenchError("no store") }
          let count = await store.issues(forList: key)?.rows.count ?? 0
          await accounts.close()
          return count
        }
        if read != GitHubClient.pageSize { failure = BenchError("read \(read) rows") }
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  // MARK: - --serve-kept

  /// For the end-to-end first frame (`Benchmarks/run.sh`): keeps a 10,000-issue list in the
  /// cache directory `cache` as the executable finds it (`cache/triage`), starts the server that
  /// answers it with a 304, prints the server's URL, and serves until stdin closes.
  static func serveKept(cache: String) throws {
    try wait { try await keep(rows: 10_000, in: cache + "/triage") }
    let server = try wait { try await unchangedServer() }
    FileHandle.standardOutput.write(Data((server.baseURL + "\n").utf8))
    while FileHandle.standardInput.availableData.count > 0 {}
    try wait { try await server.shutdown() }
  }

  // MARK: - --kept-memory

  /// Resident memory of the whole app open on a kept list of `rows` issues, each in a process
  /// of its own (this executable again, with `--kept-memory-open`).
  static func memory(rows: Int) throws -> Memory {
    let directory = NSTemporaryDirectory() + "triage-bench-memory-\(getpid())-\(rows)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try wait { try await keep(rows: rows, in: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["--kept-memory-open", directory]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .compactMap { Double($0) }
    guard process.terminationStatus == 0, fields.count == 4 else {
      throw BenchError("the process for \(rows) rows ended \(process.terminationStatus)")
    }
    return Memory(start: fields[0], shown: fields[1], revalidated: fields[2], peak: fields[3])
  }

  struct Memory {
    /// Resident MiB before the app is made.
    var start: Double
    /// Resident MiB at the first frame with the kept rows.
    var shown: Double
    /// Resident MiB once the server's 304 is applied (no `as of` left).
    var revalidated: Double
    /// The process's peak resident MiB (`VmHWM`).
    var peak: Double
  }

  /// The child of `memory(rows:)`: opens the app on the store in `directory`, waits for the
  /// kept rows and for the 304 after them, and prints its resident memory at each.
  static func openForMemory(directory: String) throws {
    let start = Bench.residentMiB()
    let (shown, revalidated) = try wait { () async throws -> (Double, Double) in
      let server = try await unchangedServer()
      let app = try Run(
        baseURL: server.baseURL, directory: directory, sections: sections,
        repository: repository)
      await app.terminal.waitForFrame(containing: keptRow)
      let shown = Bench.residentMiB()
      await app.terminal.waitForFrame { frame in
        frame.contains(keptRow) && !frame.contains("as of") && !frame.contains("offline")
      }
      let revalidated = Bench.residentMiB()
      _ = await app.end()
      try await server.shutdown()
      return (shown, revalidated)
    }
    print(start, shown, revalidated, peakResidentMiB())
  }

  /// The process's peak resident memory, from /proc (Linux), in MiB.
  static func peakResidentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return kilobytes / 1024
  }

  // MARK: - --replay-conditional

  static let issueJSON = """
    {"number": 7, "title": "Issue 7 ", "state": "open", "user": {"login": "octocat"}, \
    "labels": [], "body": "The body of seven", "comments": 1, \
    "created_at": "2026-01-01T00:00:00Z", "html_url": "https://github.com/octo/app/issues/7", \
    "repository_url": "https://api.github.com/repos/octo/app"}
    """
  static let listJSON =
    "[" + issueJSON + ", "
    + issueJSON.replacingOccurrences(of: "\"number\": 7", with: "\"number\": 8")
    .replacingOccurrences(of: "Issue 7 ", with: "Issue 8 ") + "]"
  /// The issue's timeline: its one comment, as `/timeline` lists comments.
  static let commentsJSON = """
    [{"event": "commented", "id": 1, "user": {"login": "octocat"}, "body": "First comment", \
    "created_at": "2026-11-18T11:06:41Z"}]
    """
  static let inboxJSON = """
    [{"id": "1", "unread": true, "reason": "mention", "updated_at": "2026-11-20T10:00:00Z", \
    "subject": {"title": "Thread of seven", "type": "Issue", \
    "url": "https://api.github.com/repos/octo/app/issues/7"}, \
    "repository": {"name": "app", "full_name": "octo/app", "owner": {"login": "octo"}}}]
    """
  static let lastModified = "Thu, 26 Nov 2026 10:00:00 GMT"

  /// GitHub as it answers an unchanged account: each answer with its validator, and a 304
  /// to a request that sends it back.
  static func answer(_ request: ReceivedRequest) -> RecordedExchange {
    let path = request.path
    func validated(_ tag: String, _ body: String) -> RecordedExchange {
      request.header("if-none-match") == tag
        ? RecordedExchange(path: path, status: 304, headers: ["etag": tag])
        : RecordedExchange(path: path, headers: ["etag": tag], rawBody: body)
    }
    if path == "/user" { return validated("\"user\"", #"{"login": "\#(login)"}"#) }
    if path.hasPrefix("/repos/octo/app/issues/7/timeline") {
      return validated("\"timeline-7\"", commentsJSON)
    }
    if path.hasPrefix("/repos/octo/app/issues/7") { return validated("\"issue-7\"", issueJSON) }
    if path.hasPrefix("/repos/octo/app/issues?") { return validated("\"list\"", listJSON) }
    if path.hasPrefix("/notifications") {
      return request.header("if-modified-since") == lastModified
        ? RecordedExchange(path: path, status: 304, headers: ["Last-Modified": lastModified])
        : RecordedExchange(
          path: path, headers: ["Last-Modified": lastModified], rawBody: inboxJSON)
    }
    return RecordedExchange(path: path, status: 404, rawBody: #"{"message": "Not Found"}"#)
  }

  struct Session: Sendable {
    var counts: RequestCounter.Counts
    /// Each request the server received: method, path, and what made it conditional.
    var requests: [String]
  }

  /// One scripted session: a repository's list (over the inbox, the home), an issue, back to
  /// the list, back to the inbox.
  static func session(baseURL: String, server: StubServer, directory: String) async throws
    -> Session
  {
    let already = server.receivedRequests().count
    let app = try Run(
      baseURL: baseURL, directory: directory,
      sections: SectionsConfiguration(sections: [.notifications("Inbox")]) ?? .defaults,
      repository: repository)
    let settled: @Sendable (Canvas) -> Bool = { !$0.contains("as of") }
    await app.terminal.waitForFrame { $0.contains("Issue 8 ") && settled($0) }
    app.terminal.press(.enter)
    await app.terminal.waitForFrame { $0.contains("First comment") && settled($0) }
    app.terminal.press(.escape)
    await app.terminal.waitForFrame { $0.contains("Issue 8 ") && !$0.contains("First comment") }
    app.terminal.press(.escape)
    await app.terminal.waitForFrame {
      $0.contains("Thread of seven") && settled($0) && !$0.contains("Issue 8 ")
    }
    _ = await app.end()
    let requests = server.receivedRequests().dropFirst(already).map { request in
      let condition =
        request.header("if-none-match").map { " If-None-Match: \($0)" }
        ?? request.header("if-modified-since").map { " If-Modified-Since: \($0)" } ?? ""
      return "\(request.method.uppercased()) \(request.path)\(condition)"
    }
    return Session(counts: app.client.requests.current, requests: requests)
  }

  /// The session twice with the same store directory; returns both runs' figures.
  static func replay() throws -> (first: Session, second: Session) {
    let directory = NSTemporaryDirectory() + "triage-bench-replay-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try wait { () async throws -> (Session, Session) in
      let server = try await StubServer.start([], responder: answer)
      let first = try await session(
        baseURL: server.baseURL, server: server, directory: directory)
      let second = try await session(
        baseURL: server.baseURL, server: server, directory: directory)
      try await server.shutdown()
      return (first, second)
    }
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A value behind a lock, for the figures the runs' tasks hand back.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
