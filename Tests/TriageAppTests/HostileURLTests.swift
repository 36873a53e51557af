import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import ScreenState
import Testing

@testable import AppCore
@testable import TriageApp

/// URLs a hostile server points at, over real HTTP on 127.0.0.1: a redirect or a next link to a
/// port outside 1…65535 (which NIO traps on, or silently wraps when the host is a name), to port
/// 0, or to another scheme ends in a typed error before any request is made. No crash, and no
/// request reaches the port a wrapped number lands on.
@Suite(.timeLimit(.minutes(1))) struct HostileURLTests {
  typealias Backend = GitHubBackendTests.Backend
  static let firstPath = HostileServerTests.firstPath

  /// `template` with `{port}` replaced by the stub's port, and `{wrapped}` by that port plus
  /// 65536: the number a 16-bit truncation turns back into the stub's own port.
  static func url(_ template: String, port: Int) -> String {
    template.replacingOccurrences(of: "{wrapped}", with: "\(port + 65536)")
      .replacingOccurrences(of: "{port}", with: "\(port)")
  }

  static let hostileTargets = [
    "http://127.0.0.1:65536/elsewhere",
    "http://127.0.0.1:0/elsewhere",
    "http://127.0.0.1:{wrapped}/elsewhere",
    "http://localhost:{wrapped}/elsewhere",
    "http://[::1]:70000/elsewhere",
    "http://127.0.0.1:99999999999999999999/elsewhere",
    "ftp://127.0.0.1:{port}/elsewhere",
    "http+unix://%2Ftmp%2Ftriage.sock/elsewhere",
  ]

  /// A stub whose first answer is a redirect to `location`, with `/elsewhere` answerable so a
  /// request that got through would be seen.
  static func redirecting(status: Int, to template: String) async throws -> Backend {
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/elsewhere", headers: ["content-type": "application/json"], response: .array([]),
        repeatable: true)
    ])
    backend.server.add([
      RecordedExchange(
        path: firstPath, status: status,
        headers: ["location": url(template, port: backend.server.port)])
    ])
    return backend
  }

  static func firstPageError(_ backend: Backend) async -> AppError? {
    guard case .failure(let error) = await GitHubBackendTests.firstPage(backend) else {
      return nil
    }
    return error
  }

  @Test(arguments: hostileTargets, [301, 302, 307, 308])
  func aRedirectToAnUnusableURLIsRefusedBeforeAnyRequest(_ template: String, status: Int)
    async throws
  {
    let backend = try await Self.redirecting(status: status, to: template)
    let error = await Self.firstPageError(backend)
    let paths = backend.server.receivedRequests().map(\.path)
    try await backend.stop()
    #expect(error == .invalidResponse, "\(template): \(String(describing: error))")
    #expect(error?.category == .nonRetryable)
    #expect(paths == [Self.firstPath], "\(template): nothing followed the redirect")
  }

  @Test(arguments: hostileTargets)
  func aNextLinkToAnUnusableURLIsRefusedBeforeAnyRequest(_ template: String) async throws {
    let backend = try await Backend.start([])
    let link = Self.url(template, port: backend.server.port)
    backend.server.add([HostileServerTests.page(link: "<\(link)>; rel=\"next\"")])
    let first = try await backend.repository.issues(
      in: GitHubBackendTests.app, state: .open, after: nil)
    let cursor = try #require(first.nextCursor)
    let result: AppError?
    do throws(IssueRepositoryError) {
      _ = try await backend.repository.issues(
        in: GitHubBackendTests.app, state: .open, after: cursor)
      result = nil
    } catch {
      result = AppError(issuesFailure: IssueUseCaseError(error))
    }
    let paths = backend.server.receivedRequests().map(\.path)
    try await backend.stop()
    #expect(result == .invalidResponse, "\(template): \(String(describing: result))")
    #expect(paths == [Self.firstPath], "\(template): the link was not fetched")
  }

  /// The transport's own check, under every caller's: a URL NIO would trap on is a typed
  /// error, whoever built it.
  @Test(arguments: ["http://127.0.0.1:65536/x", "http://localhost:{wrapped}/x"])
  func theTransportRefusesAnUnusableURLItself(_ template: String) async throws {
    let server = try await StubServer.start([
      RecordedExchange(path: "/x", response: .array([]), repeatable: true)
    ])
    let transport = AsyncHTTPClientTransport(
      limits: .init())
    let url = try #require(URL(string: Self.url(template, port: server.port)))
    let result: TransportError?
    do throws(TransportError) {
      _ = try await transport.send(HTTPRequestSpec(url: url))
      result = nil
    } catch {
      result = error
    }
    await transport.shutdown()
    let received = server.receivedRequests().count
    try await server.shutdown()
    #expect(result == .unusableURL)
    #expect(received == 0)
  }

  /// A write redirected (307, 308) to an unusable URL on the API's host is refused, its body
  /// never sent.
  @Test(arguments: ["http://127.0.0.1:65536/elsewhere", "http://localhost:{wrapped}/elsewhere"])
  func aWriteRedirectedToAnUnusableURLIsRefused(_ template: String) async throws {
    let server = try await StubServer.start([])
    server.add([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues/1/comments", status: 307,
        headers: ["location": Self.url(template, port: server.port)])
    ])
    let transport = AsyncHTTPClientTransport(
      limits: .init())
    let client = GitHubClient(
      configuration: .init(
        baseURL: try #require(URL(string: server.baseURL)), userAgent: "triage/test"),
      transport: transport, logger: Fixtures.silent)
    let target = try #require(URL(string: "\(server.baseURL)/repos/octo/app/issues/1/comments"))
    let result: GitHubServiceError?
    do throws(GitHubServiceError) {
      _ = try await client.send(
        "POST", target, json: Array(#"{"body":"hi"}"#.utf8), token: "fixture-token",
        invalidating: { _ in false })
      result = nil
    } catch {
      result = error
    }
    await transport.shutdown()
    let received = server.receivedRequests().count
    try await server.shutdown()
    #expect(result != nil, "refused")
    #expect(received == 1, "only the first POST")
  }
}
