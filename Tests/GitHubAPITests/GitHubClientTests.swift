import Clocks
import Foundation
import SystemSupport
import Testing

@testable import GitHubAPI

/// The client over an in-memory transport: headers, redirects, the cache, backoff and the
/// error table, without a socket (the stub-server tests cover the real transport).
@Suite struct GitHubClientTests {
  static let base = URL(fileURLWithPath: "/").with("https://api.github.com")

  static func client(
    _ transport: InMemoryTransport, cache: ResponseCache? = nil,
    now: Date = Date(timeIntervalSince1970: 1_000_000)
  ) -> GitHubClient {
    GitHubClient(
      configuration: .init(baseURL: base, userAgent: "triage/test"), transport: transport,
      cache: cache, clock: ImmediateClock(), now: { now })
  }

  static func json(_ text: String, status: Int = 200, headers: [String: String] = [:])
    -> HTTPResponseData
  {
    HTTPResponseData(status: status, headers: headers, body: Array(text.utf8))
  }

  @Test func sendsTheHeadersGitHubAsksFor() async throws {
    let transport = InMemoryTransport { _ in Self.json(#"{"login":"octocat"}"#) }
    let user = try await Self.client(transport).user(token: "t0ken")
    #expect(user.login == "octocat")
    let request = try #require(transport.requests.first)
    #expect(request.url.absoluteString == "https://api.github.com/user")
    #expect(request.header("User-Agent") == "triage/test")
    #expect(request.header("Accept") == "application/vnd.github+json")
    #expect(request.header("X-GitHub-Api-Version") == "2022-11-28")
    #expect(request.header("Authorization") == "Bearer t0ken")
  }

  @Test func noTokenNoAuthorization() async throws {
    let transport = InMemoryTransport { _ in Self.json("[]") }
    _ = try await Self.client(transport).repositories(next: nil, token: nil)
    #expect(transport.requests.first?.header("Authorization") == nil)
    #expect(
      transport.requests.first?.url.absoluteString
        == "https://api.github.com/user/repos?sort=updated&per_page=30")
  }

  @Test func pathSegmentsAreEncodedAndEnterprisePathsKept() {
    let transport = InMemoryTransport { _ in Self.json("{}") }
    let enterprise = GitHubClient(
      configuration: .init(
        baseURL: URL(fileURLWithPath: "/").with("https://ghe.example.com/api/v3/"), userAgent: "t"),
      transport: transport)
    let url = enterprise.url("repos", "own er", "na/me", "issues", query: [("state", "all")])
    #expect(
      url.absoluteString == "https://ghe.example.com/api/v3/repos/own%20er/na%2Fme/issues?state=all"
    )
  }

  @Test func followsTheNextLinkVerbatim() async throws {
    let next = "https://api.github.com/repositories/1000/issues?per_page=3&page=2"
    let transport = InMemoryTransport { request in
      request.url.absoluteString == next
        ? Self.json("[]")
        : Self.json(
          #"[{"number":1,"title":"a"}]"#,
          headers: ["Link": "<\(next)>; rel=\"next\", <https://x/last>; rel=\"last\""])
    }
    let client = Self.client(transport)
    let first = try await client.issues(owner: "o", name: "r", state: "open", next: nil, token: "t")
    #expect(first.next?.absoluteString == next)
    let second = try await client.issues(
      owner: "o", name: "r", state: "open", next: first.next, token: "t")
    #expect(second.items.isEmpty)
    #expect(second.next == nil, "a page without a next link is the last")
    #expect(transport.requests.last?.url.absoluteString == next)
  }

