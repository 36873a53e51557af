import Destinations
import ErrorHandling
import Foundation
import GitHubAPI
import GitHubStubServer
import IssueDomain
import IssueFeature
import Localization
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import PullRequestFeature
@testable import TriageApp

/// Reviews, merges and asked reviewers over real HTTP on 127.0.0.1, driven by keys as a user
/// would: each write reaches the server exactly once with GitHub's method, path and body, shows
/// on the page once made, and every refusal (403, 404, 405, 409, 422, no network) is undone on
/// screen with its own message.
@Suite(.timeLimit(.minutes(1)), .serialized) struct PullRequestWritesTests {
  static let app = RepositoryName(owner: "octo", name: "app")
  static let sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e"
  static let reviewPath = "/repos/octo/app/pulls/7/reviews"
  static let mergePath = "/repos/octo/app/pulls/7/merge"
  static let reviewersPath = "/repos/octo/app/pulls/7/requested_reviewers"
  static let settings = RecordedExchange(
    path: "/repos/octo/app",
    rawBody: """
      {"name": "app", "full_name": "octo/app", "allow_merge_commit": false,
       "allow_squash_merge": true, "allow_rebase_merge": true}
      """, repeatable: true)

  static let pull = PullRequest(
    number: 7, state: .open, author: User(login: "hubot"), head: "fix", base: "main",
    headSHA: sha, mergeability: .clean,
    reviewers: [Reviewer(user: User(login: "tanaka"), standing: .requested)],
    url: "https://github.com/octo/app/pull/7")

  /// The app over `backend`, on pull request 7 of octo/app with its page loaded (no request:
  /// the answers are fed in).
  static func store(_ backend: GitHubBackendTests.Backend) -> TestStore<TriageProgram> {
    let environment = AppEnvironment(
      repository: backend.repository, logger: DevelopmentErrorLogger(logger: Fixtures.silent),
      domainLogger: Fixtures.silent, now: { referenceDate })
    let program = TriageProgram(environment: environment, sections: .defaults)
    var state = program.initialState()
    program.apply(.input(.resize(Size(width: 80, height: 24))), to: &state)
    _ = program.push(&state) { program.screen(for: .pullRequest(app, number: 7), id: $0) }
    let id = state.top.id
    let issue = IssueDomain.Issue(
      number: 7, title: "Fix", state: .open, author: User(login: "hubot"), labels: [],
      commentCount: 0, createdAt: referenceDate, body: "", isPullRequest: true,
      url: "https://github.com/octo/app/pull/7", repository: app)
    program.apply(
      .screen(id, PullRequestScreen.Event.conversation(.loaded(generation: 1, .success(issue)))),
      .screen(id, PullRequestScreen.Event.loaded(generation: 1, .success(pull))), to: &state)
    return TestStore(program: program, initialState: state, exhaustivity: .off)
  }

  static func screen(_ store: TestStore<TriageProgram>) -> PullRequestScreen? {
    store.state.navigation.ids.compactMap { store.state.navigation[$0]?.as(PullRequestScreen.self) }
      .first
  }

  /// The pull request as the page draws it.
  static func shown(_ store: TestStore<TriageProgram>) -> PullRequest? {
    screen(store)?.shown(store.state.pullRequestWrites.pending)
  }

  static func writes(_ backend: GitHubBackendTests.Backend) -> [ReceivedRequest] {
    backend.server.receivedRequests().filter { $0.method != "GET" }
  }

  /// Presses `keys`, runs the last one's effect to its end and feeds its answers back.
  static func press(_ keys: [Key], _ store: TestStore<TriageProgram>) async {
    // Unchecked: the one wrapper through which every test here plays the runtime's part over
    // real HTTP; what they check is what reached the server, the page and the alerts.
    let effect = store.reduce(keys: keys)
    // Unchecked: the answers of that wrapper's effect, fed back as the runtime would.
    for answer in await store.results(of: effect) { store.reduce(answer) }
  }

  /// `v`, a choice, a body, Enter.
  static func review(_ choice: Character, body: String, _ store: TestStore<TriageProgram>) async {
    await press([.character("v"), .character(choice)], store)
    await press(Key.characters(of: body) + [.enter], store)
  }

  /// `m`, the methods fetched, a choice, then the confirmation's Enter.
  static func merge(_ choice: Character, _ store: TestStore<TriageProgram>) async {
    await press([.character("m")], store)
    await press([.character(choice)], store)
    await press([.enter], store)
  }

  @Test func anApprovalIsSentOnceWithItsEventAndBodyAndShown() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(
        method: "post", path: Self.reviewPath,
        rawBody: #"{"id": 80, "user": {"login": "octocat"}, "state": "APPROVED"}"#)
    ])
    let store = Self.store(backend)
    await Self.review("1", body: "LGTM", store)
    let writes = Self.writes(backend)
    #expect(writes.count == 1, "sent exactly once")
    #expect(writes.first?.method == "POST")
    #expect(writes.first?.path == Self.reviewPath)
    #expect(writes.first?.body == #"{"body":"LGTM","event":"APPROVE"}"#)
    #expect(
      Self.shown(store)?.reviewers.contains(
        Reviewer(user: User(login: "octocat"), standing: .approved)) == true)
    #expect(store.state.alerts.current == nil)
    #expect(store.state.top.screen.as(PullRequestScreen.self) != nil, "the composer closed")
    try await backend.stop()
  }

  @Test func aRequestForChangesNeedsABodyAndSendsNothingWithout() async throws {
    let backend = try await GitHubBackendTests.Backend.start([])
    let store = Self.store(backend)
    await Self.review("2", body: "  ", store)
    #expect(Self.writes(backend).isEmpty)
    let composer = store.state.top.screen.as(ComposerScreen.self)
    #expect(composer?.inlineMessage == LocalizedText.reviewBodyRequired.text(in: .english))
    try await backend.stop()
  }

  @Test func aMergeOffersTheAllowedMethodsConfirmsTheHeadAndIsSentOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.settings,
      RecordedExchange(
        method: "put", path: Self.mergePath,
        rawBody: #"{"sha": "abc", "merged": true, "message": "Pull Request successfully merged"}"#),
    ])
    let store = Self.store(backend)
    await Self.press([.character("m")], store)
    guard case .choice(let choice)? = store.state.pullRequestWrites.overlay else {
      Issue.record("no merge choice")
      try await backend.stop()
      return
    }
    #expect(
      choice.options == [.merge(.squash), .merge(.rebase)], "only what the repository allows")
    await Self.press([.character("1")], store)
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title == "Squash and merge #7?")
    #expect(alert.message.contains("6dcb09b"), "it names the head commit")
    #expect(Self.writes(backend).isEmpty, "nothing before the confirmation")
    await Self.press([.enter], store)
    let writes = Self.writes(backend)
    #expect(writes.count == 1)
    #expect(writes.first?.method == "PUT")
    #expect(writes.first?.path == Self.mergePath)
    #expect(writes.first?.body == #"{"merge_method":"squash","sha":"\#(Self.sha)"}"#)
    #expect(Self.shown(store)?.state == .merged)
    let keys = Self.screen(store)?.bindings(store.program.keymapContext(store.state)) ?? []
    #expect(!keys.contains { $0.action(as: PullRequestAction.self) == .merge }, "merged: no m")
    try await backend.stop()
  }

  @Test func cancellingTheConfirmationSendsNothing() async throws {
    let backend = try await GitHubBackendTests.Backend.start([Self.settings])
    let store = Self.store(backend)
    await Self.press([.character("m")], store)
    await Self.press([.character("2")], store)
    await Self.press([.escape], store)
    #expect(Self.writes(backend).isEmpty)
    #expect(Self.shown(store)?.state == .open)
    try await backend.stop()
  }

  /// Each refusal: the status (0 is no network), GitHub's body, and what the alert must say.
  static let mergeRefusals: [(Int, String, String)] = [
    (403, #"{"message": "Must have push access"}"#, "can't review or merge"),
    (404, #"{"message": "Not Found"}"#, "doesn't exist"),
    (405, #"{"message": ""}"#, "conflicts with its base"),
    (
      405, #"{"message": "At least 1 approving review is required.\u001b]0;x\u0007"}"#,
      "It says: “At least 1 approving review is required.␛]0;x␇”"
    ),
    (409, #"{"message": "Head branch was modified."}"#, "new commits since you looked"),
    (422, #"{"message": "Validation Failed", "errors": [{"code": "invalid"}]}"#, ""),
    (0, "", ""),
  ]

  @Test(arguments: mergeRefusals)
  func aRefusedMergeIsUndoneAndSaysWhy(status: Int, body: String, says: String) async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      Self.settings,
      RecordedExchange(
        method: "put", path: Self.mergePath, status: status == 0 ? 500 : status, rawBody: body),
    ])
    let store = Self.store(backend)
    await Self.press([.character("m")], store)
    await Self.press([.character("1")], store)
    if status == 0 { try await backend.server.shutdown() }
    await Self.press([.enter], store)
    if status != 0 { #expect(Self.writes(backend).count == 1, "never retried on its own") }
    #expect(Self.shown(store)?.state == .open, "undone")
    #expect(
      store.state.pullRequestWrites.pending.isPending(
        Self.screen(store)?.reference ?? IssueReference(repository: nil, number: 0)) == false)
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title == "#7 not merged")
    #expect(alert.buttons.map(\.kind) == [.dismiss])
    if !says.isEmpty {
      #expect(alert.message.lowercased().contains(says.lowercased()), "\(alert.message)")
    }
    #expect(!alert.message.isEmpty)
    #expect(store.state.navigation.ids.count == 2, "still on the page, still signed in")
    try? await backend.stop()
  }

  @Test(arguments: [403, 404, 422, 0])
  func aRefusedReviewIsUndoneAndSaysSo(status: Int) async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(
        method: "post", path: Self.reviewPath, status: status == 0 ? 500 : status,
        rawBody: #"{"message": "Can not approve your own pull request"}"#)
    ])
    let store = Self.store(backend)
    await Self.press([.character("v"), .character("1")], store)
    if status == 0 { try await backend.server.shutdown() }
    await Self.press(Key.characters(of: "ok") + [.enter], store)
    if status != 0 { #expect(Self.writes(backend).count == 1) }
    #expect(Self.shown(store)?.reviewers == Self.pull.reviewers, "undone")
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title == "Review not sent")
    try? await backend.stop()
  }

  @Test func askedReviewersShowAtOnceAndAreSentOnce() async throws {
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(
        path: "/repos/octo/app/assignees?per_page=100",
        rawBody: #"[{"login": "kim"}, {"login": "tanaka"}]"#),
      RecordedExchange(method: "post", path: Self.reviewersPath, status: 201, rawBody: "{}"),
    ])
    let store = Self.store(backend)
    await Self.press([.character("V")], store)
    guard case .reviewers(let picker, let asked)? = store.state.pullRequestWrites.overlay else {
      Issue.record("no picker")
      try await backend.stop()
      return
    }
    #expect(asked == ["tanaka"])
    #expect(picker.state.chosen == ["tanaka"])
    // From the picker on, exhaustive steps: the first row is kim; tick it, then Enter.
    let checked = TestStore(program: store.program, initialState: store.state)
    let reference = picker.reference
    let write = PullRequestWrite.requestReviewers(["kim"])
    var serial = 0
    await checked.press(.character(" "), .enter) {
      $0.featureWrites[PullRequestWritesState.self].overlay = nil
      if case .success(let begun) = $0.featureWrites[PullRequestWritesState.self].pending.begin(
        write, on: reference)
      {
        serial = begun
      }
    }
    #expect(
      Self.shown(checked)?.reviewers.contains(
        Reviewer(user: User(login: "kim"), standing: .requested)) == true, "shown at once")
    await checked.receive({ if case .featureWrite = $0 { true } else { false } }) {
      $0.featureWrites[PullRequestWritesState.self].pending.succeed(reference, serial: serial)
      $0.status = StatusMessage(
        text: LocalizedText.pullRequestWritten(write, number: 7).text(in: .english), serial: 1,
        screen: $0.top.id)
      // The status line takes a row from the screens.
      _ = checked.program.resizeScreens(&$0)
    }
    checked.skipInFlightEffects()  // the status's expiry, on the store's clock
    await checked.finish()
    let writes = Self.writes(backend)
    #expect(writes.count == 1)
    #expect(writes.first?.path == Self.reviewersPath)
    #expect(writes.first?.body == #"{"reviewers":["kim"]}"#, "only the newly asked")
    try await backend.stop()
  }

  @Test func moreThanFifteenNewReviewersAreRefusedInThePickerNotCut() async throws {
    let logins = (1...17).map { "user\($0)" }
    let users = logins.map { #"{"login": "\#($0)"}"# }.joined(separator: ",")
    let backend = try await GitHubBackendTests.Backend.start([
      RecordedExchange(path: "/repos/octo/app/assignees?per_page=100", rawBody: "[\(users)]")
    ])
    let store = Self.store(backend)
    await Self.press([.character("V")], store)
    // Tick the first sixteen (tanaka was asked already and isn't listed), then Enter.
    await Self.press(
      Array(repeating: [Key.character(" "), .down], count: 16).flatMap { $0 }, store)
    await Self.press([.enter], store)
    #expect(Self.writes(backend).isEmpty, "nothing sent, not even the first fifteen")
    guard case .reviewers(let picker, _)? = store.state.pullRequestWrites.overlay else {
      Issue.record("the picker closed")
      try await backend.stop()
      return
    }
    #expect(picker.message?.contains("16 ticked") == true, "\(picker.message ?? "")")
    #expect(picker.state.chosen.count == 17, "every tick kept, with tanaka")
    try await backend.stop()
  }

  @Test func theReviewComposerSaysReviewNotComment() async throws {
    let backend = try await GitHubBackendTests.Backend.start([])
    let store = Self.store(backend)
    await Self.press([.character("v"), .character("2")], store)
    let composer = try #require(store.state.top.screen.as(ComposerScreen.self))
    #expect(composer.title == .reviewTitle)
    let frame = store.view(in: Size(width: 80, height: 24))
    #expect(frame.text(ofRow: 0).contains("Review"), "the breadcrumb: \(frame.text(ofRow: 0))")
    #expect(!frame.text(ofRow: 0).contains("Comment"))
    let rows = (0..<24).map { frame.text(ofRow: $0) }.joined(separator: "\n")
    #expect(rows.contains("Write the review…"), "\(rows)")
    try await backend.stop()
  }

  @Test func aSecondWriteWhileOneIsInFlightIsNotSent() async throws {
    let backend = try await GitHubBackendTests.Backend.start([])
    let store = Self.store(backend)
    let reference = IssueReference(repository: Self.app, number: 7)
    store.reduce { program, state in
      let review = PullRequestWriteRequest.change(reference, .review(.approve, body: ""))
      return program.performFeatureWrite(FeatureValue(review), &state) ?? .none
    }
    #expect(store.state.pullRequestWrites.pending.isPending(reference))
    let keys = Self.screen(store)?.bindings(store.program.keymapContext(store.state)) ?? []
    #expect(!keys.contains { $0.action(as: PullRequestAction.self) == .review })
    let second = store.reduce { program, state in
      let merge = PullRequestWriteRequest.change(reference, .merge(.merge, sha: Self.sha))
      return program.performFeatureWrite(FeatureValue(merge), &state) ?? .none
    }
    let answers = await store.results(of: second)
    #expect(
      !answers.contains {
        if case .featureWrite = $0 { return true }
        return false
      }, "never sent")
    #expect(store.state.status?.text.contains("still being saved") == true)
    try await backend.stop()
  }
}
