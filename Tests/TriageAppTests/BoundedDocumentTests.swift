import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// What an issue keeps, and so lays out, is bounded by what is shown, whatever the server
/// sends within the client's response limit, over real HTTP on 127.0.0.1: a body or a comment
/// past `DocumentLimit.bytes` is cut and says so; comments past `DocumentLimit.commentBytes`
/// in all are left to the web, and paging stops. The figures asserted are bytes and lines,
/// never time.
@Suite(.timeLimit(.minutes(2))) struct BoundedDocumentTests {
  static let listPath = BoundedRequestsTests.listPath
  static let issuePath = "/repos/octo/app/issues/7"
  static let commentsPath = BoundedRequestsTests.commentsPath
  static let secondCommentsPath = BoundedRequestsTests.secondCommentsPath
  static let size = BoundedRequestsTests.size
  /// The most the client reads of one answer.
  static let responseLimit = AsyncHTTPClientTransport.Limits().bodyBytes

  /// Issue 7 with `body`.
  static func issue(body: String) -> JSONValue {
    guard case .object(var fields) = NetworkFaultTests.issue(7) else { return .null }
    fields["body"] = .string(body)
    return .object(fields)
  }

  /// The app on octo/app's issues, with issue 7 answered as `body` and its comments as
  /// `comments`, then Enter on it: the issue screen once its answers are in.
  static func opened(
    body: String, comments: [RecordedExchange] = []
  ) async throws -> (TestStore<TriageProgram>, GitHubBackendTests.Backend) {
    let backend = try await GitHubBackendTests.Backend.start(
      [
        NetworkFaultTests.repositories,
        RecordedExchange(
          path: listPath, response: .array([NetworkFaultTests.issue(7)]), repeatable: true),
        RecordedExchange(path: issuePath, response: issue(body: body), repeatable: true),
      ]
        + (comments.isEmpty
          ? [RecordedExchange(path: commentsPath, response: .array([]), repeatable: true)]
          : comments),
      limits: .init(connect: .seconds(5), request: .seconds(30)))
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.enter)
    return (store, backend)
  }

  /// A body of the most the client reads, as one unbreakable word less the JSON around it.
  static let largestBody = String(repeating: "a", count: responseLimit - 4_096)

  /// The frame's rows, joined.
  static func text(_ store: TestStore<TriageProgram>) -> String {
    store.view(in: size).textDump
  }

  @Test func aBodyAsLargeAsAnAnswerMayBeIsKeptToTheLimitAndSaysSo() async throws {
    let (store, backend) = try await Self.opened(body: Self.largestBody)
    try await backend.stop()
    let screen = try #require(store.state.top.screen.as(IssueScreen.self))
    let issue = try #require(screen.state.value)
    #expect(issue.body.utf8.count <= 256 * 1024, "kept \(issue.body.utf8.count) bytes")
    #expect(issue.body.utf8.count > 255 * 1024, "and no less than the limit allows")
    #expect(issue.isBodyTruncated)
    // What is laid out is bounded too: the kept body's lines at this width, and a few more.
    let width = AppLayout(size: Self.size).body.width
    let lines = IssueDetailView.lineCount(
      for: screen, width: width, now: store.state.now, theme: store.program.theme,
      describe: store.program.environment.describe,
      cache: store.program.caches.issueLayouts)
    #expect(lines <= 256 * 1024 / (width - 2) + 20, "\(lines) lines")
    await store.press(.character("G"))
    #expect(Self.text(store).contains("Body truncated at 256 KiB — o opens it on the web"))
  }

  @Test func aBodyWithinTheLimitIsKeptWholeWithNoNotice() async throws {
    let body = String(repeating: "word ", count: 1_000)
    let (store, backend) = try await Self.opened(body: body)
    try await backend.stop()
    let issue = try #require(store.state.top.screen.as(IssueScreen.self)?.state.value)
    #expect(issue.body == body)
    #expect(!issue.isBodyTruncated)
    await store.press(.character("G"))
    #expect(!Self.text(store).contains("truncated"))
  }

  /// A Markdown table past the limit: the part kept is a table still, and the notice follows it.
  @Test func aLargeTableIsCutAndSaysSo() async throws {
    var table = "| a | b | c |\n|---|---|---|\n"
    while table.utf8.count < 1_200_000 { table += "| 1 | 2 | 3 |\n" }
    let (store, backend) = try await Self.opened(body: table)
    try await backend.stop()
    let issue = try #require(store.state.top.screen.as(IssueScreen.self)?.state.value)
    #expect(issue.body.utf8.count <= 256 * 1024)
    #expect(issue.isBodyTruncated)
    await store.press(.character("G"))
    let frame = Self.text(store)
    #expect(frame.contains("Body truncated at 256 KiB"))
    #expect(frame.contains("│ 1 │ 2 │ 3 │"))
  }

  static func commentPage(
    _ path: String, _ comments: [JSONValue], next: String? = nil
  ) -> RecordedExchange {
    var headers = ["content-type": "application/json"]
    if let next { headers["link"] = "<https://api.github.com\(next)>; rel=\"next\"" }
    return RecordedExchange(
      path: path, headers: headers, response: .array(comments), repeatable: true)
  }

  @Test func aCommentPastTheLimitIsCutAndSaysSo() async throws {
    let long = String(repeating: "b", count: 600 * 1024)
    let (store, backend) = try await Self.opened(
      body: "Short.",
      comments: [Self.commentPage(Self.commentsPath, [CommentOverHTTPTests.comment(1, long)])])
    try await backend.stop()
    let screen = try #require(store.state.top.screen.as(IssueScreen.self))
    let comment = try #require(screen.comments.value?.comments.first)
    #expect(comment.body.utf8.count <= 256 * 1024)
    #expect(comment.isBodyTruncated)
    await store.press(.character("G"))
    #expect(Self.text(store).contains("Comment truncated at 256 KiB"))
  }

  /// Pages of long comments stop once those kept reach the limit in all: the comment that
  /// doesn't fit, and the pages after it, are left to the web, and never asked for.
  @Test func commentsPastTheLimitInAllAreLeftToTheWeb() async throws {
    let long = String(repeating: "c", count: 100 * 1024)
    let first = (1...2).map { CommentOverHTTPTests.comment($0, long) }
    let second = (3...5).map { CommentOverHTTPTests.comment($0, long) }
    let (store, backend) = try await Self.opened(
      body: "Short.",
      comments: [
        Self.commentPage(Self.commentsPath, first, next: Self.secondCommentsPath),
        Self.commentPage(Self.secondCommentsPath, second, next: "/repositories/1/issues/7/c3"),
      ])
    await store.press(.character("G"))
    await store.press(.character("G"))
    let third = backend.server.receivedRequests().filter {
      $0.path == "/repositories/1/issues/7/c3"
    }
    try await backend.stop()
    let screen = try #require(store.state.top.screen.as(IssueScreen.self))
    let kept = screen.comments.value?.comments ?? []
    #expect(kept.map(\.id) == [1, 2])
    #expect(kept.reduce(0) { $0 + $1.body.utf8.count } <= 256 * 1024)
    #expect(screen.areCommentsTruncated)
    #expect(screen.comments.value?.nextCursor == nil, "paging ended")
    #expect(third.isEmpty, "the page after the cut is never asked for")
    #expect(Self.text(store).contains("Later comments not shown — o opens them on the web"))
  }

  /// A page of more comments than any of GitHub's keeps GitHub's largest page of them, and the
  /// thread ends there, saying so.
  @Test func aPageOfMoreCommentsThanGitHubSendsIsCutAndSaysSo() async throws {
    let comments = (1...150).map { CommentOverHTTPTests.comment($0, "Comment \($0)") }
    let (store, backend) = try await Self.opened(
      body: "Short.",
      comments: [Self.commentPage(Self.commentsPath, comments, next: Self.secondCommentsPath)])
    await store.press(.character("G"))
    let second = backend.server.receivedRequests().filter { $0.path == Self.secondCommentsPath }
    try await backend.stop()
    let screen = try #require(store.state.top.screen.as(IssueScreen.self))
    #expect(screen.comments.value?.items.count == 100)
    #expect(screen.areCommentsTruncated)
    #expect(second.isEmpty, "the page after a cut one is never asked for")
    #expect(Self.text(store).contains("Later comments not shown — o opens them on the web"))
  }
}
