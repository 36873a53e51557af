import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Localization
import Logging
import ScreenState
import Testing

@testable import AppCore
@testable import TriageApp

/// A hostile API server on 127.0.0.1, over real HTTP: the token stays on the API's origin
/// (scheme, host and port) whatever the redirects and next links say, a cut-off body is an
/// incomplete answer rather than an unreachable server, and absurd headers never crash.
@Suite(.timeLimit(.minutes(1))) struct HostileServerTests {
  typealias Backend = GitHubBackendTests.Backend
  static let app = GitHubBackendTests.app
  static let firstPath = "/repos/octo/app/issues?state=open&per_page=30"

  /// A second server on another port of the same address, recording every request.
  static func bystander() async throws -> StubServer {
    try await StubServer.start([
      RecordedExchange(
        path: "/elsewhere", headers: ["content-type": "application/json"], response: .array([]),
        repeatable: true),
      RecordedExchange(
        path: "/repositories/1/issues?page=2", headers: ["content-type": "application/json"],
        response: .array([]), repeatable: true),
    ])
  }

  static func page(link: String) -> RecordedExchange {
    RecordedExchange(
      path: firstPath, headers: ["content-type": "application/json", "link": link],
      response: .array([NetworkFaultTests.issue(1)]))
  }

  static func expectNoToken(at other: StubServer, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(
      other.receivedRequests().allSatisfy { $0.header("authorization") == nil },
      sourceLocation: sourceLocation)
  }

  @Test func aRedirectToAnotherPortOfTheSameHostNeverCarriesTheToken() async throws {
    let other = try await Self.bystander()
    let backend = try await Backend.start([
      RecordedExchange(
        path: Self.firstPath, status: 302, headers: ["location": "\(other.baseURL)/elsewhere"])
    ])
    #expect(backend.server.baseURL.hasPrefix("http://127.0.0.1:"))
    #expect(other.baseURL.hasPrefix("http://127.0.0.1:"))
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    #expect(
      backend.server.receivedRequests().first?.header("authorization") == "Bearer fixture-token")
    #expect(other.receivedRequests().count == 1)
    Self.expectNoToken(at: other)
    try await backend.stop()
    try await other.shutdown()
  }

  @Test func aRemembered301ToAnotherPortNeverCarriesTheToken() async throws {
    let other = try await Self.bystander()
    let backend = try await Backend.start([
      RecordedExchange(
        path: Self.firstPath, status: 301, headers: ["location": "\(other.baseURL)/elsewhere"])
    ])
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    #expect(backend.server.receivedRequests().count == 1, "the second goes straight there")
    #expect(other.receivedRequests().count == 2)
    Self.expectNoToken(at: other)
    try await backend.stop()
    try await other.shutdown()
  }

  @Test func aNextLinkToAnotherPortIsNotFetchedAndSaysWhy() async throws {
    let other = try await Self.bystander()
    let backend = try await Backend.start([
      Self.page(link: "<\(other.baseURL)/repositories/1/issues?page=2>; rel=\"next\"")
    ])
    let first = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    let cursor = try #require(first.nextCursor)
    let result: AppError?
    do throws(IssueRepositoryError) {
      _ = try await backend.repository.issues(in: Self.app, state: .open, after: cursor)
      result = nil
    } catch {
      result = AppError(issuesFailure: IssueUseCaseError(error))
    }
    #expect(result == .crossOriginLink)
    #expect(result?.category == .nonRetryable)
    #expect(result?.message(in: .english)?.contains("another server") == true)
    #expect(other.receivedRequests().isEmpty, "not fetched at all")
    try await backend.stop()
    try await other.shutdown()
  }

  /// The log says why the page failed, naming both origins, and never holds the token.
  @Test func theLogSaysWhyANextLinkWasRefusedWithoutTheToken() async throws {
    let other = try await Self.bystander()
    let server = try await StubServer.start([])
    let store = InMemoryLogHandler.Store()
    let transport = AsyncHTTPClientTransport()
    let client = GitHubClient(
      configuration: .init(
        baseURL: try #require(URL(string: server.baseURL)), userAgent: "triage/test"),
      transport: transport,
      logger: Logger(label: "test") { _ in InMemoryLogHandler(store: store) })
    let next = try #require(
      URL(string: "\(other.baseURL)/repositories/1/issues?page=2&access_token=leak"))
    do throws(GitHubServiceError) {
      _ = try await client.issues(
        owner: "octo", name: "app", state: "open", next: next, token: "s3cret-token")
    } catch {}
    await transport.shutdown()
    try await server.shutdown()
    try await other.shutdown()
    let lines = store.entries.map(\.message)
    let refusal = try #require(lines.first { $0.contains("refused a next link") })
    #expect(refusal.contains("127.0.0.1:\(other.port)"), "names the link's origin")
    #expect(refusal.contains("127.0.0.1:\(server.port)"), "and the API's")
    #expect(!lines.joined().contains("s3cret-token"))
    #expect(!refusal.contains("access_token"), "the link's query stays out of the log")
    #expect(other.receivedRequests().isEmpty)
  }

  @Test func aNextLinkThatDowngradesToHTTPIsRefused() async throws {
    // The base URL is plain http on loopback, so the downgrade is seen from an https base: the
    // client's own check, with the stub standing in for the host the link names.
    let other = try await Self.bystander()
    let transport = AsyncHTTPClientTransport()
    let client = GitHubClient(
      configuration: .init(
        baseURL: try #require(URL(string: "https://127.0.0.1:\(other.port)")),
        userAgent: "triage/test"),
      transport: transport, logger: Fixtures.silent)
    let next = try #require(URL(string: "\(other.baseURL)/repositories/1/issues?page=2"))
    let result: GitHubServiceError?
    do throws(GitHubServiceError) {
      _ = try await client.issues(
        owner: "octo", name: "app", state: "open", next: next, token: "fixture-token")
      result = nil
    } catch {
      result = error
    }
    await transport.shutdown()
    try await other.shutdown()
    guard case .crossOriginLink = result else {
      Issue.record("got \(String(describing: result))")
      return
    }
    #expect(other.receivedRequests().isEmpty)
  }

  @Test func aRedirectLoopSaysSo() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: Self.firstPath, status: 302, headers: ["location": Self.firstPath],
        repeatable: true)
    ])
    let result = await GitHubBackendTests.firstPage(backend)
    try await backend.stop()
    guard case .failure(let error) = result else {
      Issue.record("succeeded")
      return
    }
    #expect(error == .tooManyRedirects)
    #expect(error.title(in: .english) == "Too many redirects")
    #expect(backend.server.receivedRequests().count == 6)
  }

  @Test func anOversizedBodySaysSo() async throws {
    let backend = try await Backend.start(
      try GitHubBackendTests.fixture("oversized-body"),
      limits: .init(bodyBytes: 1024))
    let result = await GitHubBackendTests.firstPage(backend)
    try await backend.stop()
    #expect((try? result.get()) == nil)
    if case .failure(let error) = result {
      #expect(error == .responseTooLarge)
      #expect(error.title(in: .japanese) == "応答が大きすぎます")
    }
  }

  @Test func aFourTenOnIssuesSaysIssuesAreDisabled() async throws {
    let backend = try await Backend.start(try GitHubBackendTests.fixture("issues-disabled"))
    let result: AppError?
    do throws(IssueRepositoryError) {
      _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
      result = nil
    } catch {
      result = AppError(issuesFailure: IssueUseCaseError(error))
    }
    #expect(result == .issuesDisabled)
    #expect(result?.message(in: .english) == "Issues are disabled for this repository.")
    #expect(result?.message(in: .japanese) == "このリポジトリでは Issues が無効になっています。")
    try await backend.stop()
  }

  /// A body cut off mid-way, by an orderly close or by a reset: the server answered, so the
  /// user hears "incomplete response", retryable, not "couldn't reach the server".
  @Test(arguments: [false, true])
  func aCutOffBodyIsAnIncompleteResponse(reset: Bool) async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: Self.firstPath, headers: ["content-type": "application/json"],
        response: .array((1...30).map(NetworkFaultTests.issue)), truncateAfterBytes: 300,
        resetConnection: reset)
    ])
    let result = await GitHubBackendTests.firstPage(backend)
    try await backend.stop()
    guard case .failure(let error) = result else {
      Issue.record("succeeded")
      return
    }
    #expect(error == .incompleteResponse)
    #expect(error.category == .retryable)
    #expect(
      GitHubBackendTests.buttons(GitHubBackendTests.display(error)) == [
        .retry, .navigateBack, .dismiss,
      ])
  }

  @Test func aContentLengthLargerThanTheBodyIsAnIncompleteResponse() async throws {
    let backend = try await Backend.start([
      RecordedExchange(
        path: Self.firstPath, headers: ["content-type": "application/json"],
        response: .array([NetworkFaultTests.issue(1)]), truncateAfterBytes: 1_000_000,
        contentLength: "1000000")
    ])
    let result = await GitHubBackendTests.firstPage(backend)
    try await backend.stop()
    guard case .failure(let error) = result else {
      Issue.record("succeeded")
      return
    }
    #expect(error == .incompleteResponse)
  }

  /// `Content-Length` as a hostile server writes it: every one fails cleanly as a response
  /// Triage doesn't understand (not "couldn't reach the server"), and none crashes the client.
  @Test(arguments: [
    "inf", "nan", "1e300", "-1", "-99999999999999999999", "99999999999999999999999", "garbage",
    "", "0x10", "18446744073709551616",
  ])
  func hostileContentLengthsNeverCrash(_ value: String) async throws {
    let backend = try await Backend.start(
      [
        RecordedExchange(
          path: Self.firstPath, headers: ["content-type": "application/json"],
          response: .array([NetworkFaultTests.issue(1)]), contentLength: value)
      ], limits: .init(connect: .seconds(2), request: .seconds(2)))
    let result = await GitHubBackendTests.firstPage(backend)
    try await backend.stop()
    guard case .failure(let error) = result else {
      Issue.record("\(value) was accepted")
      return
    }
    #expect(error == .invalidResponse, "\(value): the server answered, in broken HTTP")
  }

  /// Rate-limit headers as a hostile server writes them, over HTTP: a wait in 1 s…1 h.
  @Test(arguments: [
    ["retry-after": "inf"], ["retry-after": "nan"], ["retry-after": "1e300"],
    ["retry-after": "-7"], ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "inf"],
    ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1e300"],
    ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "-1e300"],
    ["x-ratelimit-remaining": "nan", "x-ratelimit-reset": "nan", "retry-after": "garbage"],
  ])
  func hostileRateLimitHeadersGiveABoundedWait(_ headers: [String: String]) async throws {
    let backend = try await Backend.start([
      RecordedExchange(path: Self.firstPath, status: 403, headers: headers)
    ])
    let result = await GitHubBackendTests.firstPage(backend)
    try await backend.stop()
    guard case .failure(.rateLimited(let wait)) = result else {
      Issue.record("\(headers): \(result)")
      return
    }
    #expect(wait >= .seconds(1) && wait <= .seconds(3600))
  }
}
