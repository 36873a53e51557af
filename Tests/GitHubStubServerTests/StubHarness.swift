import AsyncHTTPClient
import Foundation
import GitHubStubServer
import NIOCore
import NIOHTTP1

/// A stub server and an async-http-client pointed at it, always shut down together, so that no
/// test leaks a thread or a socket even when it fails.
struct StubHarness {
  /// One response, fully read.
  struct Reply {
    var status: Int
    var headers: HTTPHeaders
    var body: String

    var json: JSONValue? {
      try? JSONDecoder().decode(JSONValue.self, from: Data(body.utf8))
    }
  }

  let server: StubServer
  let client: HTTPClient

  /// Runs `body` against a fresh server; redirects are not followed, so tests see `location`.
  @discardableResult
  static func run<Result>(
    _ exchanges: [RecordedExchange],
    host: String = "127.0.0.1",
    readTimeout: TimeAmount = .seconds(10),
    _ body: (StubHarness) async throws -> Result
  ) async throws -> Result {
    let server = try await StubServer.start(exchanges, host: host)
    var configuration = HTTPClient.Configuration()
    configuration.redirectConfiguration = .disallow
    configuration.timeout = .init(connect: .seconds(5), read: readTimeout)
    let client = HTTPClient(
      eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    let result: Swift.Result<Result, any Error>
    do {
      result = .success(try await body(StubHarness(server: server, client: client)))
    } catch {
      result = .failure(error)
    }
    try await client.shutdown()
    try await server.shutdown()
    return try result.get()
  }

  /// Sends a request for `path` on this server.
  func send(
    _ path: String,
    method: HTTPMethod = .GET,
    headers: [(String, String)] = [],
    body: String? = nil
  ) async throws -> Reply {
    try await send(url: server.baseURL + path, method: method, headers: headers, body: body)
  }

  /// Sends a request for an absolute URL (a followed `link`, another server).
  func send(
    url: String,
    method: HTTPMethod = .GET,
    headers: [(String, String)] = [],
    body: String? = nil
  ) async throws -> Reply {
    var request = HTTPClientRequest(url: url)
    request.method = method
    request.headers.add(contentsOf: headers)
    if let body {
      request.body = .bytes(ByteBuffer(string: body))
    }
    let response = try await client.execute(request, timeout: .seconds(30))
    let bytes = try await response.body.collect(upTo: 16 << 20)
    return Reply(
      status: Int(response.status.code), headers: response.headers, body: String(buffer: bytes))
  }
}
