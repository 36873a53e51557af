import Clocks
import Foundation
import SystemSupport
import TestSupport
import Testing

@testable import GitHubAPI

/// The client's writes over an in-memory transport: redirects, the origin rule, and which
/// cached answers a write invalidates (the stub-server tests in IssueDataTests cover the wire).
@Suite struct GitHubWriteClientTests {
  static let base = URL(fileURLWithPath: "/").with("https://api.github.com")
  static let comment = #"{"id":1,"body":"hi","user":{"login":"octocat"}}"#

  static func client(_ transport: InMemoryTransport, cache: ResponseCache? = nil, base: URL = base)
    -> GitHubClient
  {
    GitHubClient(
      configuration: .init(baseURL: base, userAgent: "triage/test"), transport: transport,
      cache: cache, clock: ImmediateClock(), now: { Date(timeIntervalSince1970: 1_000_000) })
  }

  static func json(_ text: String, status: Int = 200, headers: [String: String] = [:])
    -> HTTPResponseData
  {
    HTTPResponseData(status: status, headers: headers, body: Array(text.utf8))
  }

  /// GitHub asks for a second between writes: two sent together go a second apart, and one
  /// sent later than that doesn't wait.
  @Test func writesGoAtLeastASecondApart() async throws {
    let transport = InMemoryTransport { _ in Self.json(Self.comment, status: 201) }
    let clock = ImmediateClock()
    let start = clock.now
    let now = Locked(Date(timeIntervalSince1970: 1_000_000))
    let client = GitHubClient(
      configuration: .init(baseURL: Self.base, userAgent: "triage/test"), transport: transport,
      clock: clock, now: { now.withLock { $0 } })
    for _ in 0..<3 {
      _ = try await client.addComment(owner: "o", name: "r", number: 7, body: "hi", token: "t")
    }
    #expect(clock.now == start.advanced(by: .seconds(3)), "waited 1 s, then 2 s more")
    now.withLock { $0 = $0.addingTimeInterval(10) }
    _ = try await client.addComment(owner: "o", name: "r", number: 7, body: "hi", token: "t")
    #expect(clock.now == start.advanced(by: .seconds(3)), "a write long after waits for nothing")
    now.withLock { $0 = $0.addingTimeInterval(-3600) }
    _ = try await client.addComment(owner: "o", name: "r", number: 7, body: "hi", token: "t")
    #expect(clock.now == start.advanced(by: .seconds(3)), "a clock set back holds nothing")
    #expect(transport.requests.count == 5)
  }

  @Test func a307OnTheAPIsOriginKeepsTheMethodBodyAndToken() async throws {
    let transport = InMemoryTransport { request in
      request.url.path.hasPrefix("/repos/old/")
        ? HTTPResponseData(
          status: 307, headers: ["Location": "/repos/new/app/issues/7/comments"])
        : Self.json(Self.comment, status: 201)
    }
    _ = try await Self.client(transport).addComment(
      owner: "old", name: "app", number: 7, body: "hi", token: "t")
    #expect(transport.requests.count == 2)
    #expect(transport.requests.allSatisfy { $0.method == "POST" })
    #expect(transport.requests.allSatisfy { $0.body == Array(#"{"body":"hi"}"#.utf8) })
    #expect(transport.requests.allSatisfy { $0.header("Authorization") == "Bearer t" })
  }

  @Test(arguments: [
    (307, "https://elsewhere.example/repos/o/r/issues/7/comments"),
    (308, "http://api.github.com/repos/o/r/issues/7/comments"),
    (301, "/repos/o/r2/issues/7/comments"), (302, "/x"), (303, "/x"),
  ])
  func aWriteIsNeverRedirectedOffItsOriginOrTurnedIntoAGet(_ status: Int, _ location: String)
    async
  {
    let transport = InMemoryTransport { _ in
      HTTPResponseData(status: status, headers: ["Location": location])
    }
    let result: GitHubServiceError?
    do throws(GitHubServiceError) {
      _ = try await Self.client(transport).addComment(
        owner: "o", name: "r", number: 7, body: "hi", token: "t")
      result = nil
    } catch {
      result = error
    }
    guard case .unexpectedStatus(let got) = result else {
      Issue.record("got \(String(describing: result))")
      return
    }
    #expect(got == status)
    #expect(transport.requests.count == 1, "the body went nowhere else")
  }

