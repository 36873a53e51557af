import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// A comment from the keyboard to GitHub's `POST …/comments` and back, through the whole app
/// on the GitHub backend over real HTTP on 127.0.0.1: sent exactly once with the right method,
/// body and headers; a 422 shown in the composer with GitHub's words; a 403 as the "can't
/// change issues" alert; and a POST whose answer timed out although the server stored it, where
/// Retry finds the stored comment instead of posting a second one.
@Suite(.timeLimit(.minutes(1))) struct CommentOverHTTPTests {
  static let requestTimeout = Duration.milliseconds(400)
  static let commentsPath = "/repos/octo/app/issues/7/comments"

  /// The app on a stub server that lists octo/app's issue 7 and serves it, then `writes`.
  struct Session {
    let backend: GitHubBackendTests.Backend
    let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
    let run: Task<AppState, Never>

    init(_ writes: [RecordedExchange]) async throws {
      backend = try await GitHubBackendTests.Backend.start(
        CommentOverHTTPTests.reads + writes,
        limits: .init(connect: .seconds(5), request: CommentOverHTTPTests.requestTimeout))
      let environment = AppEnvironment(
        repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
        domainLogger: Fixtures.silent, now: { referenceDate })
      let program = TriageProgram.onRepositories(
        environment: environment, startsSignedIn: true,
        initialRepository: RepositoryName(owner: "octo", name: "app"))
      let (terminal, clock) = (self.terminal, SteppedClock())
      run = Task {
        await Runtime(program: program, terminal: terminal, clock: clock)
          .run(from: program.initialState())
      }
    }

    /// Opens issue 7, writes `text` in the composer and sends it.
    func comment(_ text: String) async {
      await terminal.waitForFrame(containing: "Issue 7 ")
      terminal.press(.enter)
      await terminal.waitForFrame(containing: "First comment")
      terminal.press(.character("c"))
      await terminal.waitForFrame(containing: "Comment on octo/app#7")
      terminal.type(text)
      await terminal.waitForFrame(containing: text)
      terminal.press(.enter)
    }

    /// The POSTs the server received.
    var posts: [ReceivedRequest] {
      backend.server.receivedRequests().filter { $0.method == "POST" }
    }

    func end() async throws -> AppState {
      terminal.press(.ctrl("c"))
      let state = await run.value
      try await backend.stop()
      return state
    }
  }

  static let reads = [
    RecordedExchange(
      path: "/user/repos?sort=updated&per_page=30", response: .array([]), repeatable: true),
    RecordedExchange(
      path: "/repos/octo/app/issues?state=open&per_page=30",
      response: .array([NetworkFaultTests.issue(7)]), repeatable: true),
    RecordedExchange(
      path: "/repos/octo/app/issues/7", response: NetworkFaultTests.issue(7), repeatable: true),
    RecordedExchange(
      path: "/repos/octo/app/issues/7/timeline?per_page=100",
      response: .array([comment(1, "First comment")]),
      repeatable: true),
  ]

  /// A comment created a second after the app's "now" (`referenceDate`), so inside
  /// the re-send check's look-back.
  static func comment(_ id: Int, _ body: String, by login: String = "octocat") -> JSONValue {
    .object([
      "id": .integer(id), "user": .object(["login": .string(login)]), "body": .string(body),
      "created_at": .string("2026-11-18T11:06:41Z"), "event": .string("commented"),
    ])
  }

  @Test func aCommentIsPostedExactlyOnceWithItsBodyAndHeaders() async throws {
    let session = try await Session([
      RecordedExchange(
        method: "post", path: Self.commentsPath, status: 201,
        response: Self.comment(2, "LGTM 👍 日本語"))
    ])
    await session.comment("LGTM 👍 日本語")
    await session.terminal.waitForFrame(containing: "Saved: comment on #7")
    let frame = await session.terminal.waitForFrame(containing: "LGTM 👍 日本語")
    #expect(!frame.contains("sending…"), "the stored comment replaced the pending one")
    session.terminal.press(.enter)  // a stray Enter on the issue sends nothing
    let posts = session.posts
    #expect(posts.count == 1)
    let post = try #require(posts.first)
    #expect(post.path == Self.commentsPath)
    let body = try JSONSerialization.jsonObject(with: Data(post.body.utf8)) as? [String: String]
    #expect(body == ["body": "LGTM 👍 日本語"])
    #expect(post.header("authorization") == "Bearer fixture-token")
    #expect(post.header("content-type") == "application/json; charset=utf-8")
    #expect(post.header("accept") == "application/vnd.github+json")
    #expect(post.header("x-github-api-version") == "2022-11-28")
    let state = try await session.end()
    #expect(state.writes.pending.entries.isEmpty)
  }

  /// A 422's words are the server's, so they are drawn inert: an escape sequence shows its
  /// `␛`, a C1 control and a bidi override their `�`, and none reaches the terminal raw.
  @Test func a422sWordsAreDrawnInert() async throws {
    let session = try await Session([
      RecordedExchange(
        method: "post", path: Self.commentsPath, status: 422,
        response: .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("IssueComment"), "field": .string("bo\u{1B}[2Jdy"),
              "code": .string("custom"),
              "message": .string("bad \u{1B}]0;PWNED\u{7} x\u{9B}31m y\u{202E}gnp.exe"),
            ])
          ]),
        ]))
    ])
    await session.comment("Hostile words")
    let frame = await session.terminal.waitForFrame(containing: "PWNED")
    let text = frame.lines.joined(separator: "\n")
    #expect(text.contains("bad ␛]0;PWNED␇ x�31m y�gnp.exe"), "\(text)")
    #expect(
      !text.unicodeScalars.contains {
        $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
          || (0x202A...0x202E).contains($0.value)
      })
    _ = try await session.end()
  }

  @Test func a422IsShownInTheComposerWithGitHubsWords() async throws {
    let session = try await Session([
      RecordedExchange(
        method: "post", path: Self.commentsPath, status: 422,
        response: .object([
          "message": .string("Validation Failed"),
          "errors": .array([
            .object([
              "resource": .string("IssueComment"), "field": .string("body"),
              "code": .string("custom"), "message": .string("body is too long"),
            ])
          ]),
        ]))
    ])
    await session.comment("Too long, says the server")
    let frame = await session.terminal.waitForFrame(containing: "is too long")
    #expect(frame.contains("Comment on octo/app#7"), "the composer is back")
    #expect(frame.contains("Too long, says the server"), "with the text")
    #expect(session.posts.count == 1)
    let state = try await session.end()
    #expect(state.alerts.current == nil, "inline, not an alert")
    #expect(state.writes.pending.entries.isEmpty, "rolled back")
  }

  @Test func a403IsTheCantChangeIssuesAlert() async throws {
    let session = try await Session([
      RecordedExchange(
        method: "post", path: Self.commentsPath, status: 403,
        headers: ["x-ratelimit-remaining": "4999", "x-ratelimit-reset": "1795003600"],
        response: .object(["message": .string("Must have push access to repository")]))
    ])
    await session.comment("Not allowed")
    let frame = await session.terminal.waitForFrame(
      containing: "You can't change issues in this repository.")
    #expect(!frame.contains("sending…"), "rolled back")
    #expect(session.posts.count == 1)
    let state = try await session.end()
    #expect(state.writes.pending.entries.isEmpty)
  }

  /// The answer is lost: the app says so and looks, before saying anything else, and finds
  /// the stored comment: saved, never "Not saved", and posted once.
  @Test func aTimeoutThatSucceededIsFoundByTheCheckAndLeavesExactlyOneComment() async throws {
    let since = ISO8601DateFormatter().string(
      from: referenceDate.addingTimeInterval(-AddComment.clockSkew))
    let session = try await Session([
      // The server stores the comment, then answers too late.
      RecordedExchange(
        method: "post", path: Self.commentsPath, status: 201,
        response: Self.comment(3, "Once only"),
        delayMilliseconds: 5_000),
      // The check: who am I, then what was stored since the attempt began.
      RecordedExchange(path: "/user", response: .object(["login": .string("OctoCat")])),
      RecordedExchange(
        path: Self.commentsPath + "?since=\(since)&per_page=100",
        response: .array([Self.comment(1, "First comment"), Self.comment(3, "Once only")])),
    ])
    await session.comment("Once only")
    let saved = await session.terminal.waitForFrame(containing: "Saved: comment on #7")
    #expect(!saved.contains("Not saved"))
    #expect(session.posts.count == 1, "the check found the comment; nothing posted again")
    let paths = session.backend.server.receivedRequests().map(\.path)
    #expect(paths.contains(Self.commentsPath + "?since=\(since)&per_page=100"))
    let state = try await session.end()
    #expect(state.writes.pending.entries.isEmpty)
  }
}