  @Test func aCrossHostRedirectDropsTheToken() async throws {
    let transport = InMemoryTransport { request in
      if request.url.host == "api.github.com" {
        return HTTPResponseData(
          status: 302, headers: ["Location": "https://elsewhere.example/user"])
      }
      return Self.json(#"{"login":"x"}"#)
    }
    _ = try await Self.client(transport).user(token: "secret")
    #expect(transport.requests.count == 2)
    #expect(transport.requests[0].header("Authorization") == "Bearer secret")
    #expect(transport.requests[1].header("Authorization") == nil)
  }

  @Test func aSameHostRedirectKeepsTheTokenAndA301IsRemembered() async throws {
    let transport = InMemoryTransport { request in
      if request.url.path == "/repos/old/name" {
        return HTTPResponseData(status: 301, headers: ["Location": "/repos/new/name"])
      }
      return Self.json(#"{"name":"name","full_name":"new/name"}"#)
    }
    let client = Self.client(transport)
    _ = try await client.repository(owner: "old", name: "name", token: "t")
    _ = try await client.repository(owner: "old", name: "name", token: "t")
    #expect(
      transport.requests.map(\.url.path) == [
        "/repos/old/name", "/repos/new/name", "/repos/new/name",
      ])
    #expect(transport.requests.allSatisfy { $0.header("Authorization") == "Bearer t" })
  }

  @Test func moreThanFiveRedirectsFail() async {
    let transport = InMemoryTransport { request in
      HTTPResponseData(status: 302, headers: ["Location": request.url.absoluteString + "x"])
    }
    await #expect(throws: GitHubServiceError.self) {
      try await Self.client(transport).user(token: nil)
    }
    #expect(transport.requests.count == 6)
  }

  @Test func aRedirectToPlainHTTPIsRefused() async {
    let transport = InMemoryTransport { _ in
      HTTPResponseData(status: 302, headers: ["Location": "http://api.github.com/user"])
    }
    let result = await Self.outcome { () async throws(GitHubServiceError) in
      try await Self.client(transport).user(token: "t")
    }
    #expect(result == "unexpectedStatus(302)")
    #expect(transport.requests.count == 1)
  }

