import BackendTestSupport
import ConcurrencyExtras
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import ScreenState
import Testing

@testable import IssueData

/// The inbox over real HTTP on 127.0.0.1: `GET /notifications` as GitHub answers it, a poll
/// that is conditional on the last `Last-Modified`, and every server value treated as hostile.
@Suite(.timeLimit(.minutes(1))) struct GitHubInboxTests {
  typealias Backend = StubBackend

  static func thread(
    id: String, reason: String?, type: String?, url: String?, title: String = "A title",
    repository: String = "octo/app"
  ) -> String {
    let subject = """
      {"title": \(Self.jsonString(title)), "type": \(type.map { "\"\($0)\"" } ?? "null"), \
      "url": \(url.map { "\"\($0)\"" } ?? "null")}
      """
    let owner = repository.split(separator: "/").first.map(String.init) ?? ""
    let name = repository.split(separator: "/").last.map(String.init) ?? ""
    return """
      {"id": "\(id)", "unread": true, "reason": \(reason.map { "\"\($0)\"" } ?? "null"), \
      "updated_at": "2026-11-20T10:00:00Z", "subject": \(subject), \
      "repository": {"name": "\(name)", "full_name": "\(repository)", "owner": {"login": "\(owner)"}}}
      """
  }

  /// `text` as a JSON string literal, control characters escaped.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func page(_ threads: [String], headers: [String: String] = [:]) -> RecordedExchange {
    RecordedExchange(
      path: "/notifications?all=true&participating=false&per_page=50", headers: headers,
      rawBody: "[\(threads.joined(separator: ","))]")
  }

  @Test func threadsAreReadAndTheirNumbersTakenOnlyFromSubjectURLsOfTheExpectedShape()
    async throws
  {
    let backend = try await Backend.start([])
    backend.server.add([
      Self.page(
        [
          Self.thread(
            id: "1", reason: "review_requested", type: "PullRequest",
            url: "\(backend.server.baseURL)/repos/octo/app/pulls/7"),
          Self.thread(
            id: "2", reason: "mention", type: "Issue",
            url: "https://api.github.com/repos/octo/app/issues/-3"),
          Self.thread(
            id: "3", reason: "brand_new_reason", type: "Release",
            url: "https://api.github.com/repos/octo/app/releases/99",
            title: "v1 \u{1B}]0;PWNED\u{07}"),
          Self.thread(id: "4", reason: nil, type: nil, url: nil, repository: "/"),
        ],
        headers: ["Last-Modified": "Thu, 26 Nov 2026 10:00:00 GMT", "X-Poll-Interval": "60"])
    ])
    let result = await Result { () async throws in
      try await backend.repository.inbox(participating: false, after: nil, since: nil)
    }
    try await backend.stop()
    let poll = try result.get()
    let threads = try #require(poll.page).items
    #expect(threads.map(\.id) == ["1", "2", "3"], "a thread with no usable repository is dropped")
    #expect(threads[0].reason == .reviewRequested)
    #expect(threads[0].subject.kind == .pullRequest)
    #expect(threads[0].subject.number == 7)
    #expect(threads[1].subject.number == nil, "a negative number is no number")
    #expect(threads[2].reason == .other("brand_new_reason"), "an unknown reason is kept as sent")
    #expect(threads[2].subject.number == nil, "a release has no issue number")
    #expect(!threads[2].subject.title.contains("\u{1B}"), "titles are inert")
    #expect(poll.lastModified == "Thu, 26 Nov 2026 10:00:00 GMT")
    #expect(poll.interval == .seconds(60))
    let request = try #require(backend.server.receivedRequests().first)
    #expect(request.header("if-modified-since") == nil, "the first poll is unconditional")
  }

  /// A subject's number is taken only from an API URL on the API's own origin, under its path,
  /// naming the thread's own repository and the subject's own kind; anything else, however
  /// close, gives no number, so nothing opens in the app.
  @Test(
    arguments: [
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/12", "Issue", 12),
      ("https://GHE.example.com:443/api/v3/repos/Octo/App/pulls/3", "PullRequest", 3),
      ("https://api.github.com/repos/octo/app/issues/12", "Issue", nil),
      ("http://ghe.example.com/api/v3/repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com:8443/api/v3/repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com.evil.test/api/v3/repos/octo/app/issues/12", "Issue", nil),
      ("https://user@ghe.example.com/api/v3/repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/evil/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/other/issues/12", "Issue", nil),
      ("https://ghe.example.com/repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/x/repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/12/comments", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/evil/x/../../octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3//repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/pulls/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/12", "PullRequest", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/12?x=1", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/12#x", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/%31%32", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/+12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/0", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/issues/99999999999999999999", "Issue", nil),
      ("/api/v3/repos/octo/app/issues/12", "Issue", nil),
      ("https://ghe.example.com/api/v3/repos/octo/app/releases/12", "Release", nil),
    ] as [(String, String, Int?)])
  func aSubjectNumberComesOnlyFromTheAPIsOwnURLForTheThreadsRepository(
    url: String, type: String, number: Int?
  ) throws {
    let json = Self.thread(id: "1", reason: "mention", type: type, url: url)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let dto = try decoder.decode(NotificationDTO.self, from: Data(json.utf8))
    let base = try #require(URL(string: "https://ghe.example.com/api/v3"))
    let thread = try #require(GitHubIssueRepository.thread(dto, apiBase: base))
    #expect(thread.subject.number == number, "\(url)")
  }

  @Test func aPollWithSinceIsConditionalAndA304IsNoPage() async throws {
    let since = "Thu, 26 Nov 2026 10:00:00 GMT"
    let backend = try await Backend.start([
      RecordedExchange(
        path: "/notifications?all=true&participating=true&per_page=50", status: 304,
        headers: ["X-Poll-Interval": "120"])
    ])
    let result = await Result { () async throws in
      try await backend.repository.inbox(participating: true, after: nil, since: since)
    }
    try await backend.stop()
    let poll = try result.get()
    #expect(poll.page == nil)
    #expect(poll.interval == .seconds(120), "a raised interval is honoured")
    let request = try #require(backend.server.receivedRequests().first)
    #expect(request.header("if-modified-since") == since)
  }

  @Test func aHostileLastModifiedIsNeverSentBack() async throws {
    let backend = try await Backend.start([Self.page([])])
    let result = await Result { () async throws in
      try await backend.repository.inbox(
        participating: false, after: nil, since: "x\r\nAuthorization: stolen")
    }
    try await backend.stop()
    #expect(try result.get().page?.items.isEmpty == true)
    let request = try #require(backend.server.receivedRequests().first)
    #expect(request.header("if-modified-since") == nil)
  }

  @Test(
    arguments: [
      (nil, 60), ("60", 60), ("0", 60), ("-5", 60), ("soon", 60), ("120", 120), ("99999999", 3600),
    ] as [(String?, Int64)])
  func thePollIntervalIsBoundedWhateverTheServerSays(header: String?, seconds: Int64) {
    #expect(GitHubIssueRepository.pollInterval(header) == .seconds(seconds))
  }
}
