import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueData
import IssueDomain
import Localization
import SharedWrites
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import TriageApp

/// Writes the user can trust, over real HTTP on 127.0.0.1 with the app on the GitHub backend:
/// a comment is posted once across runs, a rate-limited write counts down and is checked and
/// re-sent once, and a write whose answer was lost is said to be what it is ("may not have
/// been saved — checking") and checked, never called lost and rolled back. The countdown's
/// seconds are the test's to give (`.countdown`), so no test sleeps.
@Suite(.timeLimit(.minutes(2))) struct WriteTrustTests {
  static let size = Size(width: 100, height: 24)
  static let listPath = "/repos/octo/app/issues?state=open&per_page=30"
  static let issuePath = "/repos/octo/app/issues/7"
  static let commentsPath = "/repos/octo/app/issues/7/comments"
  static let reference = IssueReference(
    repository: RepositoryName(owner: "octo", name: "app"), number: 7)
  static let draftKey = DraftKey(
    host: "github.com", repository: RepositoryName(owner: "octo", name: "app"), number: 7)
  /// What the re-send check asks for: the comments since the attempt began, less the skew.
  static var sincePath: String {
    let since = ISO8601DateFormatter().string(
      from: referenceDate.addingTimeInterval(-AddComment.clockSkew))
    return commentsPath + "?since=\(since)&per_page=100"
  }

  /// Issue 7 as the server holds it; `updated` nil for a server that doesn't say.
  static func issue(state: String = "open", updated: String? = "2026-11-10T10:00:00Z")
    -> JSONValue
  {
    var fields: [String: JSONValue] = [
      "number": .integer(7), "title": .string("Seven "), "state": .string(state),
      "state_reason": state == "closed" ? .string("completed") : .null,
      "user": .object(["login": .string("hubot")]), "labels": .array([]),
      "assignees": .array([]), "comments": .integer(1),
      "created_at": .string("2026-11-01T10:00:00Z"),
      "html_url": .string("https://github.com/octo/app/issues/7"),
    ]
    if let updated { fields["updated_at"] = .string(updated) }
    return .object(fields)
  }

  static func json(
    _ path: String, method: String = "get", status: Int = 200, _ response: JSONValue,
    headers: [String: String] = [:], delay: Int? = nil, repeatable: Bool? = nil
  ) -> RecordedExchange {
    RecordedExchange(
      method: method, path: path, status: status,
      headers: ["content-type": "application/json"].merging(headers) { $1 },
      response: response, delayMilliseconds: delay, repeatable: repeatable)
  }

  /// octo/app's open issues (issue 7), the issue and its one comment.
  static func reads(list: JSONValue = .array([issue()])) -> [RecordedExchange] {
    [
      NetworkFaultTests.repositories,
      json(listPath, list, repeatable: true),
      json(issuePath, issue(), repeatable: true),
      json(
        "/repos/octo/app/issues/7/timeline?per_page=100",
        .array([CommentOverHTTPTests.comment(1, "First comment")]), repeatable: true),
    ]
  }

  /// The app on octo/app's issues over `backend`, its first answers in; drafts in `drafts`.
  static func started(
    _ backend: GitHubBackendTests.Backend, drafts: (any DraftKeeping)? = nil,
    language: Language = .english
  ) async -> TestStore<TriageProgram> {
    var environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, language: language, now: { referenceDate })
    environment.drafts = drafts
    let program = TriageProgram.onRepositories(
      environment: environment, startsSignedIn: true,
      initialRepository: RepositoryName(owner: "octo", name: "app"))
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    return store
  }

  static func requests(
    _ method: String, _ path: String, on backend: GitHubBackendTests.Backend
  ) -> [ReceivedRequest] {
    backend.server.receivedRequests().filter {
      $0.method.lowercased() == method && $0.path == path
    }
  }

  static func text(_ store: TestStore<TriageProgram>) -> String {
    store.view(in: size).textDump
  }

  /// Opens issue 7 and its composer, and types `text` (the draft, if any, already restored).
  static func compose(_ text: String, _ store: TestStore<TriageProgram>) async {
    await store.press(.enter)
    await store.press(.character("c"))
    await store.type(text)
  }

  // MARK: - Exactly once, across runs

  /// The program quits while a comment is on its way, and the server stores it. The next run's
  /// `c` looks for the stored comment before offering the draft, finds it, and lets the draft
  /// go: Enter has nothing to post, and nothing is posted a second time.
  @Test func aCommentInFlightAtQuitIsFoundByTheNextRunNotPostedAgain() async throws {
    let scratch = try TemporaryDirectory(prefix: "triage-write-trust")
    defer { scratch.remove() }
    let drafts = DraftStore(directory: scratch.path(of: "drafts"))

    // The first run: Enter sends, and the program ends before any answer.
    let first = try await GitHubBackendTests.Backend.start(Self.reads())
    let run1 = await Self.started(first, drafts: drafts)
    await Self.compose("Exactly once", run1)
    // Unchecked: the runtime's part, ended before the post ran; a step would run it.
    run1.reduce(keys: [.enter])
    #expect(run1.state.writes.pending.isPending(Self.reference), "on its way")
    run1.program.keepUnsentDrafts(run1.state)
    try await first.stop()
    let saved = try drafts.loadDraft(Self.draftKey)
    #expect(saved == CommentDraft(text: "Exactly once", sentSince: referenceDate))

    // The server stored it meanwhile. The second run: c, Enter.
    let second = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json("/user", .object(["login": .string("octocat")])),
        Self.json(
          Self.sincePath,
          .array([
            CommentOverHTTPTests.comment(1, "First comment"),
            CommentOverHTTPTests.comment(3, "Exactly once"),
          ])),
        Self.json(
          Self.commentsPath, method: "post", status: 201, CommentOverHTTPTests.comment(4, "x")),
      ])
    let run2 = await Self.started(second, drafts: drafts)
    await run2.press(.enter)
    await run2.press(.character("c"))
    let found = Self.text(run2)
    #expect(found.contains("Your draft had already been posted"), "\(found)")
    #expect(run2.state.status?.text == "Had already been saved: comment on #7")
    #expect(try drafts.loadDraft(Self.draftKey) == nil, "the draft went with the comment")
    await run2.press(.enter)
    let posts = Self.requests("post", Self.commentsPath, on: second).count
    let looked = Self.requests("get", Self.sincePath, on: second).count
    try await second.stop()
    #expect(posts == 0, "the restored draft was not posted a second time")
    #expect(looked == 1)
  }

  /// The look finds no stored comment: the draft is offered as the unsent text it is, and
  /// Enter posts it once, without looking again.
  @Test func aRestoredDraftTheServerDoesntHaveIsOfferedAsUnsentAndPostedOnce() async throws {
    let scratch = try TemporaryDirectory(prefix: "triage-write-trust")
    defer { scratch.remove() }
    let drafts = DraftStore(directory: scratch.path(of: "drafts"))
    try drafts.save(
      CommentDraft(text: "Not there", sentSince: referenceDate), for: Self.draftKey)
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json("/user", .object(["login": .string("octocat")])),
        Self.json(Self.sincePath, .array([CommentOverHTTPTests.comment(1, "First comment")])),
        Self.json(
          Self.commentsPath, method: "post", status: 201,
          CommentOverHTTPTests.comment(5, "Not there")),
      ])
    let store = await Self.started(backend, drafts: drafts)
    await store.press(.enter)
    await store.press(.character("c"))
    #expect(Self.text(store).contains("Restored your unsent draft"), "\(Self.text(store))")
    #expect(try drafts.loadDraft(Self.draftKey) == CommentDraft(text: "Not there"))
    await store.press(.enter)
    let posts = Self.requests("post", Self.commentsPath, on: backend).count
    let looked = Self.requests("get", Self.sincePath, on: backend).count
    try await backend.stop()
    #expect(posts == 1)
    #expect(looked == 1)
    #expect(store.state.status?.text == "Saved: comment on #7")
  }

  /// A comment whose answer timed out, and whose check failed too, is kept as a draft that may
  /// have been posted; the next run looks before posting it.
  @Test func aTimedOutCommentLeftAtQuitIsCheckedByTheNextRun() async throws {
    let scratch = try TemporaryDirectory(prefix: "triage-write-trust")
    defer { scratch.remove() }
    let drafts = DraftStore(directory: scratch.path(of: "drafts"))
    let first = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(
          Self.commentsPath, method: "post", status: 201, CommentOverHTTPTests.comment(3, "Once"),
          delay: 3_000),
        Self.json(
          "/user", status: 503, .object(["message": .string("Unavailable")]), repeatable: true),
      ], limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    let run1 = await Self.started(first, drafts: drafts)
    await Self.compose("Once", run1)
    await run1.press(.enter)
    try await first.stop()
    #expect(Self.text(run1).contains("May not have been saved: comment on #7."))
    run1.program.keepUnsentDrafts(run1.state)
    #expect(try drafts.loadDraft(Self.draftKey)?.sentSince == referenceDate)

    let second = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json("/user", .object(["login": .string("octocat")])),
        Self.json(Self.sincePath, .array([CommentOverHTTPTests.comment(3, "Once")])),
      ])
    let run2 = await Self.started(second, drafts: drafts)
    await run2.press(.enter)
    await run2.press(.character("c"))
    await run2.press(.enter)
    let posts = Self.requests("post", Self.commentsPath, on: second).count
    try await second.stop()
    #expect(posts == 0)
    #expect(run2.state.status?.text == "Had already been saved: comment on #7")
    #expect(try drafts.loadDraft(Self.draftKey) == nil)
  }

  // MARK: - Rate limits on writes

  /// A 429 on a close: the change stays shown while the alert counts down the seconds; after
  /// Dismiss the banner keeps counting, with `R`; at zero the issue is read (is it closed
  /// already?), then the change is sent once more, and only once.
  @Test func aRateLimitedCloseCountsDownStaysShownThenIsCheckedAndSentOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(
          Self.issuePath, method: "patch", status: 429, .object(["message": .string("Slow down")]),
          headers: ["retry-after": "3"]),
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed", updated: nil)),
      ])
    let store = await Self.started(backend)
    await store.press(.character("x"))
    await store.press(.enter)
    #expect(store.state.writes.pending.isPending(Self.reference), "still shown as pending")
    #expect(store.state.alerts.current?.remaining == .seconds(3))
    #expect(Self.text(store).contains("✓ Seven"), "the close stays shown")
    await store.send(.countdown)
    #expect(Self.text(store).contains("2 s"), "the alert counts down")
    await store.press(.character("d"))  // Dismiss
    #expect(store.state.alerts.current == nil)
    let banner = Self.text(store)
    #expect(banner.contains("is checked and sent again in 2 s"), "\(banner)")
    #expect(banner.contains("R retry"))
    #expect(banner.contains("✓ Seven"))
    await store.send(.countdown)
    #expect(Self.requests("patch", Self.issuePath, on: backend).count == 1, "not yet")
    await store.send(.countdown)
    let patches = Self.requests("patch", Self.issuePath, on: backend).count
    let order = backend.server.receivedRequests().map { "\($0.method.lowercased()) \($0.path)" }
    try await backend.stop()
    #expect(patches == 2, "the refused one and one re-send")
    let lastRead = order.lastIndex(of: "get \(Self.issuePath)")
    let lastPatch = order.lastIndex(of: "patch \(Self.issuePath)")
    #expect(lastRead != nil && lastPatch != nil && lastRead! < lastPatch!, "\(order)")
    #expect(store.state.status?.text == "Saved: close #7")
    #expect(store.state.writes.pending.entries.isEmpty)
  }

  /// The write's seconds are the app's own timer's, on the injected clock, whether or not the
  /// alert is still up.
  @Test func aRateLimitedWritesWaitRunsOnTheClockAfterDismiss() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(
          Self.issuePath, method: "patch", status: 429, .object(["message": .string("Slow")]),
          headers: ["retry-after": "2"]),
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed", updated: nil)),
      ])
    let store = await Self.started(backend)
    await store.press(.character("x"))
    await store.press(.enter)
    await store.press(.character("d"))  // Dismiss
    await store.advance(by: .seconds(1))
    #expect(Self.text(store).contains("sent again in 1 s"), "\(Self.text(store))")
    await store.advance(by: .seconds(1))
    let patches = Self.requests("patch", Self.issuePath, on: backend).count
    try await backend.stop()
    #expect(patches == 2)
    #expect(store.state.status?.text == "Saved: close #7")
  }

  /// A secondary rate limit (a 403 with GitHub's words) on a comment: the pending comment
  /// stays in the thread, the banner after Dismiss offers `R`, and `R` looks, then posts once.
  @Test func aSecondaryRateLimitOnACommentKeepsItAndRetryPostsItOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(
          Self.commentsPath, method: "post", status: 403,
          .object(["message": .string("You have exceeded a secondary rate limit.")])),
        Self.json("/user", .object(["login": .string("octocat")])),
        Self.json(Self.sincePath, .array([CommentOverHTTPTests.comment(1, "First comment")])),
        Self.json(
          Self.commentsPath, method: "post", status: 201, CommentOverHTTPTests.comment(2, "Hold on")
        ),
      ])
    let store = await Self.started(backend)
    await Self.compose("Hold on", store)
    await store.press(.enter)
    #expect(store.state.alerts.current?.remaining != nil, "a countdown")
    await store.press(.character("d"))  // Dismiss
    let waiting = Self.text(store)
    #expect(waiting.contains("Hold on"), "the pending comment stays in the thread")
    #expect(waiting.contains("sending…"))
    #expect(waiting.contains("R retry"), "\(waiting)")
    await store.press(.character("R"))
    let posts = Self.requests("post", Self.commentsPath, on: backend).count
    let looked = Self.requests("get", Self.sincePath, on: backend).count
    try await backend.stop()
    #expect(posts == 2)
    #expect(looked == 1)
    #expect(store.state.status?.text == "Saved: comment on #7")
  }

  /// The look before a re-send fails by chance (a 502 that outlasts the client's own gateway
  /// retries): it is made again within the same `R`, so one `R` posts the comment, once,
  /// rather than failing again on its own check.
  @Test func aLookThatFailsByChanceDoesntFailTheRetry() async throws {
    let gateway = Self.json(Self.sincePath, status: 502, .object(["message": .string("Bad")]))
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(
          Self.commentsPath, method: "post", status: 500, .object(["message": .string("Oops")])),
        Self.json("/user", .object(["login": .string("octocat")]), repeatable: true),
      ] + Array(repeating: gateway, count: 1 + AutomaticRetry.gatewayLimit) + [
        Self.json(Self.sincePath, .array([CommentOverHTTPTests.comment(1, "First comment")])),
        Self.json(
          Self.commentsPath, method: "post", status: 201, CommentOverHTTPTests.comment(2, "Again")),
      ])
    let store = await Self.started(backend)
    await Self.compose("Again", store)
    await store.press(.enter)
    if store.state.alerts.current != nil { await store.press(.escape) }
    if store.state.writes.pending.banner != nil { await store.press(.character("R")) }
    let posts = Self.requests("post", Self.commentsPath, on: backend).count
    let looked = Self.requests("get", Self.sincePath, on: backend).count
    try await backend.stop()
    #expect(posts == 2, "the failed post and one re-send")
    #expect(looked == 2 + AutomaticRetry.gatewayLimit, "the look made again once")
    #expect(store.state.status?.text == "Saved: comment on #7")
  }

  /// A server that rate-limits every write gets the first attempt and `AutomaticRetry.limit`
  /// re-sends, each checked first, then the banner waits for the user: never more.
  @Test func aWriteAlwaysRateLimitedIsRetriedOnlyWithinTheRule() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(
          Self.issuePath, method: "patch", status: 429, .object(["message": .string("No")]),
          headers: ["retry-after": "0"], repeatable: true)
      ])
    let store = await Self.started(backend)
    await store.press(.character("x"))
    await store.press(.enter)
    for _ in 0..<(BoundedRequestsTests.longestRun + 600) { await store.send(.countdown) }
    let patches = Self.requests("patch", Self.issuePath, on: backend).count
    try await backend.stop()
    #expect(patches == 1 + AutomaticRetry.limit)
    #expect(store.state.writes.pending.banner != nil, "Retry is the user's")
    #expect(!store.state.writes.pending.isWaiting)
    #expect(!Self.text(store).contains("✓ Seven"), "rolled back once nothing more is sent")
  }

  // MARK: - Outcomes said truthfully

  /// A close whose answer timed out may have been made: the banner row says so and the app
  /// looks. The server has it, so it is saved, never "Not saved", and sent once.
  @Test func aTimedOutCloseIsSaidToBeUncertainThenCheckedAndFoundSaved() async throws {
    // Served before the reads' own answer for the issue, which says it is open.
    let backend = try await GitHubBackendTests.Backend.start(
      [
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed"), delay: 3_000),
        Self.json(Self.issuePath, Self.issue(state: "closed", updated: "2026-11-11T10:00:00Z")),
      ] + Self.reads(), limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    let store = await Self.started(backend)
    await store.press(.character("x"))
    // Unchecked: the runtime's part, its answers held back to look between them; a step
    // would settle the post and its check before the text could be read.
    let send = store.reduce(keys: [.enter])
    let answers = await store.results(of: send)
    let check = store.reduce(answers[0])  // Unchecked: the timed-out answer, its check held
    let checking = Self.text(store)
    #expect(checking.contains("May not have been saved: close #7 — checking…"), "\(checking)")
    #expect(!checking.contains("Not saved"))
    #expect(checking.contains("✓ Seven"), "still shown while it is checked")
    for answer in await store.results(of: check) { await store.send(answer) }
    let patches = Self.requests("patch", Self.issuePath, on: backend).count
    try await backend.stop()
    #expect(patches == 1)
    #expect(store.state.status?.text == "Saved: close #7")
    #expect(store.state.writes.pending.banner == nil)
    #expect(Self.text(store).contains("✓ Seven"))
  }

  /// The same in Japanese.
  @Test func theUncertainOutcomeIsSaidInJapanese() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed"), delay: 3_000)
      ], limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    let store = await Self.started(backend, language: .japanese)
    await store.press(.character("x"))
    // Unchecked: the runtime's part, the timed-out answer reduced with its check held back,
    // so the uncertain text is still there to read.
    let send = store.reduce(keys: [.enter])
    let answers = await store.results(of: send)
    store.reduce(answers[0])  // Unchecked: as above
    try await backend.stop()
    #expect(Self.text(store).contains("保存されていない可能性があります"), "\(Self.text(store))")
  }

  /// The answer was lost and the look finds the issue still open: now it is certain, so
  /// "Not saved", the server's value shown, and Retry sends once without looking again.
  @Test func aTimedOutCloseTheServerDoesntHaveIsNotSavedCertainly() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads() + [
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed"), delay: 3_000),
        Self.json(Self.issuePath, Self.issue()),
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed")),
      ], limits: .init(connect: .seconds(5), request: .milliseconds(400)))
    let store = await Self.started(backend)
    await store.press(.character("x"))
    await store.press(.enter)
    let banner = Self.text(store)
    #expect(banner.contains("Not saved: close #7."), "\(banner)")
    #expect(!banner.contains("✓ Seven"))
    await store.press(.character("R"))
    let patches = Self.requests("patch", Self.issuePath, on: backend).count
    try await backend.stop()
    #expect(patches == 2)
    #expect(store.state.status?.text == "Saved: close #7")
  }

  /// A write's answer without `updated_at` can't be ordered against a refresh: `r` shows the
  /// server's value all the same (someone reopened the issue since).
  @Test func aRefreshShowsTheServersValueOverAWritesAnswer() async throws {
    let backend = try await GitHubBackendTests.Backend.start(
      Self.reads(list: .array([Self.issue(updated: nil)])) + [
        Self.json(Self.issuePath, method: "patch", Self.issue(state: "closed", updated: nil))
      ])
    let store = await Self.started(backend)
    await store.press(.character("x"))
    await store.press(.enter)
    #expect(Self.text(store).contains("✓ Seven"))
    await store.press(.character("r"))
    try await backend.stop()
    #expect(!Self.text(store).contains("✓ Seven"), "the server's value: open")
  }
}

