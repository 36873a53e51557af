import ErrorHandling
import Foundation
import GitHubStubServer
import IssueData
import IssueDomain
import Localization
import MarkdownView
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import IssueFeature
@testable import TriageApp

/// An issue's conversation from GitHub's timeline over real HTTP on 127.0.0.1: one GET a page,
/// following the `Link` header as given, comments and events in the server's order; and a
/// hostile timeline (controls, huge strings, unknown types, missing and mistyped fields) read
/// and drawn inert and bounded, without failing the page.
@Suite(.timeLimit(.minutes(1))) struct TimelineOverHTTPTests {
  static let octoApp = RepositoryName(owner: "octo", name: "app")
  static let firstPath = "/repos/octo/app/issues/7/timeline?per_page=100"
  static let secondPath = "/repositories/1/issues/7/timeline?page=2"

  static func page(_ path: String, _ entries: [JSONValue], next: String? = nil)
    -> RecordedExchange
  {
    var headers = ["content-type": "application/json"]
    if let next { headers["link"] = "<https://api.github.com\(next)>; rel=\"next\"" }
    return RecordedExchange(path: path, headers: headers, response: .array(entries))
  }

  static func event(_ type: String, _ fields: [String: JSONValue] = [:], id: Int? = nil)
    -> JSONValue
  {
    var object: [String: JSONValue] = [
      "event": .string(type), "actor": .object(["login": .string("monalisa")]),
      "created_at": .string("2026-11-18T10:00:00Z"),
    ]
    if let id { object["id"] = .integer(id) }
    object.merge(fields) { $1 }
    return .object(object)
  }

  /// The first page: a label, a comment with reactions, a close with its reason; the second,
  /// linked from it: a rename and a cross-reference from a pull request.
  static let pages = [
    page(
      firstPath,
      [
        event(
          "labeled", ["label": .object(["name": .string("bug"), "color": .string("d73a4a")])],
          id: 1),
        .object([
          "event": .string("commented"), "id": .integer(41),
          "user": .object(["login": .string("hubot")]), "body": .string("Seen on Linux too."),
          "created_at": .string("2026-11-18T10:05:00Z"),
          "reactions": .object([
            "url": .string("https://api.github.com/x"), "total_count": .integer(4),
            "+1": .integer(3), "heart": .integer(1), "eyes": .integer(0),
          ]),
        ]),
        event("closed", ["state_reason": .string("not_planned")], id: 2),
      ], next: secondPath),
    page(
      secondPath,
      [
        event(
          "renamed", ["rename": .object(["from": .string("Crash"), "to": .string("A crash")])],
          id: 3),
        event(
          "cross-referenced",
          [
            "source": .object([
              "type": .string("issue"),
              "issue": .object([
                "number": .integer(14), "pull_request": .object([:]),
                "repository": .object(["full_name": .string("octo/app")]),
              ]),
            ])
          ]),
      ]),
  ]

  @Test func eachPageIsOneGetFollowingTheLinkAndKeepsTheServersOrder() async throws {
    let backend = try await GitHubBackendTests.Backend.start(Self.pages)
    let first = try await Self.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> TimelinePage in
      try await repository.timeline(in: Self.octoApp, issue: 7, after: nil)
    }
    let second = try await Self.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> TimelinePage in
      try await repository.timeline(in: Self.octoApp, issue: 7, after: first.nextCursor)
    }
    let requests = backend.server.receivedRequests()
    try await backend.stop()
    #expect(requests.map(\.method) == ["GET", "GET"])
    #expect(requests.map(\.path) == [Self.firstPath, Self.secondPath])
    #expect(requests.allSatisfy { $0.headers["accept"] == ["application/vnd.github+json"] })
    #expect(second.nextCursor == nil)
    let entries = first.items + second.items
    #expect(
      entries.compactMap(\.event).map(\.kind) == [
        .labeled("bug"), .closed(.notPlanned), .renamed(from: "Crash", to: "A crash"),
        .crossReferenced(number: 14, isPullRequest: true, repository: nil),
      ])
    let comment = try #require(entries.compactMap(\.comment).first)
    #expect(entries.map(\.id)[1] == .comment(41))
    #expect(comment.author.login == "hubot")
    #expect(comment.reactions == Reactions([.thumbsUp: 3, .heart: 1]))
    #expect(entries.compactMap(\.event).first?.actor?.login == "monalisa")
  }

  /// Through the app: opening the issue asks for the first page once, and draws the events
  /// between the comments; `t` hides them without asking again.
  @Test func theIssuePageAsksOnceAndDrawsTheEvents() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      NetworkFaultTests.repositories,
      RecordedExchange(
        path: BoundedRequestsTests.listPath, response: .array([NetworkFaultTests.issue(7)]),
        repeatable: true),
      RecordedExchange(
        path: "/repos/octo/app/issues/7", response: NetworkFaultTests.issue(7), repeatable: true),
      Self.page(Self.firstPath, [Self.event("labeled", ["label": .string("bug")], id: 1)]),
    ])
    let store = await BoundedRequestsTests.started(backend)
    await store.press(.enter)
    let frame = store.view(in: BoundedRequestsTests.size).textDump
    await store.press(.character("t"))
    let hidden = store.view(in: BoundedRequestsTests.size).textDump
    let asked = BoundedRequestsTests.requests(to: Self.firstPath, on: backend)
    try await backend.stop()
    #expect(asked == 1)
    #expect(frame.contains("monalisa added the bug label · "))
    #expect(!hidden.contains("added the bug label"))
  }

  /// Controls, bidi overrides and escapes in every string; titles of 100,000 characters; an unknown
  /// type with a long hostile name; entries with no type, fields of the wrong type, a comment
  /// with no id, a cross-reference with no number: the page is read, every string kept is
  /// inert and bounded, and each event is drawn on one line.
  @Test func aHostileTimelineIsReadInertAndBounded() async throws {
    let escape = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}\u{9B}"
    // Four hundred times the bound, three times over: enough to show the cut, small enough to
    // arrive well within the request timeout on a busy machine.
    let huge = String(repeating: "A", count: 100_000)
    let entries: [JSONValue] = [
      Self.event("labeled", ["label": .object(["name": .string("bug" + escape)])], id: 1),
      Self.event(
        "renamed",
        ["rename": .object(["from": .string(huge), "to": .string("new\n" + escape + huge)])],
        id: 2),
      Self.event("teleported" + escape + String(repeating: "x", count: 10_000), id: 3),
      .object(["id": .integer(4), "actor": .object(["login": .string("nobody")])]),
      .object([
        "event": .string("assigned"), "id": .integer(5), "actor": .string("not an object"),
        "created_at": .integer(12), "assignee": .array([]),
      ]),
      .object(["event": .string("commented"), "body": .string("no id")]),
      .object([
        "event": .string("commented"), "id": .integer(6), "body": .string("odd reactions"),
        "reactions": .string("lots"),
      ]),
      Self.event(
        "cross-referenced", ["source": .object(["issue": .object(["title": .string("x")])])]),
      Self.event("referenced", ["commit_id": .string("zz" + escape)], id: 7),
      Self.event(
        "locked", ["lock_reason": .string(escape + huge)],
        id: 8),
      Self.event("milestoned", ["milestone": .null], id: 9),
      .object(["event": .integer(3), "id": .integer(10)]),
    ]
    let backend = try await GitHubBackendTests.Backend.start([Self.page(Self.firstPath, entries)])
    let page = try await Self.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> TimelinePage in
      try await repository.timeline(in: Self.octoApp, issue: 7, after: nil)
    }
    try await backend.stop()
    let events = page.items.compactMap(\.event)
    #expect(events.count == 8, "\(events.map(\.kind))")
    #expect(page.items.compactMap(\.comment).map(\.id) == [6])
    #expect(page.items.compactMap(\.comment).first?.reactions == Reactions.none)
    var strings: [String] = events.compactMap(\.actor?.login)
    for event in events {
      switch event.kind {
      case .labeled(let text), .unlabeled(let text), .milestoned(let text),
        .demilestoned(let text), .other(let text), .referenced(let text):
        strings.append(text)
      case .renamed(let from, let to): strings += [from, to]
      case .locked(let reason): strings += reason.map { [$0] } ?? []
      case .assigned(let user), .unassigned(let user): strings.append(user.login)
      default: break
      }
    }
    for text in strings {
      #expect(text.unicodeScalars.count <= 2 * 256, "bounded: \(text.count)")
      #expect(
        !text.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }, "inert: \(text.debugDescription)")
    }
    #expect(events.contains { $0.kind == .referenced(commit: "?") })
    #expect(events.contains { $0.kind == .assigned(User(login: "ghost")) && $0.actor == nil })
    #expect(
      events.contains {
        if case .other(let name) = $0.kind { name.hasPrefix("teleported") } else { false }
      })
    #expect(events.contains { $0.kind == .other("cross-referenced") })

    // Drawn: every event one line, the whole frame without a control character.
    var screen = IssueScreen(repository: Self.octoApp, number: 7, id: ScreenID(1))
    _ = screen.load(
      { () async throws(AppError) -> IssueDomain.Issue in throw .cancelled },
      comments: { _ async throws(AppError) -> TimelinePage in throw .cancelled })
    _ = screen.handle(.loaded(generation: screen.generation, .success(Self.issue)))
    _ = screen.handle(.commentsLoaded(generation: screen.generation, .success(page)))
    let lines = IssueDetailView.lines(
      for: screen, width: 80, now: referenceDate, theme: .standard,
      describe: { _ in FailureDescription(message: "", isRetryable: false) })
    let texts = lines.map(\.text)
    #expect(texts.filter { $0.contains("teleported") }.count == 1)
    #expect(texts.allSatisfy { $0.displayWidth <= 80 })
    #expect(!texts.joined().unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  /// A pull request's commits come with no `id`, actor or date: each is its own entry (by its
  /// node id or sha), drawn by its type's name alone; a review names its author in `user`.
  @Test func commitsWithoutIdsStayApartAndNameNoGhost() async throws {
    let commit = { (sha: String) -> JSONValue in
      .object([
        "event": .string("committed"), "sha": .string(sha), "node_id": .string("C_\(sha)"),
        "message": .string("Fix"),
      ])
    }
    let review: JSONValue = .object([
      "event": .string("reviewed"), "id": .integer(9), "user": .object(["login": .string("kim")]),
      "state": .string("approved"), "submitted_at": .string("2026-11-18T10:00:00Z"),
    ])
    let backend = try await GitHubBackendTests.Backend.start([
      Self.page(Self.firstPath, [commit("aaa111"), commit("bbb222"), review])
    ])
    let page = try await Self.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> TimelinePage in
      try await repository.timeline(in: Self.octoApp, issue: 7, after: nil)
    }
    try await backend.stop()
    let events = page.items.compactMap(\.event)
    #expect(events.count == 2)
    #expect(events.map(\.actor?.login) == [nil, nil])
    let words = ChromeWords(.english)
    #expect(events.map { words(.timelineEvent($0)) } == ["committed", "committed"])
    #expect(page.items.compactMap(\.review).map(\.author.login) == ["kim"])
  }

  /// A pull request's `reviewed` entries are its reviews: each standing GitHub names, one it
  /// adds later read as a comment; a pending one (no one else's to see), one without an id,
  /// or with an id that isn't one, left out; a node id that isn't GitHub's kept as none; the
  /// body made inert and cut at the document limit; `submitted_at` as its time.
  @Test func reviewsAreReadWithTheirStandingAndInertText() async throws {
    func review(_ id: JSONValue, _ state: String, body: String = "", node: String = "PRR_a")
      -> JSONValue
    {
      .object([
        "event": .string("reviewed"), "id": id, "node_id": .string(node),
        "user": .object(["login": .string("kim\u{1B}[2J")]), "state": .string(state),
        "body": .string(body), "submitted_at": .string("2026-11-18T10:00:00Z"),
      ])
    }
    let long = String(repeating: "review ", count: DocumentLimit.bytes / 4)
    let backend = try await GitHubBackendTests.Backend.start([
      Self.page(
        Self.firstPath,
        [
          review(.integer(1), "approved", body: "Ship it\u{7}"),
          review(.integer(2), "changes_requested", node: "PRR b\n"),
          review(.integer(3), "commented", body: long),
          review(.integer(4), "dismissed"),
          review(.integer(5), "pending"),
          review(.integer(6), "bewildered"),
          review(.null, "approved"),
          review(.string("7"), "approved"),
          review(.integer(-1), "approved"),
        ])
    ])
    let page = try await Self.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> TimelinePage in
      try await repository.timeline(in: Self.octoApp, issue: 7, after: nil)
    }
    try await backend.stop()
    let reviews = page.items.compactMap(\.review)
    #expect(reviews.map(\.id) == [1, 2, 3, 4, 6])
    #expect(
      reviews.map(\.standing) == [.approved, .changesRequested, .commented, .dismissed, .commented])
    #expect(reviews.map(\.nodeID) == ["PRR_a", "", "PRR_a", "PRR_a", "PRR_a"])
    #expect(reviews.allSatisfy { !$0.author.login.unicodeScalars.contains("\u{1B}") })
    #expect(!reviews[0].body.unicodeScalars.contains("\u{7}"))
    #expect(reviews[2].isBodyTruncated && reviews[2].body.utf8.count <= DocumentLimit.bytes)
    #expect(reviews.allSatisfy { $0.submittedAt == Date(timeIntervalSince1970: 1_794_996_000) })
  }

  /// The rollup comes with the issue: the eight known counts above zero are kept; a count that
  /// isn't a number, a negative one, an unknown name, or a rollup that isn't an object is left
  /// out, and the issue is read all the same.
  @Test(arguments: [
    (
      JSONValue.object([
        "+1": .integer(3), "-1": .integer(0), "heart": .integer(-2), "rocket": .string("many"),
        "eyes": .integer(Int.max), "party": .integer(9), "total_count": .integer(99),
      ]), Reactions([.thumbsUp: 3, .eyes: Int.max])
    ),
    (JSONValue.string("lots"), Reactions.none),
    (JSONValue.array([.integer(1)]), Reactions.none),
    (JSONValue.null, Reactions.none),
  ])
  func reactionsComeWithTheIssueAndAreReadLeniently(rollup: JSONValue, expected: Reactions)
    async throws
  {
    guard case .object(var fields) = NetworkFaultTests.issue(7) else { return }
    fields["reactions"] = rollup
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(path: "/repos/octo/app/issues/7", response: .object(fields))
    ])
    let issue = try await Self.stopping(backend) {
      (repository) async throws(IssueRepositoryError) -> IssueDomain.Issue in
      try await repository.issue(in: Self.octoApp, number: 7)
    }
    let requests = backend.server.receivedRequests()
    try await backend.stop()
    #expect(requests.count == 1, "no request of their own")
    #expect(issue.reactions == expected)
  }

  /// `body`'s answer; when it fails, the backend is stopped before the failure is thrown, so a
  /// failing test reports its failure instead of tearing down a live HTTP client.
  static func stopping<T>(
    _ backend: GitHubBackendTests.Backend,
    _ body: (GitHubIssueRepository) async throws(IssueRepositoryError) -> T
  ) async throws -> T {
    do throws(IssueRepositoryError) {
      return try await body(backend.repository)
    } catch {
      try await backend.stop()
      throw error
    }
  }

  static let issue = IssueDomain.Issue(
    number: 7, title: "Issue 7", state: .open, author: User(login: "octocat"), labels: [],
    commentCount: 1, createdAt: referenceDate, body: "Body.",
    url: "https://github.com/octo/app/issues/7")
}
