import Destinations
import ErrorHandling
import IssueData
import IssueDomain
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import PullRequestFeature
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
    program.apply(.input(.resize(size)), to: &state)
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
    screen(store)?.shown(store.state.pullRequestWrites.pending)
  }

  /// `m`, the first method, the confirmation's Enter; the alert that came of it, if any.
  static func merge(_ store: TestStore<TriageProgram>) async -> Alert? {
    await store.press(.character("m"))
    await store.press(.character("1"))
    await store.press(.enter)
    return store.state.alerts.current?.alert
  }

  /// The page says a conflict or a held branch before offering a method
  /// (`PullRequestStateTests`); the demo's server still answers a merge of one with GitHub's
  /// 405 and its words.
  @Test(arguments: [
    (35, Mergeability.conflicting, "not mergeable"),
    (91, .blocked, DemoIssueRepository.protectedBranchMessage),
  ])
  func aConflictOrAProtectedBranchIsA405WithItsWords(
    number: Int, mergeability: Mergeability, message: String
  ) async throws {
    let demo = Fixtures.repository(latency: .zero)
    let pull = try await demo.pullRequest(in: DemoIssueRepository.busy, number: number)
    #expect(pull.mergeability == mergeability)
    do {
      _ = try await demo.write(
        .merge(.merge, sha: pull.headSHA), to: number, in: DemoIssueRepository.busy)
      Testing.Issue.record("merged")
    } catch {
      guard case .notMergeable(let said) = error else {
        Testing.Issue.record("\(error)")
        return
      }
      #expect(
        said?.contains(message) ?? (message == "not mergeable"), "\(String(describing: said))")
    }
    let after = try await demo.pullRequest(in: DemoIssueRepository.busy, number: number)
    #expect(after.state == .open)
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

  /// The first open pull request of `busy` that `octocat`, the demo's account, did (`own`) or
  /// did not open.
  static func openPullRequest(own: Bool) async throws -> IssueDomain.Issue {
    let demo = Fixtures.repository(latency: .zero)
    for number in stride(from: 7, through: 280, by: 7) {
      let issue = try await demo.issue(in: DemoIssueRepository.busy, number: number)
      let pull = try await demo.pullRequest(in: DemoIssueRepository.busy, number: number)
      if pull.state == .open, (issue.author == DemoIssueRepository.signedInUser) == own {
        return issue
      }
    }
    throw PullRequestWriteError.headChanged
  }

  @Test(arguments: [
    (Character("1"), DemoIssueRepository.ownApprovalMessage),
    (Character("2"), DemoIssueRepository.ownChangesMessage),
  ])
  func yourOwnPullRequestIsNotApprovedNorChangesAskedWithGitHubsWords(
    choice: Character, message: String
  ) async throws {
    let own = try await Self.openPullRequest(own: true)
    let store = await Self.opened(own.number)
    await store.press(.character("v"))
    await store.press(.character(choice))
    for key in "Looks right".map(Key.character) { await store.press(key) }
    await store.press(.enter)
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title == "Review not sent", "\(alert.title)")
    #expect(alert.message.contains(message), "\(alert.message)")
    #expect(
      Self.shown(store)?.reviewers.contains { $0.user == DemoIssueRepository.signedInUser }
        != true, "undone")
  }

  @Test func anotherPersonsPullRequestIsApproved() async throws {
    let theirs = try await Self.openPullRequest(own: false)
    let store = await Self.opened(theirs.number)
    await store.press(.character("v"))
    await store.press(.character("1"))
    await store.press(.enter)
    #expect(store.state.alerts.current == nil)
    #expect(
      Self.shown(store)?.reviewers.contains(
        Reviewer(user: DemoIssueRepository.signedInUser, standing: .approved)) == true)
  }

  @Test func aReviewIsNotAskedOfTheAuthorWithGitHubsWords() async throws {
    let theirs = try await Self.openPullRequest(own: false)
    let demo = Fixtures.repository(latency: .zero)
    let before = try await demo.pullRequest(in: DemoIssueRepository.busy, number: theirs.number)
    let write = PullRequestWrite.requestReviewers([theirs.author.login.uppercased()])
    do {
      _ = try await demo.write(write, to: theirs.number, in: DemoIssueRepository.busy)
      Testing.Issue.record("asked of its author")
    } catch {
      guard case .repository(.rejected(let rejections)) = error else {
        Testing.Issue.record("\(error)")
        return
      }
      #expect(
        rejections.contains { "\($0)".contains(DemoIssueRepository.authorReviewMessage) },
        "\(rejections)")
    }
    let pull = try await demo.pullRequest(in: DemoIssueRepository.busy, number: theirs.number)
    #expect(pull.reviewers == before.reviewers, "nobody asked")
    let others = ["hubot", "monalisa", "tanaka"].filter { $0 != theirs.author.login }
    _ = try await demo.write(
      .requestReviewers([others[0]]), to: theirs.number, in: DemoIssueRepository.busy)
  }
}
