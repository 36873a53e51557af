import AsyncHTTPClient
import Foundation
import GitHubStubServer
import NIOCore
import NIOHTTP1
import Testing

/// The stub server over real TCP, driven by the same HTTP client the app uses.
@Suite struct StubServerTests {
  private static let firstPage = "/repos/octokit-fixture-org/paginate-issues/issues?per_page=3"

  @Test func replaysTheFirstPageWithItsLinkPointingBackAtTheStub() async throws {
    let exchanges = try OctokitFixtures.load(named: "paginate-issues")
    try await StubHarness.run(exchanges) { stub in
      let reply = try await stub.send(Self.firstPage)
      #expect(reply.status == 200)
      guard case .array(let issues)? = reply.json else {
        Issue.record("not a JSON array: \(reply.body.prefix(80))")
        return
      }
      #expect(issues.count == 3)
      #expect(reply.json == exchanges[0].response)
      let base = stub.server.baseURL
      #expect(base == "http://127.0.0.1:\(stub.server.port)")
      #expect(
        reply.headers.first(name: "link")
          == "<\(base)/repositories/1000/issues?per_page=3&page=2>; rel=\"next\", "
          + "<\(base)/repositories/1000/issues?per_page=3&page=5>; rel=\"last\"")
      #expect(reply.headers.first(name: "content-length") == String(reply.body.utf8.count))
      #expect(reply.headers.first(name: "connection") == nil)
      #expect(reply.headers.first(name: "etag") == exchanges[0].headers["etag"])
    }
  }

  @Test func followingEveryNextLinkWalksAllFivePagesOnKeptAliveConnections() async throws {
    let exchanges = try OctokitFixtures.load(named: "paginate-issues")
    try await StubHarness.run(exchanges) { stub in
      var url: String? = stub.server.baseURL + Self.firstPage
      var pages: [JSONValue?] = []
      while let next = url, pages.count < 10 {
        let reply = try await stub.send(url: next)
        #expect(reply.status == 200)
        pages.append(reply.json)
        url = Self.nextLink(in: reply.headers.first(name: "link"))
      }
      #expect(pages == exchanges.map(\.response))
      #expect(stub.server.remainingExchanges().isEmpty)
      #expect(stub.server.receivedRequests().map(\.path).last == exchanges.last?.path)
    }
  }

  @Test func servesExchangesInOrderAndEachOnce() async throws {
    let exchanges = [
      RecordedExchange(path: "/user", response: .object(["login": .string("first")])),
      RecordedExchange(path: "/user", response: .object(["login": .string("second")])),
    ]
    try await StubHarness.run(exchanges) { stub in
      let first = try await stub.send("/user")
      let second = try await stub.send("/user")
      let third = try await stub.send("/user")
      #expect(first.json == exchanges[0].response)
      #expect(second.json == exchanges[1].response)
      #expect(third.status == 501)
    }
  }

  @Test func servesARepeatableExchangeAnyNumberOfTimes() async throws {
    let exchange = RecordedExchange(path: "/rate_limit", response: .integer(7), repeatable: true)
    try await StubHarness.run([exchange]) { stub in
      for _ in 0..<3 {
        let reply = try await stub.send("/rate_limit")
        #expect(reply.status == 200)
        #expect(reply.body == "7")
      }
      #expect(stub.server.remainingExchanges().isEmpty)
    }
  }

  @Test func matchesMethodIgnoringCaseAndQueryIgnoringOrder() async throws {
    let exchanges = [
      RecordedExchange(method: "get", path: "/search/issues?q=is%3Aopen&per_page=2", status: 200),
      RecordedExchange(method: "DELETE", path: "/x", status: 204),
    ]
    try await StubHarness.run(exchanges) { stub in
      #expect(try await stub.send("/search/issues?per_page=2&q=is:open").status == 200)
      #expect(try await stub.send("/x", method: .POST).status == 501)
      let deleted = try await stub.send("/x", method: .DELETE)
      #expect(deleted.status == 204)
      #expect(deleted.body.isEmpty)
    }
  }

  @Test func answersAnUnknownRequestWith501AndRecordsIt() async throws {
    try await StubHarness.run([]) { stub in
      let reply = try await stub.send("/nope?x=1")
      #expect(reply.status == 501)
      #expect(reply.json == .object(["message": .string("stub: no exchange for GET /nope?x=1")]))
      #expect(stub.server.receivedRequests().map(\.path) == ["/nope?x=1"])
    }
  }

  @Test func sendsARawBodyVerbatim() async throws {
    let html = "<html><body><h1>502 Bad Gateway</h1></body></html>\n"
    let exchanges = [
      RecordedExchange(
        path: "/repos/o/r", status: 502, headers: ["Content-Type": "text/html"], rawBody: html),
      RecordedExchange(path: "/user", rawBody: "{\"login\": "),
    ]
    try await StubHarness.run(exchanges) { stub in
      let page = try await stub.send("/repos/o/r")
      #expect(page.status == 502)
      #expect(page.headers.first(name: "content-type") == "text/html")
      #expect(page.body == html)
      let malformed = try await stub.send("/user")
      #expect(malformed.body == "{\"login\": ")
      #expect(malformed.json == nil)
    }
  }

  @Test func aTruncatedBodyFailsTheClientInsteadOfHanging() async throws {
    let issues = JSONValue.array((1...20).map { .object(["number": .integer($0)]) })
    let exchange = RecordedExchange(path: "/issues", response: issues, truncateAfterBytes: 10)
    try await StubHarness.run([exchange]) { stub in
      // The body ends before its Content-Length: the client's parser sees an early EOF.
      await #expect(throws: HTTPParserError.invalidEOFState) {
        _ = try await stub.send("/issues")
      }
      // The hang-up cost one connection, not the server.
      let after = try await stub.send("/issues")
      #expect(after.status == 501)
    }
  }

  @Test func aDelayLongerThanTheReadTimeoutTimesTheClientOut() async throws {
    let exchange = RecordedExchange(path: "/slow", response: .null, delayMilliseconds: 30_000)
    try await StubHarness.run([exchange], readTimeout: .milliseconds(150)) { stub in
      await #expect(throws: HTTPClientError.readTimeout) {
        _ = try await stub.send("/slow")
      }
    }
  }

  @Test func aShortDelayStillAnswers() async throws {
    let exchange = RecordedExchange(path: "/slow", response: .bool(true), delayMilliseconds: 20)
    try await StubHarness.run([exchange]) { stub in
      let reply = try await stub.send("/slow")
      #expect(reply.body == "true")
    }
  }

  @Test func serversOnDifferentHostNamesHaveDifferentOriginsAndRedirectAcross() async throws {
    try await StubHarness.run(
      [RecordedExchange(path: "/b", response: .string("on localhost"))], host: "localhost"
    ) { other in
      #expect(other.server.baseURL == "http://localhost:\(other.server.port)")
      try await StubHarness.run([]) { stub in
        #expect(stub.server.baseURL != other.server.baseURL)
        stub.server.add([
          RecordedExchange(
            path: "/a", status: 302, headers: ["Location": "\(other.server.baseURL)/b"]),
          RecordedExchange(
            path: "/c", status: 301, headers: ["location": "https://api.github.com/repositories/9"]),
        ])
        let redirect = try await stub.send("/a")
        #expect(redirect.status == 302)
        let location = try #require(redirect.headers.first(name: "location"))
        #expect(location == "\(other.server.baseURL)/b")
        #expect(try await stub.send(url: location).json == .string("on localhost"))
        let moved = try await stub.send("/c")
        #expect(moved.headers.first(name: "location") == "\(stub.server.baseURL)/repositories/9")
      }
    }
  }

  @Test func recordsTheRequestsHeadersAndBody() async throws {
    let exchanges = try OctokitFixtures.load(named: "labels")
    let create = try #require(exchanges.first { $0.method == "post" })
    try await StubHarness.run(exchanges) { stub in
      let reply = try await stub.send(
        create.path, method: .POST,
        headers: [
          ("Authorization", "Bearer secret"), ("X-GitHub-Api-Version", "2022-11-28"),
          ("Accept", "application/vnd.github+json"),
        ],
        body: #"{"name":"test-label","color":"663399"}"#)
      #expect(reply.status == 201)
      #expect(reply.json == create.response)
      let received = try #require(stub.server.receivedRequests().first)
      #expect(received.method == "POST")
      #expect(received.path == create.path)
      #expect(received.header("authorization") == "Bearer secret")
      #expect(received.header("X-GitHub-Api-Version") == "2022-11-28")
      #expect(received.headers["accept"] == ["application/vnd.github+json"])
      #expect(received.body == #"{"name":"test-label","color":"663399"}"#)
    }
  }

  @Test func shutdownTwiceIsHarmless() async throws {
    let server = try await StubServer.start([])
    try await server.shutdown()
    try await server.shutdown()
  }

  /// The `rel="next"` URL of a `Link` header, as a client would follow it.
  private static func nextLink(in header: String?) -> String? {
    guard let header else { return nil }
    for part in header.split(separator: ",") where part.contains("rel=\"next\"") {
      guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">") else {
        continue
      }
      return String(part[part.index(after: open)..<close])
    }
    return nil
  }
}