  @Test func a304ServesTheCachedBody() async throws {
    let cache = ResponseCache()
    let transport = InMemoryTransport { request in
      request.header("If-None-Match") == "\"v1\""
        ? HTTPResponseData(status: 304)
        : Self.json(#"{"login":"octocat"}"#, headers: ["ETag": "\"v1\""])
    }
    let client = Self.client(transport, cache: cache)
    let fresh = try await client.get(Self.base.appendingPathComponent("user"), token: "t")
    #expect(!fresh.isNotModified)
    let again = try await client.get(Self.base.appendingPathComponent("user"), token: "t")
    #expect(again.isNotModified)
    #expect(again.body == fresh.body)
    let otherAccount = try await client.get(Self.base.appendingPathComponent("user"), token: "u")
    #expect(!otherAccount.isNotModified, "another token's cache entry is never used")
  }

  @Test func serverErrorsAreRetriedWithBackoffThenReported() async throws {
    let count = Counter()
    let transport = InMemoryTransport { _ in
      count.next() < 2 ? HTTPResponseData(status: 502) : Self.json(#"{"login":"ok"}"#)
    }
    let user = try await Self.client(transport).user(token: nil)
    #expect(user.login == "ok")
    #expect(transport.requests.count == 3)

    let always = InMemoryTransport { _ in HTTPResponseData(status: 503) }
    let result = await Self.outcome { () async throws(GitHubServiceError) in
      try await Self.client(always).user(token: nil)
    }
    #expect(result == "server(status: 503)")
    #expect(always.requests.count == 3)
  }

  @Test(
    arguments: [
      (401, [String: String](), "", "unauthorized"),
      (
        403, [:], #"{"message":"Must have admin rights"}"#,
        "forbidden(message: Optional(\"Must have admin rights\"))"
      ),
      (
        403, ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1000042"], "",
        "rateLimited(GitHubAPI.RateLimit(kind: GitHubAPI.RateLimit.Kind.primary, retryAfter: 42.0 seconds))"
      ),
      (
        429, ["retry-after": "17"], "",
        "rateLimited(GitHubAPI.RateLimit(kind: GitHubAPI.RateLimit.Kind.secondary, retryAfter: 17.0 seconds))"
      ),
      (
        403, [:], #"{"message":"You have exceeded a secondary rate limit"}"#,
        "rateLimited(GitHubAPI.RateLimit(kind: GitHubAPI.RateLimit.Kind.secondary, retryAfter: 60.0 seconds))"
      ),
      (404, [:], "", "notFound"), (409, [:], "", "conflict"), (410, [:], "", "gone"),
      (500, [:], "<html>oops</html>", "server(status: 500)"),
      (418, [:], "", "unexpectedStatus(418)"),
    ] as [(Int, [String: String], String, String)])
  func theErrorTable(status: Int, headers: [String: String], body: String, expected: String) async {
    let transport = InMemoryTransport { _ in Self.json(body, status: status, headers: headers) }
    let result = await Self.outcome { () async throws(GitHubServiceError) in
      try await Self.client(transport).user(token: "t")
    }
    #expect(result == expected)
  }

  @Test func a422CarriesItsFieldErrorsWhateverTheirShape() async {
    let body =
      #"{"message":"Validation Failed","status":"422","errors":[{"resource":"Label","code":"already_exists","field":"name"},"free text"]}"#
    let transport = InMemoryTransport { _ in Self.json(body, status: 422) }
    do {
      _ = try await Self.client(transport).user(token: "t")
      Issue.record("expected a failure")
    } catch {
      guard case .unprocessable(let fields) = error else {
        Issue.record("got \(error)")
        return
      }
      #expect(
        fields.first == GitHubFieldError(resource: "Label", field: "name", code: "already_exists"))
      #expect(fields.last == GitHubFieldError(code: "custom", message: "free text"))
    }
  }

  @Test func malformedAndEmptyBodies() async {
    for (body, expected) in [
      ("{not json", "decoding"), ("", "emptyBody"), (#"{"name":3}"#, "decoding"),
    ] {
      let transport = InMemoryTransport { _ in Self.json(body) }
      let result = await Self.outcome { () async throws(GitHubServiceError) in
        try await Self.client(transport).user(token: "t")
      }
      #expect(result.hasPrefix(expected), "\(body): \(result)")
    }
  }

  @Test func transportFailuresMapToServiceErrors() async {
    for (failure, expected) in [
      (TransportError.timedOut, "transport(GitHubAPI.TransportFailure.timedOut)"),
      (.offline, "transport(GitHubAPI.TransportFailure.offline)"),
      (.connectionFailed("reset"), "transport(GitHubAPI.TransportFailure.connectionFailed)"),
      (.bodyTooLarge(limit: 10), "bodyTooLarge(limit: 10)"), (.cancelled, "cancelled"),
      (.incompleteBody, "incompleteBody"), (.malformedHead, "malformedHead"),
      (.unusableURL, "unusableURL"),
    ] {
      let transport = InMemoryTransport { _ throws(TransportError) in throw failure }
      let result = await Self.outcome { () async throws(GitHubServiceError) in
        try await Self.client(transport).user(token: "t")
      }
      #expect(result == expected)
    }
  }

  @Test func lenientDTOs() throws {
    let json = #"""
      {"number":7,"title":"t","state":"closed","user":null,"labels":["bug",{"name":"ui","color":"fff"}],
       "comments":2,"created_at":"2024-01-02T03:04:05Z","body":null,"html_url":"https://x/7","pull_request":{}}
      """#
    let issue = try GitHubClient.decoder.decode(IssueDTO.self, from: Data(json.utf8))
    #expect(issue.user == nil)
    #expect(issue.body == nil)
    #expect(issue.isPullRequest)
    #expect(issue.labels?.map(\.name) == ["bug", "ui"])
    let error = try JSONDecoder().decode(
      ErrorBodyDTO.self, from: Data(#"{"message":"m","status":404}"#.utf8))
    #expect(error.status == "404")
  }

  @Test func linkHeaders() {
    let link = LinkHeader(#"<https://a/1?page=2>; rel="next", <https://a/1?page=5>; rel="last""#)
    #expect(link.next?.absoluteString == "https://a/1?page=2")
    #expect(link.links["last"]?.absoluteString == "https://a/1?page=5")
    #expect(LinkHeader(nil).next == nil)
    #expect(LinkHeader("garbage, <>; rel=").next == nil)
  }

  static func outcome<T>(_ body: () async throws(GitHubServiceError) -> T) async -> String {
    do {
      _ = try await body()
      return "success"
    } catch {
      return String(describing: error)
    }
  }
}

/// A thread-safe counter for transports that answer differently over time.
final class Counter: Sendable {
  private let value = Locked(0)

  func next() -> Int {
    value.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}

extension URL {
  /// A URL from a literal known to be valid, without a force unwrap.
  func with(_ text: String) -> URL { URL(string: text) ?? self }
}
