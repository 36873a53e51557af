import Clocks
import Foundation
import Testing

@testable import GitHubAPI

/// The token goes only to the API's own origin (scheme, host and port), over redirects and
/// next links alike; a next link elsewhere is not fetched at all.
@Suite struct OriginTests {
  static let base = URL(fileURLWithPath: "/").with("https://api.github.com")

  static func client(_ transport: InMemoryTransport, base: URL = base) -> GitHubClient {
    GitHubClient(
      configuration: .init(baseURL: base, userAgent: "triage/test"), transport: transport,
      clock: ImmediateClock())
  }

  @Test(arguments: [
    ("https://api.github.com/x", "https://API.github.com:443/y", true),
    ("https://api.github.com", "https://api.github.com:8443/", false),
    ("https://api.github.com", "http://api.github.com/", false),
    ("http://127.0.0.1:8080", "http://127.0.0.1:8081/", false),
    ("http://127.0.0.1:80", "http://127.0.0.1/", true),
    ("https://api.github.com", "https://api.github.com.evil.example/", false),
    ("https://api.github.com", "ftp://api.github.com/", false),
    ("https://api.github.com", "/relative", false),
  ])
  func originsCompareSchemeHostAndPort(_ a: String, _ b: String, same: Bool) {
    let first = Self.base.with(a)
    #expect(Origin.of(Self.base.with(b), isSameAs: Origin(first)) == same, "\(a) vs \(b)")
  }

  @Test func aRedirectToAnotherPortOfTheSameHostDropsTheToken() async throws {
    let transport = InMemoryTransport { request in
      if request.url.port == nil {
        return HTTPResponseData(
          status: 302, headers: ["Location": "https://api.github.com:8443/user"])
      }
      return GitHubClientTests.json(#"{"login":"x"}"#)
    }
    _ = try await Self.client(transport).user(token: "secret")
    #expect(transport.requests.map { $0.header("Authorization") } == ["Bearer secret", nil])
  }

  @Test func aTokenDroppedByARedirectStaysDroppedWhenItComesBack() async throws {
    let transport = InMemoryTransport { request in
      switch (request.url.host, request.url.path) {
      case ("api.github.com", "/user"):
        HTTPResponseData(status: 302, headers: ["Location": "https://cdn.example/hop"])
      case ("cdn.example", _):
        HTTPResponseData(status: 302, headers: ["Location": "https://api.github.com/back"])
      default:
        GitHubClientTests.json(#"{"login":"x"}"#)
      }
    }
    _ = try await Self.client(transport).user(token: "secret")
    #expect(transport.requests.map { $0.header("Authorization") } == ["Bearer secret", nil, nil])
  }

  @Test func aRemembered301ToAnotherOriginNeverGetsTheToken() async throws {
    let transport = InMemoryTransport { request in
      request.url.host == "api.github.com"
        ? HTTPResponseData(status: 301, headers: ["Location": "https://mirror.example/user"])
        : GitHubClientTests.json(#"{"login":"x"}"#)
    }
    let client = Self.client(transport)
    _ = try await client.user(token: "secret")
    _ = try await client.user(token: "secret")
    #expect(
      transport.requests.map(\.url.host) == ["api.github.com", "mirror.example", "mirror.example"])
    #expect(transport.requests.dropFirst().allSatisfy { $0.header("Authorization") == nil })
  }

  @Test(arguments: [
    "https://evil.example/repositories/1/issues?page=2",
    "https://api.github.com:444/repositories/1/issues?page=2",
    "http://api.github.com/repositories/1/issues?page=2",
  ])
  func aNextLinkToAnotherOriginIsNotFetched(_ link: String) async throws {
    let transport = InMemoryTransport { _ in GitHubClientTests.json("[]") }
    let client = Self.client(transport)
    let result = await GitHubClientTests.outcome { () async throws(GitHubServiceError) in
      try await client.issues(
        owner: "o", name: "r", state: "open", next: Self.base.with(link), token: "secret")
    }
    #expect(result == "crossOriginLink")
    #expect(transport.requests.isEmpty, "not fetched at all, with or without the token")
  }

  @Test func aNextLinkOnTheAPIsOriginIsFollowedWithTheToken() async throws {
    let transport = InMemoryTransport { _ in GitHubClientTests.json("[]") }
    _ = try await Self.client(transport).comments(
      owner: "o", name: "r", number: 1,
      next: Self.base.with("https://api.github.com:443/repositories/1/issues/1/comments?page=2"),
      token: "secret")
    #expect(transport.requests.map { $0.header("Authorization") } == ["Bearer secret"])
  }

  @Test func aRedirectLoopIsTooManyRedirects() async {
    let transport = InMemoryTransport { request in
      HTTPResponseData(status: 302, headers: ["Location": request.url.absoluteString])
    }
    let result = await GitHubClientTests.outcome { () async throws(GitHubServiceError) in
      try await Self.client(transport).user(token: "t")
    }
    #expect(result == "tooManyRedirects(5)")
    #expect(transport.requests.count == 6)
  }
}