  @Test func redirectsOfAWriteAreBounded() async {
    let transport = InMemoryTransport { request in
      HTTPResponseData(status: 308, headers: ["Location": request.url.path + "x"])
    }
    await #expect(throws: GitHubServiceError.self) {
      try await Self.client(transport).updateIssue(
        owner: "o", name: "r", number: 7, change: IssuePatchDTO(state: "closed"), token: "t")
    }
    #expect(transport.requests.count == 6)
  }

  @Test func theWritesInvalidationCoversWhatTheWriteChangedAndNothingElse() {
    let client = Self.client(InMemoryTransport { _ in Self.json("{}") })
    let stale = client.affectedByWrite(toIssue: 7, owner: "Octo", name: "App")
    let api = "https://api.github.com"
    for changed in [
      "/repos/octo/app/issues/7", "/repos/octo/app/issues/7/comments?per_page=30",
      "/repos/octo/app/issues/7/timeline?per_page=100",
      "/repos/OCTO/app/issues?state=open&per_page=30", "/repositories/99/issues?page=2",
      "/repositories/99/issues/7/comments?page=2", "/search/issues?q=is%3Aopen",
    ] {
      #expect(stale(URL(string: api + changed)!), "\(changed)")
    }
    for kept in [
      "/repos/octo/app/issues/70", "/repos/octo/app/labels", "/repos/octo/other/issues",
      "/repos/octo/app", "/user/repos", "/repositories/99/issues/8/comments",
    ] {
      #expect(!stale(URL(string: api + kept)!), "\(kept)")
    }
    #expect(!stale(URL(string: "https://elsewhere.example/repos/octo/app/issues/7")!))
    let enterprise = Self.client(
      InMemoryTransport { _ in Self.json("{}") },
      base: URL(fileURLWithPath: "/").with("https://ghe.example.com/api/v3"))
    let ghe = enterprise.affectedByWrite(toIssue: 7, owner: "o", name: "r")
    #expect(ghe(URL(string: "https://ghe.example.com/api/v3/repos/o/r/issues")!))
    #expect(!ghe(URL(string: "https://ghe.example.com/repos/o/r/issues")!))
  }

  @Test func aFailedWriteInvalidatesNothing() async throws {
    let cache = ResponseCache()
    let issueURL = Self.base.appendingPathComponent("repos/o/r/issues/7")
    let key = ResponseCache.key(url: issueURL, token: "t")
    cache.store(.init(etag: "\"e\"", body: [1]), for: key)
    let transport = InMemoryTransport { _ in Self.json(#"{"message":"no"}"#, status: 422) }
    await #expect(throws: GitHubServiceError.self) {
      try await Self.client(transport, cache: cache).updateIssue(
        owner: "o", name: "r", number: 7, change: IssuePatchDTO(state: "closed"), token: "t")
    }
    #expect(cache.entry(for: key) != nil)
  }

  @Test func aDiskEntryFromAnEarlierRunIsInvalidatedToo() throws {
    let scratch = try TemporaryDirectory(prefix: "triage-cache")
    defer { scratch.remove() }
    let directory = scratch.url.appendingPathComponent("cache")
    let issue = ResponseCache.key(
      url: Self.base.appendingPathComponent("repos/o/r/issues/7"), token: "t")
    let user = ResponseCache.key(url: Self.base.appendingPathComponent("user"), token: "t")
    let earlier = ResponseCache(directory: directory)
    earlier.store(.init(etag: "\"i\"", body: [1]), for: issue)
    earlier.store(.init(etag: "\"u\"", body: [2]), for: user)
    let cache = ResponseCache(directory: directory)
    let client = Self.client(InMemoryTransport { _ in Self.json("{}") })
    cache.invalidate(where: client.affectedByWrite(toIssue: 7, owner: "o", name: "r"))
    #expect(cache.entry(for: issue) == nil)
    #expect(ResponseCache(directory: directory).entry(for: issue) == nil, "the file is gone")
    #expect(cache.entry(for: user)?.etag == "\"u\"")
  }
}
