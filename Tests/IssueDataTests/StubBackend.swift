import Clocks
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import Logging
import TestSupport
import Testing

/// A stub server, the real transport and the GitHub repository over them, on 127.0.0.1: what
/// the suites that talk real HTTP start and stop. The client's clock says `referenceDate`.
struct StubBackend {
  /// The token every request carries.
  static let token = "fixture-token"

  let server: StubServer
  let transport: AsyncHTTPClientTransport
  let repository: GitHubIssueRepository
  /// The client's response cache, when it has one.
  let cache: ResponseCache?

  /// A backend replaying `exchanges`, with no response cache.
  static func start(
    _ exchanges: [RecordedExchange], limits: AsyncHTTPClientTransport.Limits = .init(),
    cache: ResponseCache? = nil
  ) async throws -> StubBackend {
    let server = try await StubServer.start(exchanges)
    let transport = AsyncHTTPClientTransport(limits: limits)
    let baseURL = try #require(URL(string: server.baseURL))
    let client = GitHubClient(
      configuration: .init(baseURL: baseURL, userAgent: "triage/test"), transport: transport,
      cache: cache, clock: ImmediateClock(), now: { referenceDate }, logger: silentLogger)
    let repository = GitHubIssueRepository(client: client, token: token, logger: silentLogger)
    return StubBackend(server: server, transport: transport, repository: repository, cache: cache)
  }

  /// A backend replaying `exchanges` whose client keeps a response cache, as the app's does:
  /// for the writes, which drop the cached pages they change.
  static func cached(
    _ exchanges: [RecordedExchange], limits: AsyncHTTPClientTransport.Limits = .init()
  ) async throws -> StubBackend {
    try await start(exchanges, limits: limits, cache: ResponseCache())
  }

  func stop() async throws {
    await transport.shutdown()
    try await server.shutdown()
  }

  /// The requests received with `method`, in order.
  func requests(_ method: String) -> [ReceivedRequest] {
    server.receivedRequests().filter { $0.method == method }
  }

  /// The decoded query items of every request received, in order.
  func receivedQueries() -> [[String: String]] {
    server.receivedRequests().map { request in
      let items = URLComponents(string: request.path)?.queryItems ?? []
      return Dictionary(items.map { ($0.name, $0.value ?? "") }) { _, last in last }
    }
  }
}
