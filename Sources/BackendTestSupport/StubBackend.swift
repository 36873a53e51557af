import Clocks
import FoundationEssentials
import GitHubAPI
import GitHubStubServer
import IssueData
import TestSupport
import Testing

/// A stub server, the real transport and the GitHub repository over them, on 127.0.0.1: what
/// the suites that talk real HTTP start and stop. The client's clock says `referenceDate`.
public struct StubBackend: Sendable {
  /// The token every request carries.
  public static let token = "fixture-token"

  public let server: StubServer
  public let transport: AsyncHTTPClientTransport
  public let repository: GitHubIssueRepository
  /// The client's response cache, when it has one.
  public let cache: ResponseCache?

  /// A backend replaying `exchanges` (then asking `responder`, when there is one), with no
  /// response cache unless given one.
  public static func start(
    _ exchanges: [RecordedExchange], limits: AsyncHTTPClientTransport.Limits = .init(),
    cache: ResponseCache? = nil, responder: StubResponder? = nil
  ) async throws -> StubBackend {
    let server = try await StubServer.start([], responder: responder)
    // A raw body's API URLs (an inbox thread's subject) name the stub, as GitHub's name the
    // API they came from: the app takes a subject's number only from its own origin.
    server.add(
      exchanges.map { exchange in
        var rewritten = exchange
        rewritten.rawBody = exchange.rawBody?.replacing(
          "https://api.github.com/", with: server.baseURL + "/")
        return rewritten
      })
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
  public static func cached(
    _ exchanges: [RecordedExchange], limits: AsyncHTTPClientTransport.Limits = .init()
  ) async throws -> StubBackend {
    try await start(exchanges, limits: limits, cache: ResponseCache())
  }

  public func stop() async throws {
    await transport.shutdown()
    try await server.shutdown()
  }

  /// The requests received with `method`, in order.
  public func requests(_ method: String) -> [ReceivedRequest] {
    server.receivedRequests().filter { $0.method == method }
  }

  /// The decoded query items of every request received, in order.
  public func receivedQueries() -> [[String: String]] {
    server.receivedRequests().map { request in
      let items = URLComponents(string: request.path)?.queryItems ?? []
      return Dictionary(items.map { ($0.name, $0.value ?? "") }) { _, last in last }
    }
  }
}
