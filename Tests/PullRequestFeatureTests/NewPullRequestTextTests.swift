import AppCore
import IssueDomain
import Localization
import Testing

@testable import PullRequestFeature

/// Where a new pull request starts: its title and body from the branch (as gh fills them),
/// and its head from the branch and the repository the branch's remote is.
@Suite struct NewPullRequestTextTests {
  typealias Commit = CheckoutBranch.Commit
  static let app = RepositoryName(owner: "octo", name: "app")

  @Test func oneCommitIsTheTitleAndTheBody() {
    let branch = CheckoutBranch(
      name: "fix", commits: [Commit(subject: "Fix the crash", body: "It crashed.\n\nOften.")])
    #expect(
      NewPullRequestText.filled(from: branch)
        == IssueText(title: "Fix the crash", body: "It crashed.\n\nOften."))
  }

  @Test func moreAreTheBranchsNameAndTheirSubjectsOldestFirst() {
    let branch = CheckoutBranch(
      name: "fix-the_crash",
      commits: [Commit(subject: "Add a test", body: "x"), Commit(subject: "Fix it", body: "y")])
    #expect(
      NewPullRequestText.filled(from: branch)
        == IssueText(title: "fix the crash", body: "- Fix it\n- Add a test"))
  }

  @Test func theTemplateFollowsUnderABlankLineOrIsTheBody() {
    let template = "## Checklist\n- [ ] tests"
    let one = CheckoutBranch(
      name: "fix", commits: [Commit(subject: "Fix", body: "Why.")], template: template)
    #expect(NewPullRequestText.filled(from: one).body == "Why.\n\n" + template)
    let none = CheckoutBranch(name: "docs/typo", template: template)
    #expect(NewPullRequestText.filled(from: none) == IssueText(title: "docs/typo", body: template))
  }

  @Test func aLongSubjectIsCutToGitHubsLongestTitle() {
    let branch = CheckoutBranch(
      name: "fix", commits: [Commit(subject: String(repeating: "x", count: 400), body: "")])
    #expect(NewPullRequestText.filled(from: branch).title.count == 256)
  }

  /// Each (repository, branch) asked of the server, answering `answer`.
  final class Asked: @unchecked Sendable {
    var asked: [String] = []
  }

  func start(
    _ branch: CheckoutBranch, onServer answer: Bool = true, asked: Asked = Asked()
  ) async throws -> NewPullRequestStart {
    try await NewPullRequestStart.from(
      .success(branch), base: "main", repository: Self.app,
      isOnServer: { (repository, name) async throws(IssueRepositoryError) in
        asked.asked.append("\(repository):\(name)")
        return answer
      })
  }

  @Test func aBranchTrackingTheRepositoryIsItsRemoteName() async throws {
    let asked = Asked()
    let branch = CheckoutBranch(name: "fix", remoteName: "fix-remote", remoteRepository: Self.app)
    #expect(
      try await start(branch, asked: asked)
        == .ready(base: "main", head: "fix-remote", branch: branch))
    #expect(asked.asked == ["octo/app:fix-remote"])
  }

  @Test func aForksBranchIsOwnerColonBranchAndLookedForInTheFork() async throws {
    let asked = Asked()
    let fork = RepositoryName(owner: "me", name: "app")
    let branch = CheckoutBranch(name: "main", remoteRepository: fork)
    #expect(
      try await start(branch, asked: asked)
        == .ready(base: "main", head: "me:main", branch: branch),
      "a fork's main is not the base")
    #expect(asked.asked == ["me/app:main"])
  }

  @Test func theBaseItselfOrABranchNotThereStops() async throws {
    let asked = Asked()
    #expect(
      try await start(CheckoutBranch(name: "main"), asked: asked) == .stopped(.onBaseBranch("main"))
    )
    #expect(asked.asked.isEmpty, "nothing asked")
    #expect(
      try await start(CheckoutBranch(name: "wip"), onServer: false)
        == .stopped(.branchNotOnRemote("wip", "octo/app")))
  }
}
