import Clocks
import Foundation
import SystemSupport
import Testing

@testable import GitHubAPI

/// What the session's request budget counts: every request sent (a failed one, a redirect and a
/// retry each count), those made conditional, and the 304s; and the bounded ETag kept from a
/// page for the next conditional request.
@Suite struct RequestCounterTests {
  static func client(_ transport: InMemoryTransport) throws -> GitHubClient {
    GitHubClient(
      configuration: .init(
        baseURL: try #require(URL(string: "https://api.github.com")), userAgent: "t"),
      transport: transport, clock: ImmediateClock())
  }

  @Test func everyRequestIsCountedWithItsKind() async throws {
    let calls = Locked(0)
    let transport = InMemoryTransport { request throws(TransportError) in
      let call = calls.withLock { count -> Int in
        count += 1
        return count
      }
      switch call {
      case 1: throw .offline
      case 2: return HTTPResponseData(status: 503)
      case 3:
        return HTTPResponseData(status: 200, headers: ["etag": "\"a\""], body: Array("[]".utf8))
      default:
        #expect(request.header("if-none-match") == "\"a\"")
        return HTTPResponseData(status: 304, headers: ["etag": "\"a\""])
      }
    }
    let client = try Self.client(transport)
    let url = try #require(URL(string: "https://api.github.com/repos/o/r/issues"))
    await #expect(throws: GitHubServiceError.self) { try await client.get(url, token: "t") }
    // The 503 is retried once, and both count.
    let first: GitHubPage<IssueDTO> = try await client.page(next: nil, first: url, token: "t")
    #expect(first.etag == "\"a\"")
    let again: GitHubPage<IssueDTO> = try await client.page(
      next: nil, first: url, token: "t", ifNoneMatch: first.etag)
    #expect(again.isNotModified)
    #expect(again.items.isEmpty)
    #expect(
      client.requests.current == RequestCounter.Counts(total: 4, conditional: 1, notModified: 1))
    #expect(
      client.requests.current.description == "4 requests, 1 conditional, 1 not modified (304)")
  }

  /// A hostile ETag (too long, or with a line break) is neither kept nor sent back.
  @Test func anUnusableETagIsNotKept() async throws {
    let transport = InMemoryTransport { _ throws(TransportError) in
      HTTPResponseData(
        status: 200, headers: ["etag": String(repeating: "x", count: 100)], body: Array("[]".utf8))
    }
    let client = try Self.client(transport)
    let url = try #require(URL(string: "https://api.github.com/repos/o/r/issues"))
    let page: GitHubPage<IssueDTO> = try await client.page(next: nil, first: url, token: "t")
    #expect(page.etag == nil)
    _ =
      try await client.page(next: nil, first: url, token: "t", ifNoneMatch: "a\r\nX: y")
      as GitHubPage<IssueDTO>
    #expect(transport.requests.last?.header("if-none-match") == nil)
  }
}
