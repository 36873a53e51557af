import BackendTestSupport
import Clocks
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Logging
import ScreenState
import TestSupport
import Testing

/// Issue 17's writes over real HTTP on 127.0.0.1: the real transport and repository against the
/// stub server, which records every request. Each endpoint's method, body and headers are
/// checked, each is sent exactly once, and every error row maps as the app needs.
@Suite(.timeLimit(.minutes(1))) struct GitHubWriteTests {
  static let app = RepositoryName(owner: "octo", name: "app")
  typealias Backend = StubBackend

  static let commentJSON: JSONValue = .object([
    "id": .integer(42), "user": .object(["login": .string("octocat")]),
    "body": .string("Thanks!\tLooking."), "created_at": .string("2026-11-18T10:00:00Z"),
  ])

  static func issueJSON(state: String, labels: [String], assignees: [String]) -> JSONValue {
    .object([
      "number": .integer(7), "title": .string("A title"), "state": .string(state),
      "state_reason": state == "closed" ? .string("not_planned") : .null,
      "user": .object(["login": .string("hubot")]),
      "labels": .array(labels.map { .object(["name": .string($0), "color": .string("d73a4a")]) }),
      "assignees": .array(assignees.map { .object(["login": .string($0)]) }),
      "comments": .integer(3), "created_at": .string("2026-11-01T10:00:00Z"),
      "html_url": .string("https://github.com/octo/app/issues/7"),
    ])
  }

  static func body(_ request: ReceivedRequest) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(request.body.utf8))
  }

  /// What a typed-throwing use case produced.
  static func useCase<T>(_ body: () async throws(IssueUseCaseError) -> T) async -> Result<
    T, IssueUseCaseError
  > {
    do throws(IssueUseCaseError) {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }

  // MARK: - Endpoints

  @Test func aCommentIsOnePostWithAJSONBodyAndTheAPIHeaders() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues/7/comments", status: 201,
        response: Self.commentJSON)
    ])
    let comment = try await backend.repository.addComment(
      "Thanks!\tLooking.", to: 7, in: Self.app)
    #expect(comment.id == 42)
    #expect(comment.body == "Thanks!    Looking.", "sanitised on the way in, as reads are")
    let posts = backend.requests("POST")
    #expect(posts.count == 1)
    #expect(backend.server.receivedRequests().count == 1, "exactly one request in all")
    let post = try #require(posts.first)
    #expect(Self.body(post) == .object(["body": .string("Thanks!\tLooking.")]))
    #expect(post.header("Content-Type") == "application/json; charset=utf-8")
    #expect(post.header("Authorization") == "Bearer \(StubBackend.token)")
    #expect(post.header("Accept") == "application/vnd.github+json")
    #expect(post.header("X-GitHub-Api-Version") == "2022-11-28")
    #expect(post.header("If-None-Match") == nil)
    try await backend.stop()
  }

  @Test func aChangeIsOnePatchOfTheSetPartsOnly() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/7",
        response: Self.issueJSON(state: "closed", labels: ["bug"], assignees: ["octocat"]))
    ])
    let change = IssueChange(
      state: .closed, stateReason: .notPlanned, labels: ["bug"], assignees: ["octocat"])
    let issue = try await backend.repository.updateIssue(7, in: Self.app, change: change)
    #expect(issue.state == IssueState.closed)
    #expect(issue.stateReason == .notPlanned)
    #expect(issue.labels.map(\.name) == ["bug"])
    #expect(issue.assignees.map(\.login) == ["octocat"])
    let patch = try #require(backend.requests("PATCH").first)
    #expect(backend.server.receivedRequests().count == 1)
    #expect(
      Self.body(patch)
        == .object([
          "state": .string("closed"), "state_reason": .string("not_planned"),
          "labels": .array([.string("bug")]), "assignees": .array([.string("octocat")]),
        ]))
    #expect(patch.header("Authorization") == "Bearer \(StubBackend.token)")
    #expect(patch.header("Content-Type") == "application/json; charset=utf-8")

    let reopen = try await Backend.cached([
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/7",
        response: Self.issueJSON(state: "open", labels: [], assignees: []))
    ])
    _ = try await reopen.repository.updateIssue(7, in: Self.app, change: .reopen)
    #expect(
      Self.body(try #require(reopen.requests("PATCH").first))
        == .object(["state": .string("open"), "state_reason": .string("reopened")]),
      "labels and assignees left out are left alone")
    try await backend.stop()
    try await reopen.stop()
  }

  @Test func labelsAndAssigneesArePagedByTheLinkHeader() async throws {
    let backend = try await Backend.cached([
      RecordedExchange(
        path: "/repos/octo/app/labels?per_page=100",
        headers: ["link": "<https://api.github.com/repositories/1/labels?page=2>; rel=\"next\""],
        response: .array([
          .object(["name": .string("bug"), "color": .string("d73a4a")]),
          .object(["name": .string("bug"), "color": .string("000000")]),
        ])),
      RecordedExchange(
        path: "/repositories/1/labels?page=2",
        response: .array([.object(["name": .string("ui\u{1B}[2J")])])),
      RecordedExchange(
        path: "/repos/octo/app/assignees?per_page=100",
        response: .array([.object(["login": .string("octocat")])])),
    ])
    let first = try await backend.repository.labels(in: Self.app, after: nil)
    #expect(first.items == [Label(name: "bug", color: "d73a4a")], "a repeated name is one row")
    let cursor = try #require(first.nextCursor)
    #expect(cursor.rawValue == backend.server.baseURL + "/repositories/1/labels?page=2")
    let second = try await backend.repository.labels(in: Self.app, after: cursor)
    #expect(second.items.map(\.name) == ["ui␛[2J"], "names are sanitised")
    #expect(second.nextCursor == nil)
    let people = try await backend.repository.assignees(in: Self.app, after: nil)
    #expect(people.items == [User(login: "octocat")])
    #expect(backend.server.remainingExchanges().isEmpty)
    #expect(backend.server.receivedRequests().allSatisfy { $0.method == "GET" })
    try await backend.stop()
  }

  // MARK: - Error rows

  static func postFailing(
    status: Int, headers: [String: String] = [:], response: JSONValue? = nil
  ) async throws -> (IssueRepositoryError?, Int) {
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues/7/comments", status: status,
        headers: headers, response: response, repeatable: true)
    ])
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.addComment("hi", to: 7, in: Self.app)
    }
    let count = backend.requests("POST").count
    try await backend.stop()
    return (result.failure, count)
  }

  @Test func a422CarriesGitHubsFieldMessages() async throws {
    let (error, count) = try await Self.postFailing(
      status: 422,
      response: .object([
        "message": .string("Validation Failed"),
        "errors": .array([
          .object([
            "resource": .string("IssueComment"), "field": .string("body"),
            "code": .string("custom"), "message": .string("body is too long"),
          ]),
          .object([
            "resource": .string("IssueComment"), "field": .string("body"),
            "code": .string("missing_field"),
          ]),
        ]),
      ]))
    #expect(
      error
        == .rejected([
          FieldRejection(field: "body", reason: .other("body is too long")),
          FieldRejection(field: "body", reason: .missing),
        ]))
    #expect(count == 1)
  }

  @Test func a403OnARepositoryYouCanOnlyReadIsForbiddenNotARateLimit() async throws {
    // GitHub sends its rate-limit headers on every answer; with quota left, a 403 is permission.
    let (error, count) = try await Self.postFailing(
      status: 403,
      headers: ["x-ratelimit-remaining": "4999", "x-ratelimit-reset": "1795003600"],
      response: .object(["message": .string("Must have admin rights to Repository.")]))
    #expect(error == .forbidden)
    #expect(count == 1)
    #expect(IssueUseCaseError(try #require(error)) == .notPermitted)
    let (limited, _) = try await Self.postFailing(
      status: 403,
      headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795000060"],
      response: .object(["message": .string("API rate limit exceeded")]))
    #expect(limited == .rateLimited(retryAfter: .seconds(60)))
  }

  @Test(arguments: [
    (404, IssueRepositoryError.notFound), (410, .gone), (500, .server(status: 500)),
    (502, .server(status: 502)), (503, .server(status: 503)),
  ])
  func statusesMapAndAWriteIsNeverRetried(_ status: Int, _ expected: IssueRepositoryError)
    async throws
  {
    let (error, count) = try await Self.postFailing(
      status: status, response: .object(["message": .string("nope")]))
    #expect(error == expected)
    #expect(count == 1, "a read would retry a 502 twice; a write never")
  }

  @Test func aTimeoutAndAResetAreReportedAfterOneAttempt() async throws {
    let slow = try await Backend.cached(
      [
        RecordedExchange(
          method: "patch", path: "/repos/octo/app/issues/7",
          response: Self.issueJSON(state: "closed", labels: [], assignees: []),
          delayMilliseconds: 2000)
      ], limits: .init(connect: .seconds(5), request: .milliseconds(300)))
    let timedOut = await outcome { () async throws(IssueRepositoryError) in
      try await slow.repository.updateIssue(7, in: Self.app, change: IssueChange.close(.completed))
    }
    #expect(timedOut.failure == .timedOut)
    #expect(slow.requests("PATCH").count == 1)
    try await slow.stop()

    let reset = try await Backend.cached([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues/7/comments", status: 201,
        response: Self.commentJSON, truncateAfterBytes: 5, resetConnection: true)
    ])
    let broken = await outcome { () async throws(IssueRepositoryError) in
      try await reset.repository.addComment("hi", to: 7, in: Self.app)
    }
    #expect(broken.failure == .malformedResponse(.incomplete))
    #expect(reset.requests("POST").count == 1)
    try await reset.stop()
  }

  @Test func aWriteRedirectedToAnotherOriginGoesNowhere() async throws {
    let other = try await StubServer.start(
      [
        RecordedExchange(
          method: "post", path: "/repos/octo/app/issues/7/comments", status: 201,
          response: Self.commentJSON)
      ], host: "localhost")
    let backend = try await Backend.cached([
      RecordedExchange(
        method: "post", path: "/repos/octo/app/issues/7/comments", status: 307,
        headers: ["location": "\(other.baseURL)/repos/octo/app/issues/7/comments"])
    ])
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.addComment("secret plans", to: 7, in: Self.app)
    }
    #expect(result.failure == .malformedResponse(.unexpected))
    #expect(other.receivedRequests().isEmpty, "neither the body nor the token left the origin")
    #expect(backend.requests("POST").count == 1)
    try await backend.stop()
    try await other.shutdown()
  }

  @Test func aRefusedConnectionIsUnreachable() async throws {
    let backend = try await Backend.cached([])
    try await backend.server.shutdown()
    let result = await outcome { () async throws(IssueRepositoryError) in
      try await backend.repository.addComment("hi", to: 7, in: Self.app)
    }
    #expect(result.failure == .unreachable)
    await backend.transport.shutdown()
  }

  // MARK: - Never twice

  /// When the attempts below start: `AddComment.clockSkew` (5 minutes) before it is `since`.
  static let attemptStart = Date(timeIntervalSince1970: 1_794_996_000)
  static let since = "2026-11-18T09:55:00Z"

  @Test func aCommentWhoseAnswerTimedOutIsFoundNotPostedAgain() async throws {
    let backend = try await Backend.cached(
      [
        // The server stores the comment, then answers too late.
        RecordedExchange(
          method: "post", path: "/repos/octo/app/issues/7/comments", status: 201,
          response: Self.commentJSON, delayMilliseconds: 2000),
        RecordedExchange(
          path: "/repos/octo/app/issues/7/comments?since=\(Self.since)&per_page=100",
          response: .array([Self.commentJSON])),
      ], limits: .init(connect: .seconds(5), request: .milliseconds(300)))
    let addComment = AddComment(writer: backend.repository, logger: silentLogger)
    let attempt = try CommentAttempt(
      body: "Thanks!\tLooking.", to: 7, in: Self.app, author: User(login: "OctoCat"),
      startedAt: Self.attemptStart)
    let first = await Self.useCase { () async throws(IssueUseCaseError) in
      try await addComment(attempt)
    }
    guard let failure = first.failure else {
      Issue.record("succeeded")
      return
    }
    #expect(failure == .connectivity(.timedOut))
    #expect(failure.mayHaveBeenApplied)
    let second = try await addComment.resend(attempt, after: failure)
    guard case .alreadyApplied(let found) = second else {
      Issue.record("posted again: \(second)")
      return
    }
    #expect(found.id == 42)
    #expect(backend.requests("POST").count == 1, "exactly one comment")
    #expect(backend.server.remainingExchanges().isEmpty)
    try await backend.stop()
  }

  @Test func aCommentNotFoundAfterATimeoutIsPostedOnce() async throws {
    let backend = try await Backend.cached(
      [
        RecordedExchange(
          method: "post", path: "/repos/octo/app/issues/7/comments", status: 502,
          response: .object(["message": .string("Bad gateway")])),
        RecordedExchange(
          path: "/repos/octo/app/issues/7/comments?since=\(Self.since)&per_page=100",
          response: .array([
            .object([
              "id": .integer(41), "user": .object(["login": .string("octocat")]),
              "body": .string("Something else"), "created_at": .string("2026-11-18T10:00:00Z"),
            ])
          ])),
        RecordedExchange(
          method: "post", path: "/repos/octo/app/issues/7/comments", status: 201,
          response: Self.commentJSON),
      ])
    let addComment = AddComment(writer: backend.repository, logger: silentLogger)
    let attempt = try CommentAttempt(
      body: "Thanks!\tLooking.", to: 7, in: Self.app, author: User(login: "octocat"),
      startedAt: Self.attemptStart)
    let first = await Self.useCase { () async throws(IssueUseCaseError) in
      try await addComment(attempt)
    }
    guard let failure = first.failure else {
      Issue.record("succeeded")
      return
    }
    #expect(failure == .server(status: 502))
    let second = try await addComment.resend(attempt, after: failure)
    guard case .sent(let comment) = second else {
      Issue.record("not sent: \(second)")
      return
    }
    #expect(comment.id == 42)
    #expect(backend.requests("POST").count == 2)
    #expect(backend.server.remainingExchanges().isEmpty)
    try await backend.stop()
  }

  @Test func theCheckReadsABoundedNumberOfPagesFromAHostileServer() async throws {
    let path = "/repos/octo/app/issues/7/comments?since=\(Self.since)&per_page=100"
    let backend = try await Backend.cached([
      RecordedExchange(
        path: path, headers: ["link": "<https://api.github.com\(path)>; rel=\"next\""],
        response: .array([]), repeatable: true)
    ])
    let since = Self.attemptStart.addingTimeInterval(-AddComment.clockSkew)
    let found = try await backend.repository.comments(in: Self.app, issue: 7, since: since)
    #expect(found.isEmpty)
    let pages = IssueWritingLimits.recentCommentsLimit / GitHubClient.pickerPageSize + 1
    #expect(backend.requests("GET").count == pages, "a next link to itself ends at the bound")
    try await backend.stop()
  }

  @Test func aChangeWhoseAnswerTimedOutIsReadBackNotSentAgain() async throws {
    let closed = Self.issueJSON(state: "closed", labels: ["bug"], assignees: [])
    let backend = try await Backend.cached(
      [
        RecordedExchange(
          method: "patch", path: "/repos/octo/app/issues/7", response: closed,
          delayMilliseconds: 2000),
        RecordedExchange(path: "/repos/octo/app/issues/7", response: closed),
      ], limits: .init(connect: .seconds(5), request: .milliseconds(300)))
    let update = UpdateIssue(
      writer: backend.repository, reader: backend.repository, logger: silentLogger)
    let change = IssueChange(state: .closed, stateReason: .notPlanned, labels: ["BUG"])
    let first = await Self.useCase { () async throws(IssueUseCaseError) in
      try await update(change, to: 7, in: Self.app)
    }
    guard let failure = first.failure else {
      Issue.record("succeeded")
      return
    }
    let second = try await update.resend(change, to: 7, in: Self.app, after: failure)
    guard case .alreadyApplied(let issue) = second else {
      Issue.record("sent again: \(second)")
      return
    }
    #expect(issue.state == IssueState.closed)
    #expect(backend.requests("PATCH").count == 1)
    try await backend.stop()
  }

  // MARK: - Cache

  @Test func aWriteDropsTheCachedPagesItChanged() async throws {
    let list = RecordedExchange(
      path: "/repos/octo/app/issues?state=open&per_page=30", headers: ["etag": "\"list\""],
      response: .array([Self.issueJSON(state: "open", labels: [], assignees: [])]),
      repeatable: true)
    let other = RecordedExchange(
      path: "/repos/octo/other/issues?state=open&per_page=30", headers: ["etag": "\"other\""],
      response: .array([]), repeatable: true)
    let backend = try await Backend.cached([
      list, other,
      RecordedExchange(
        method: "patch", path: "/repos/octo/app/issues/7",
        response: Self.issueJSON(state: "closed", labels: [], assignees: [])),
    ])
    let otherName = RepositoryName(owner: "octo", name: "other")
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    _ = try await backend.repository.issues(in: otherName, state: .open, after: nil)
    _ = try await backend.repository.updateIssue(
      7, in: Self.app, change: IssueChange.close(.completed))
    _ = try await backend.repository.issues(in: Self.app, state: .open, after: nil)
    _ = try await backend.repository.issues(in: otherName, state: .open, after: nil)
    let gets = backend.requests("GET")
    #expect(gets.count == 4)
    #expect(gets[2].path.hasPrefix("/repos/octo/app/issues"))
    #expect(gets[2].header("If-None-Match") == nil, "the changed list is asked for afresh")
    #expect(gets[3].header("If-None-Match") == "\"other\"", "another repository's stays")
    try await backend.stop()
  }
}
