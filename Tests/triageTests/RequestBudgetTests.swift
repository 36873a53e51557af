import AppCore
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import Logging
import TestSupport
import Testing

@testable import triage

/// The request budget logged at exit: the backend's counter is the client's, so every request
/// the session's repository sends (a 304 included) is counted, and the line is at `info`.
@Suite("Request budget", .timeLimit(.minutes(1)))
struct RequestBudgetTests {
  static let etag = "W/\"budget\""

  @Test func theSessionsRequestsAreCountedAndLoggedAtInfo() async throws {
    let home = try TemporaryDirectory()
    defer { home.remove() }
    let issues = "/repos/octo/app/issues?state=open&per_page=30"
    let item: JSONValue = .object([
      "number": .number(1), "title": .string("One"), "state": .string("open"),
    ])
    let server = try await StubServer.start([
      RecordedExchange(path: "/user", response: .object(["login": .string("ada")])),
      RecordedExchange(path: issues, headers: ["etag": Self.etag], response: .array([item])),
      RecordedExchange(path: issues, status: 304, headers: ["etag": Self.etag]),
    ])
    let backend = try Backend.choose(
      forceDemo: false, host: nil, apiURL: server.baseURL, latency: .zero, version: "test",
      environment: [
        "GH_TOKEN": "t", "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache",
      ],
      homeDirectory: home.path,
      logger: silentLogger)
    let app = RepositoryName(owner: "octo", name: "app")
    for _ in 0..<2 {
      _ = try await backend.repository.issues(
        in: app, state: .open, sort: SearchSort(.created, .descending), after: nil)
    }
    await backend.transport?.shutdown()
    try await server.shutdown()

    let counts = try #require(backend.requests?.current)
    // `GET /user` once (whose store), the list, then the list again with its ETag.
    #expect(counts.total == 3)
    #expect(counts.conditional == 1)
    #expect(counts.notModified == 1)
    let log = InMemoryLogHandler.Store()
    backend.logRequestBudget(Logger(label: "test") { _ in InMemoryLogHandler(store: log) })
    let entry = try #require(log.entries.first)
    #expect(entry.level == .info)
    #expect(entry.message == "request budget: 3 requests, 1 conditional, 1 not modified (304)")
  }

  @Test func theDemoHasNoBudgetToLog() throws {
    let backend = Backend.demo(latency: .zero, reason: .requested)
    let log = InMemoryLogHandler.Store()
    backend.logRequestBudget(Logger(label: "test") { _ in InMemoryLogHandler(store: log) })
    #expect(backend.requests == nil)
    #expect(log.entries.isEmpty)
  }
}
