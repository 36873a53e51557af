import Clocks
import Foundation
import SystemSupport
import TestSupport
import Testing

@testable import GitHubAPI

/// The rows' summaries query: where it goes (github.com, Enterprise, `--api-url`), what it
/// asks (names and numbers as variables only), and how defensively its answer is read.
@Suite struct GraphQLSummariesTests {
  static let busy159 = PullRequestKey(owner: "demo", name: "busy", number: 159)
  static let busy154 = PullRequestKey(owner: "demo", name: "busy", number: 154)
  static let tools3 = PullRequestKey(owner: "octo", name: "tools", number: 3)

  static func client(_ transport: InMemoryTransport, base: String = "https://api.github.com")
    -> GitHubClient
  {
    GitHubClient(
      configuration: .init(baseURL: URL(fileURLWithPath: "/").with(base), userAgent: "t"),
      transport: transport, clock: ImmediateClock(),
      now: { Date(timeIntervalSince1970: 1_000_000) })
  }

  static func answering(_ text: String, status: Int = 200) -> InMemoryTransport {
    InMemoryTransport { _ in HTTPResponseData(status: status, body: Array(text.utf8)) }
  }

  static func node(_ fields: String) -> String { #"{"pullRequest":{\#(fields)}}"# }

  @Test(arguments: [
    ("https://api.github.com", "https://api.github.com/graphql"),
    ("https://github.example.com/api/v3", "https://github.example.com/api/graphql"),
    ("https://github.example.com/api/v3/", "https://github.example.com/api/graphql"),
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080/graphql"),
    ("https://proxy.example.com/github", "https://proxy.example.com/github/graphql"),
  ])
  func graphQLIsBesideTheRESTBase(base: String, expected: String) {
    #expect(Self.client(Self.answering("{}"), base: base).graphQLURL.absoluteString == expected)
  }

  @Test func oneRequestAsksEveryPullRequestByVariablesWithTheToken() async throws {
    let transport = Self.answering(#"{"data":{}}"#)
    _ = try await Self.client(transport).pullRequestSummaries(
      [Self.busy159, Self.busy154, Self.tools3], token: "secret")
    let requests = transport.requests
    try #require(requests.count == 1)
    #expect(requests[0].method == "POST")
    #expect(requests[0].url.absoluteString == "https://api.github.com/graphql")
    #expect(requests[0].header("authorization") == "Bearer secret")
    let body = try JSONSerialization.jsonObject(with: Data(requests[0].body ?? []))
    let object = try #require(body as? [String: Any])
    let variables = try #require(object["variables"] as? [String: Any])
    #expect(variables["p0"] as? Int == 159)
    #expect(variables["p1"] as? Int == 154)
    #expect(variables["p2"] as? Int == 3)
    #expect(variables["o0"] as? String == "demo")
    #expect(variables["n0"] as? String == "busy")
    #expect(variables["o1"] as? String == "octo")
    #expect(variables.count == 7, "one owner and name per repository, one number per row")
    let query = try #require(object["query"] as? String)
    #expect(!query.contains("busy") && !query.contains("159"), "values never go into the text")
    #expect(query.contains("p2: repository(owner: $o1, name: $n1)"))
    #expect(query.contains("statusCheckRollup { state }"))
  }

  @Test func noPullRequestsAsksNothing() async throws {
    let transport = Self.answering("{}")
    let answer = try await Self.client(transport).pullRequestSummaries([], token: "t")
    #expect(answer.summaries.isEmpty)
    #expect(transport.requests.isEmpty)
  }

  @Test func atMostSixtyAreAsked() async throws {
    let transport = Self.answering(#"{"data":{}}"#)
    let many = (1...500).map { PullRequestKey(owner: "o", name: "r", number: $0) }
    _ = try await Self.client(transport).pullRequestSummaries(many, token: "t")
    let body = try JSONSerialization.jsonObject(with: Data(transport.requests[0].body ?? []))
    let variables = try #require((body as? [String: Any])?["variables"] as? [String: Any])
    #expect(variables.count == GitHubClient.summaryLimit + 2)
  }

  @Test func readsEachAliasValues() async throws {
    let answer = try await Self.client(
      Self.answering(
        #"{"data":{"p0":"#
          + Self.node(
            #""reviewDecision":"APPROVED","additions":12,"deletions":3,"#
              + #""commits":{"nodes":[{"commit":{"statusCheckRollup":{"state":"FAILURE"}}}]}"#)
          + #","p1":{"pullRequest":null}}}"#)
    ).pullRequestSummaries([Self.busy159, Self.busy154], token: "t")
    #expect(
      answer.summaries[Self.busy159]
        == PullRequestSummaryDTO(
          reviewDecision: "APPROVED", additions: 12, deletions: 3, checksState: "FAILURE"))
    #expect(answer.summaries[Self.busy154] == nil, "a null pull request is left out")
    #expect(answer.errors == 0)
  }

  /// Wrong types anywhere blank that value only: the rest of the row, and the other rows, are
  /// read.
  @Test func valuesOfTheWrongTypeAreMissingNotFatal() async throws {
    let answer = try await Self.client(
      Self.answering(
        #"{"data":{"p0":"#
          + Self.node(
            #""reviewDecision":7,"additions":"12","deletions":1e400,"#
              + #""commits":{"nodes":"none"}"#)
          + #","p1":"#
          + Self.node(
            #""reviewDecision":"CHANGES_REQUESTED","additions":99999999999999999999999,"#
              + #""deletions":-4,"commits":{"nodes":[null,{"commit":{"statusCheckRollup":"#
              + #"{"state":["SUCCESS"]}}}]}"#)
          + #","p2":[1,2,3]}}"#)
    ).pullRequestSummaries([Self.busy159, Self.busy154, Self.tools3], token: "t")
    #expect(answer.summaries[Self.busy159] == PullRequestSummaryDTO())
    #expect(
      answer.summaries[Self.busy154]
        == PullRequestSummaryDTO(reviewDecision: "CHANGES_REQUESTED", deletions: -4))
    #expect(answer.summaries[Self.tools3] == nil)
  }

  @Test func dataOfTheWrongTypeIsAnAnswerWithNothing() async throws {
    let answer = try await Self.client(Self.answering(#"{"data":"nope"}"#))
      .pullRequestSummaries([Self.busy159], token: "t")
    #expect(answer.summaries.isEmpty)
  }

  @Test func errorsBesideDataAreCountedAndTheDataKept() async throws {
    let answer = try await Self.client(
      Self.answering(
        #"{"data":{"p0":"# + Self.node(#""additions":1,"deletions":2"#)
          + #","p1":null},"errors":[{"type":"NOT_FOUND","message":"\u001b[31mgone"}]}"#)
    ).pullRequestSummaries([Self.busy159, Self.busy154], token: "t")
    #expect(answer.errors == 1)
    #expect(answer.summaries[Self.busy159] == PullRequestSummaryDTO(additions: 1, deletions: 2))
    #expect(answer.summaries[Self.busy154] == nil)
  }

  @Test func errorsWithoutDataFail() async throws {
    await #expect(throws: GitHubServiceError.self) {
      _ = try await Self.client(
        Self.answering(#"{"data":null,"errors":[{"message":"Something went wrong"}]}"#)
      ).pullRequestSummaries([Self.busy159], token: "t")
    }
  }

  @Test func anHTTPFailureFails() async throws {
    await #expect(throws: GitHubServiceError.self) {
      _ = try await Self.client(Self.answering(#"{"message":"Bad credentials"}"#, status: 502))
        .pullRequestSummaries([Self.busy159], token: "t")
    }
    await #expect(throws: GitHubServiceError.self) {
      _ = try await Self.client(Self.answering("<html>not json</html>"))
        .pullRequestSummaries([Self.busy159], token: "t")
    }
  }

  /// The query and its token go only to the API's origin: a redirect elsewhere is refused
  /// before anything is sent there.
  @Test func aRedirectOffTheAPIsOriginIsRefused() async throws {
    let transport = InMemoryTransport { request in
      request.url.host == "api.github.com"
        ? HTTPResponseData(status: 307, headers: ["Location": "https://evil.example.com/graphql"])
        : HTTPResponseData(status: 200, body: Array(#"{"data":{}}"#.utf8))
    }
    await #expect(throws: GitHubServiceError.self) {
      _ = try await Self.client(transport).pullRequestSummaries([Self.busy159], token: "secret")
    }
    #expect(transport.requests.map { $0.url.host } == ["api.github.com"])
  }

  /// A read sent as a POST doesn't wait behind writes, which go a second apart.
  @Test func theQueryIsNotSpacedLikeAWrite() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    let client = GitHubClient(
      configuration: .init(
        baseURL: URL(fileURLWithPath: "/").with("https://api.github.com"), userAgent: "t"),
      transport: Self.answering(#"{"data":{}}"#), clock: clock,
      now: { Date(timeIntervalSince1970: 1_000_000) })
    for _ in 0..<3 { _ = try await client.pullRequestSummaries([Self.busy159], token: "t") }
    #expect(clock.now == start)
  }
}
