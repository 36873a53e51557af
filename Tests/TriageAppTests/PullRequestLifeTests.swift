import Destinations
import ErrorHandling
import IssueData
import IssueDomain
import Localization
import ScreenState
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import PullRequestFeature
@testable import TriageApp

/// A pull request's life through the app on the demo: `.` offers the steps its state allows
/// (auto-merge only where the repository allows it); each chosen is shown at once, sent once,
/// and undone with GitHub's words when refused. Snapshots of the choice at the three sizes in
/// both languages, and of the header while auto-merge is on.
@Suite(.timeLimit(.minutes(1))) struct PullRequestLifeTests {
  typealias Demo = DemoPullRequestRefusalTests

  static func options(_ store: TestStore<TriageProgram>) -> [String] {
    guard case .choice(let choice)? = store.state.pullRequestWrites.overlay else { return [] }
    return choice.options.map {
      guard case .step(let write) = $0 else { return "" }
      return LocalizedText.lifeStep(write).text(in: .english)
    }
  }

  @Test func aDraftIsMarkedReadyAtOnceAndStaysSo() async throws {
    let store = await Demo.opened(28)
    #expect(Demo.shown(store)?.state == .draft)
    await store.press(.character("."))
    #expect(Self.options(store) == ["Ready for review", "Update branch from its base"])
    await store.press(.character("1"))
    #expect(Demo.shown(store)?.state == .open)
    #expect(store.state.status?.text == "#28 is ready for review")
    let server = try await Fixtures.repository(latency: .zero).pullRequest(
      in: DemoIssueRepository.busy, number: 28)
    #expect(server.state == .draft, "a fresh demo has it as a draft: this one was changed")
    await store.press(.character("r"))
    #expect(Demo.shown(store)?.state == .open, "the server has it ready")
  }

  @Test func anOpenPullRequestOffersDraftUpdateAndAutoMergeByEachMethod() async throws {
    let store = await Demo.opened(91)
    await store.press(.character("."))
    #expect(
      Self.options(store) == [
        "Convert to draft", "Update branch from its base", "Auto-merge: create a merge commit",
        "Auto-merge: squash and merge", "Auto-merge: rebase and merge",
      ])
    await store.press(.character("4"))
    #expect(Demo.shown(store)?.autoMerge == .squash)
    let header = store.view(in: Demo.size).text(ofRow: 2)
    #expect(header.contains("auto-merge (squash)"), "\(header)")
    assertSnapshot(
      of: store.view(in: Demo.size), as: .canvasText, named: "auto-merge-on-en-80x24")
    await store.press(.character("."))
    #expect(Self.options(store).last == "Turn auto-merge off")
    await store.press(.character("3"))
    #expect(Demo.shown(store)?.autoMerge == nil)
  }

  @Test func aBranchBehindItsBaseIsUpdated() async throws {
    let store = await Demo.opened(7)
    let before = try #require(Demo.shown(store))
    #expect(before.mergeability == .behind)
    await store.press(.character("."))
    await store.press(.character("2"))
    #expect(store.state.alerts.current == nil)
    await store.press(.character("r"))
    let after = try #require(Demo.shown(store))
    #expect(after.headSHA != before.headSHA, "the base was merged into the head")
    #expect(after.mergeability == .clean)
  }

  @Test func refusalsAreUndoneAndSaidInGitHubsWords() async throws {
    // #133 is up to date with its base, and can merge now: GitHub won't auto-merge it.
    let store = await Demo.opened(133)
    await store.press(.character("."))
    await store.press(.character("2"))
    let update = try #require(store.state.alerts.current?.alert)
    #expect(update.title == "#133's branch not updated")
    #expect(update.message.contains(DemoIssueRepository.upToDateMessage), "\(update.message)")
    await store.press(.escape)
    await store.press(.character("."))
    await store.press(.character("3"))
    let auto = try #require(store.state.alerts.current?.alert)
    #expect(auto.message.contains(DemoIssueRepository.cleanStatusMessage))
    #expect(Demo.shown(store)?.autoMerge == nil, "undone")
  }

  @Test func aRepositoryWithoutAutoMergeIsNotOfferedItAndReadOnlyRefusesEveryStep() async throws {
    let store = await Demo.opened(7, in: DemoIssueRepository.readonly)
    await store.press(.character("."))
    #expect(Self.options(store) == ["Convert to draft", "Update branch from its base"])
    await store.press(.character("1"))
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.title == "#7 not made a draft")
    #expect(Demo.shown(store)?.state == .open, "undone")
  }

  @Test(arguments: [Language.english, .japanese])
  func theChoice(language: Language) {
    for size in PullRequestScreenTests.sizes {
      let program = Fixtures.program(language: language)
      var state = PullRequestScreenTests.opened(133, size: size, program: program)
      program.press(.character("."), on: &state)
      guard case .choice(let choice)? = state.pullRequestWrites.overlay,
        case .life(let serial) = choice.kind,
        let pull = state.top.screen.as(PullRequestScreen.self)?.pullRequest.value
      else {
        Issue.record("no choice")
        return
      }
      program.apply(
        .featureWrite(
          FeatureWritesEvent(
            PullRequestWriteEvent.autoMergeMethods(
              serial: serial, pull, .success(MergeMethod.allCases)))), to: &state)
      assertSnapshot(
        of: program.view(state, in: size), as: .canvasText,
        named: PullRequestWriteSnapshotTests.name("life", language, size))
    }
  }
}
