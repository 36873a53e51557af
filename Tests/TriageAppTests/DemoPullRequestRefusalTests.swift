import ErrorHandling
import IssueData
import IssueDomain
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import TriageApp

/// The demo's refusals, through the app as a user meets them: a pull request that conflicts
/// (405), one a protected branch holds (405 with the rule's words), one whose head moves under
/// the first merge (409, then merged after a refresh), and `demo/readonly` (403). Each is
/// undone on the page and said in an alert; after a merge the page no longer offers `x`.
@Suite(.timeLimit(.minutes(1))) struct DemoPullRequestRefusalTests {
  static let size = Size(width: 80, height: 24)

  /// The app on the demo with pull request `number` of `repository` open and loaded.
  static func opened(
    _ number: Int, in repository: RepositoryName = DemoIssueRepository.busy
  ) async -> TestStore<TriageProgram> {
    let demo = Fixtures.repository(latency: .zero)
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(demo), startsSignedIn: true,
      initialRepository: repository)
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    let effect = store.reduce { program, state in
      program.push(&state) { program.screen(for: .pullRequest(repository, number: number), id: $0) }
    }
    for action in await store.results(of: effect) { await store.send(action) }
    return store
  }

  static func screen(_ store: TestStore<TriageProgram>) -> PullRequestScreen? {
    store.state.top.screen.as(PullRequestScreen.self)
  }

  static func shown(_ store: TestStore<TriageProgram>) -> PullRequest? {
    screen(store)?.shown(store.state.writes.pullRequests)
  }

  /// `m`, the first method, the confirmation's Enter; the alert that came of it, if any.
  static func merge(_ store: TestStore<TriageProgram>) async -> Alert? {
    await store.press(.character("m"))
    await store.press(.character("1"))
    await store.press(.enter)
    return store.state.alerts.current?.alert
  }

  @Test func aConflictIsA405ThatSaysSo() async throws {
    let store = await Self.opened(35)
    #expect(Self.shown(store)?.mergeability == .conflicting)
    let alert = try #require(await Self.merge(store))
    #expect(alert.title == "#35 not merged")
    #expect(alert.message.contains("conflicts with its base"), "\(alert.message)")
    #expect(Self.shown(store)?.state == .open, "undone")
  }

  @Test func aProtectedBranchIsA405WithItsOwnWords() async throws {
    let store = await Self.opened(91)
    #expect(Self.shown(store)?.mergeability == .blocked)
    let alert = try #require(await Self.merge(store))
    #expect(alert.message.contains(DemoIssueRepository.protectedBranchMessage), "\(alert.message)")
    #expect(Self.shown(store)?.state == .open)
  }

  @Test func aHeadThatMovedIsA409ThenMergesAfterARefresh() async throws {
    let store = await Self.opened(7)
    let before = try #require(Self.shown(store)?.headSHA)
    let alert = try #require(await Self.merge(store))
    #expect(alert.message.contains("new commits since you looked"), "\(alert.message)")
    await store.press(.escape)
    await store.press(.character("r"))
    let after = try #require(Self.shown(store)?.headSHA)
    #expect(after != before, "the refresh brought the moved head")
    #expect(await Self.merge(store) == nil, "merged, no alert")
    #expect(Self.shown(store)?.state == .merged)
    let footer = store.view(in: Self.size).text(ofRow: 23)
    #expect(!footer.contains("x close"), "a merged pull request isn't closed: \(footer)")
    let keys = Self.screen(store)?.bindings(store.program.keymapContext(store.state)) ?? []
    #expect(Keymap.binding(for: .character("x"), in: keys) == nil)
    #expect(Keymap.binding(for: .character("X"), in: keys) == nil)
    #expect(Keymap.binding(for: .character("m"), in: keys) == nil, "nor merged again")
  }

  @Test func aReadOnlyRepositoryRefusesMergesAndReviewsWith403() async throws {
    let store = await Self.opened(7, in: DemoIssueRepository.readonly)
    let merge = try #require(await Self.merge(store))
    #expect(merge.message.contains("can't review or merge"), "\(merge.message)")
    #expect(Self.shown(store)?.state == .open)
    await store.press(.escape)
    await store.press(.character("v"))
    await store.press(.character("1"))
    await store.press(.enter)
    let review = try #require(store.state.alerts.current?.alert)
    #expect(review.title == "Review not sent", "\(review.title)")
    #expect(
      Self.shown(store)?.reviewers.contains {
        $0.standing == .approved && $0.user.login == "octocat"
      } != true)
  }
}