/// A server that answers each write at random (rate limits with any wait, secondary limits,
/// 5xx, resets, success) never gets more automatic writes than one run of `AutomaticRetry`
/// allows, and the app ends up waiting for the user or done, nothing counting down.
@Suite(.timeLimit(.minutes(2))) struct RandomWriteServerTests {
  static func randomAnswer(_ random: inout SplitMix64) -> RecordedExchange {
    let path = WriteTrustTests.commentsPath
    let waits = ["0", "1", "-5", "garbage", "2", "30"]
    let wait = waits[random.int(in: 0..<waits.count)]
    switch random.int(in: 0..<8) {
    case 0, 1:
      return WriteTrustTests.json(
        path, method: "post", status: 429, .object(["message": .string("Slow")]),
        headers: ["retry-after": wait])
    case 2:
      return WriteTrustTests.json(
        path, method: "post", status: 403,
        .object(["message": .string("You have exceeded a secondary rate limit")]))
    case 3:
      return WriteTrustTests.json(
        path, method: "post", status: 403, .object(["message": .string("Slow")]),
        headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": wait])
    case 4:
      return WriteTrustTests.json(
        path, method: "post", status: [500, 502, 503][random.int(in: 0..<3)],
        .object(["message": .string("Oops")]))
    case 5:
      return RecordedExchange(
        method: "post", path: path, headers: ["content-type": "application/json"],
        response: CommentOverHTTPTests.comment(9, "Random"), truncateAfterBytes: 5,
        resetConnection: true)
    case 6:
      return WriteTrustTests.json(
        path, method: "post", status: 201, CommentOverHTTPTests.comment(9, "Random"))
    default:
      return WriteTrustTests.json(
        path, method: "post", status: 429, .object(["message": .string("Slow")]))
    }
  }

  @Test func aRandomServerNeverGetsMoreAutomaticWritesThanTheBound() async throws {
    var random = SplitMix64(seed: 0x5752_5431)
    for round in 0..<8 {
      let answers = (0..<12).map { _ in Self.randomAnswer(&random) }
      let backend = try await GitHubBackendTests.Backend.start(
        answers + [
          WriteTrustTests.json(
            WriteTrustTests.commentsPath, method: "post", status: 429,
            .object(["message": .string("Slow")]), headers: ["retry-after": "0"],
            repeatable: true),
          WriteTrustTests.json("/user", .object(["login": .string("octocat")]), repeatable: true),
          WriteTrustTests.json(
            WriteTrustTests.sincePath, .array([CommentOverHTTPTests.comment(1, "First")]),
            repeatable: true),
        ] + WriteTrustTests.reads())
      let store = await WriteTrustTests.started(backend)
      await WriteTrustTests.compose("Random", store)
      await store.press(.enter)
      for _ in 0..<(BoundedRequestsTests.longestRun + 600) { await store.send(.countdown) }
      let posts = WriteTrustTests.requests("post", WriteTrustTests.commentsPath, on: backend)
      try await backend.stop()
      #expect(posts.count <= 1 + AutomaticRetry.limit, "round \(round): \(posts.count) posts")
      #expect(!store.state.writes.pending.isWaiting, "round \(round): still counting down")
      let settled = store.state.writes.pending.entries.values.allSatisfy {
        if case .failed = $0.phase { true } else { false }
      }
      #expect(settled, "round \(round): \(store.state.writes.pending.entries)")
    }
  }
}
