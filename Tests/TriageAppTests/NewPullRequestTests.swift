import Clocks
import ErrorHandling
import Foundation
import IssueDomain
import Localization
import ScreenState
import SharedWrites
import SystemSupport
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import IssueData
@testable import IssueListFeature
@testable import PullRequestFeature
@testable import TriageApp

/// `N` on the pull requests of a repository with a clone, through the whole app on the demo:
/// the form filled from the branch, a branch the server doesn't have said with nothing
/// offered, the pickers choosing for the form, one pull request opened that its page shows,
/// GitHub's refusals leaving the form whole, and the draft kept over Esc. The checkout is a
/// fixed answer here; the reader that runs git is `GitBranchReaderTests`'s.
@Suite(.timeLimit(.minutes(1))) struct NewPullRequestTests {
  /// A checkout that always says `result`, counting how often it was asked.
  struct FixedCheckout: CheckoutReading {
    let result: Result<CheckoutBranch, CheckoutProblem>
    let reads = Locked(0)

    func branch(in clone: LocalClone, base: String, of repository: RepositoryName) async
      -> Result<CheckoutBranch, CheckoutProblem>
    {
      reads.withLock { $0 += 1 }
      return result
    }
  }

  static let fixBranch = CheckoutBranch(
    name: "fix/crash",
    commits: [CheckoutBranch.Commit(subject: "Fix the crash on start", body: "It crashed.")],
    template: "## Checklist\n- [ ] tests")

  struct App {
    let store: TestStore<TriageProgram>
    let repository: DemoIssueRepository
    let drafts: DraftStore
    let checkout: FixedCheckout
    let repositoryName: RepositoryName
    var program: TriageProgram { store.program }
    var state: AppState { store.state }
    var form: NewPullRequestScreen? { state.top.screen.as(NewPullRequestScreen.self) }
    var frame: String {
      let canvas = program.view(state, in: state.size)
      return (0..<canvas.size.height).map { canvas.text(ofRow: $0) }.joined(separator: "\n")
    }
    var opened: [IssueDomain.Issue] { repository.writes.createdIssues(in: repositoryName) }

    init(
      branch: Result<CheckoutBranch, CheckoutProblem> = .success(NewPullRequestTests.fixBranch),
      clone: Bool = true, size: Size = Size(width: 80, height: 24),
      language: Language = .english, repositoryName: RepositoryName = DemoIssueRepository.busy
    ) async throws {
      repository = Fixtures.repository(clock: ImmediateClock(), latency: .zero)
      drafts = DraftStore(
        directory: try TemporaryDirectory(prefix: "triage-drafts").path(of: "drafts"))
      checkout = FixedCheckout(result: branch)
      var environment = Fixtures.environment(repository, language: language)
      environment.drafts = drafts
      environment.checkoutReader = checkout
      if clone {
        environment.localClone = LocalClone(root: "/src/app", repositories: [repositoryName])
      }
      let program = TriageProgram.onRepositories(
        environment: environment, initialRepository: repositoryName)
      self.repositoryName = repositoryName
      var initial = program.initialState()
      program.apply(.input(.resize(size)), .now(referenceDate), to: &initial)
      store = TestStore(program: program, initialState: initial, exhaustivity: .off)
      await store.start()
    }

    /// The repository's pull requests, then `N`.
    func openForm() async {
      await store.press(.character("p"))
      await store.press(.character("N"))
    }
  }

  @Test func nOnAClonesPullRequestsFillsTheFormFromTheBranch() async throws {
    let app = try await App()
    await app.openForm()
    let form = try #require(app.form)
    #expect(form.phase == .editing)
    #expect(form.head == "fix/crash" && form.base == "main")
    #expect(form.form.text.title == "Fix the crash on start")
    #expect(form.form.text.body == "It crashed.\n\n## Checklist\n- [ ] tests")
    #expect(app.frame.contains("New pull request in demo/busy: fix/crash → main"))
    #expect(app.frame.contains("Filled from its commit and the template"))
    #expect(app.frame.contains("Draft: no, ready for review"))
  }

  @Test func nOnIssuesOrWithoutACloneFilesAnIssue() async throws {
    let app = try await App()
    await app.store.press(.character("N"))
    #expect(app.form == nil && app.state.top.screen.title == .newIssueTitle)
    let elsewhere = try await App(clone: false)
    await elsewhere.openForm()
    #expect(elsewhere.form == nil && elsewhere.state.top.screen.title == .newIssueTitle)
    #expect(elsewhere.checkout.reads.withLock { $0 } == 0)
  }

  @Test func aBranchTheServerDoesntHaveIsSaidAndEnterLooksAgain() async throws {
    let app = try await App(branch: .success(CheckoutBranch(name: "local/wip")))
    await app.openForm()
    let form = try #require(app.form)
    #expect(form.phase == .stopped(.branchNotOnRemote("local/wip", "demo/busy")))
    #expect(app.frame.contains("Triage doesn't push"))
    let keys = form.bindings(app.program.keymapContext(app.state)).map(\.action.name)
    #expect(Set(keys) == ["send", "close", "help", "quit", "suspend"], "\(keys)")
    await app.store.press(.enter)
    #expect(app.checkout.reads.withLock { $0 } == 2, "looked at again")
    await app.store.type("typed")
    #expect(app.form?.form.text.title == "", "nothing to type into")
    await app.store.press(.escape)
    #expect(app.form == nil && app.opened.isEmpty)
  }

  @Test(arguments: [
    (Result<CheckoutBranch, CheckoutProblem>.failure(.detachedHead), "HEAD is detached"),
    (.failure(.gitUnavailable), "git isn't installed"),
    (.failure(.gitFailed("fatal: bad object")), "git couldn't read the branch: fatal: bad object"),
    (.success(CheckoutBranch(name: "main")), "The checkout is on main, the base"),
  ])
  func eachReasonThereIsNothingToOpenIsSaid(
    branch: Result<CheckoutBranch, CheckoutProblem>, said: String
  ) async throws {
    let app = try await App(branch: branch)
    await app.openForm()
    guard case .stopped = app.form?.phase else {
      Issue.record("\(String(describing: app.form?.phase))")
      return
    }
    #expect(app.frame.contains(said), "\(app.frame)")
  }

  @Test func openingSendsOnceAndOpensItsPage() async throws {
    let app = try await App()
    await app.openForm()
    await app.store.press(.tab, .tab)
    #expect(app.form?.row == .draft)
    await app.store.press(.enter)
    #expect(app.form?.isDraft == true)
    await app.store.press(.tab, .tab, .tab)
    #expect(app.form?.row == .body)
    await app.store.press(.enter)
    let opened = try #require(app.opened.first)
    #expect(app.opened.count == 1, "sent once")
    #expect(opened.isPullRequest && opened.isDraft && opened.title == "Fix the crash on start")
    let page = try #require(app.state.top.screen.as(PullRequestScreen.self))
    #expect(page.number == opened.number)
    #expect(app.state.status?.text == "Opened #\(opened.number)")
    #expect(app.frame.contains("fix/crash"), "the page shows the head it was opened from")
    #expect(
      (try? app.drafts.load(
        NewPullRequestScreen.draftKey(host: "github.com", repository: app.repositoryName))) == nil)
  }

  @Test func aSecondFromTheSameHeadIsRefusedInTheFormInGitHubsWords() async throws {
    let app = try await App()
    await app.openForm()
    await app.store.press(.tab, .tab, .tab, .tab, .tab)
    await app.store.press(.enter)
    #expect(app.opened.count == 1)
    await app.store.press(.escape)
    await app.store.press(.character("N"))
    await app.store.press(.tab, .tab, .tab, .tab, .tab)
    await app.store.press(.enter)
    #expect(app.opened.count == 1, "refused")
    let form = try #require(app.form)
    #expect(form.phase == .editing, "the form stays with everything in it")
    #expect(
      form.inlineMessage?.contains("A pull request already exists for demo:fix/crash.") == true)
  }

  @Test func aBlankTitleOrBaseStaysInTheFormAndSendsNothing() async throws {
    let app = try await App()
    await app.openForm()
    await app.store.press(.ctrl("u"))
    await app.store.press(.tab, .tab, .tab, .tab, .tab)
    await app.store.press(.enter)
    #expect(app.form?.row == .title && app.form?.inlineMessage != nil)
    await app.store.type("Titled")
    await app.store.press(.tab)
    await app.store.press(.ctrl("u"))
    await app.store.press(.tab, .tab, .tab, .tab)
    await app.store.press(.enter)
    #expect(app.form?.row == .base)
    #expect(app.form?.inlineMessage == LocalizedText.baseRequired.text(in: .english))
    #expect(app.opened.isEmpty)
    await app.store.type("release")
    await app.store.press(.tab, .tab, .tab, .tab)
    await app.store.press(.enter)
    #expect(app.opened.count == 1)
    #expect(app.frame.contains("release"), "the base as changed")
  }

  @Test func thePickersChooseReviewersAndLabelsForTheFormAndWriteNothing() async throws {
    let app = try await App()
    await app.openForm()
    await app.store.press(.tab, .tab, .tab)
    await app.store.press(.enter)
    #expect(app.frame.contains("Reviewers · New pull request"))
    await app.store.type("monalisa")
    await app.store.press(.character(" "))
    await app.store.press(.enter)
    #expect(app.form?.reviewers == ["monalisa"])
    #expect(app.form?.labels == [], "the reviewers' choice is not the labels'")
    await app.store.press(.tab)
    await app.store.press(.enter)
    #expect(app.frame.contains("Labels · New pull request"))
    await app.store.type("docs")
    await app.store.press(.character(" "))
    await app.store.press(.enter)
    #expect(app.form?.labels == ["docs"] && app.form?.reviewers == ["monalisa"])
    #expect(app.frame.contains("Reviewers: monalisa") && app.frame.contains("Labels: docs"))
    #expect(app.state.writes.pending.entries.isEmpty, "nothing was written")
    await app.store.press(.tab)
    await app.store.press(.enter)
    let opened = try #require(app.opened.first)
    #expect(opened.labels.map(\.name) == ["docs"])
    let page = try #require(app.state.top.screen.as(PullRequestScreen.self))
    let reviewers = page.pullRequest.value?.reviewers.map { $0.user.login } ?? []
    #expect(reviewers.contains("monalisa"), "\(reviewers)")
  }

  @Test func escKeepsTheDraftAndNRestoresIt() async throws {
    let app = try await App()
    await app.openForm()
    await app.store.type(" (second try)")
    await app.store.press(.tab, .tab)
    await app.store.press(.enter)
    await app.store.press(.escape)
    #expect(app.form == nil)
    await app.store.press(.character("N"))
    let restored = try #require(app.form)
    #expect(restored.form.text.title == "Fix the crash on start (second try)")
    #expect(restored.isDraft, "draft or not is kept too")
    #expect(app.frame.contains("Your unsent pull request, restored"))
  }

  @Test func aReadOnlyRepositoryRefusesWithTheAlertAndTheFormKeepsItsText() async throws {
    let app = try await App(repositoryName: DemoIssueRepository.readonly)
    await app.openForm()
    await app.store.press(.tab, .tab, .tab, .tab, .tab)
    await app.store.press(.enter)
    let message = app.state.alerts.current?.currentMessage ?? ""
    #expect(message.contains("Your pull request is still in the form."), "\(message)")
    await app.store.press(.escape)
    #expect(app.form?.phase == .editing && app.form?.form.text.title == "Fix the crash on start")
    #expect(app.opened.isEmpty)
  }
}
