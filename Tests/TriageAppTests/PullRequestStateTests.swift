import Destinations
import ErrorHandling
import IssueData
import IssueDomain
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import TestSupport
import Testing

@testable import AppCore
@testable import PullRequestFeature
@testable import TriageApp

/// The pull request page says what GitHub says of the pull request, and only that: `m` on one
/// GitHub can't merge says why before a method is offered; after a merge every line says
/// merged; a number with no pull request is one state with one alert, offline too.
@Suite(.timeLimit(.minutes(1))) struct PullRequestStateTests {
  typealias Refusals = DemoPullRequestRefusalTests
  static let size = Size(width: 80, height: 24)

  /// The first open pull request of `busy` with `mergeability`.
  static func openPullRequest(_ mergeability: Mergeability) async throws -> Int {
    let demo = Fixtures.repository(latency: .zero)
    for number in stride(from: 7, through: 280, by: 7) {
      let pull = try await demo.pullRequest(in: DemoIssueRepository.busy, number: number)
      if pull.state == .open, pull.mergeability == mergeability { return number }
    }
    throw AppError.notFound
  }

  static func frame(_ store: TestStore<TriageProgram>) -> [String] {
    let canvas = store.view(in: size)
    return (0..<size.height).map { canvas.text(ofRow: $0) }
  }

  @Test(arguments: [
    (Mergeability.conflicting, "conflicts with its base"), (.blocked, "branch rules"),
  ])
  func aPullRequestGitHubCantMergeSaysSoBeforeAMethodIsOffered(
    mergeability: Mergeability, reason: String
  ) async throws {
    let number = try await Self.openPullRequest(mergeability)
    let store = await Refusals.opened(number)
    await store.press(.character("m"))
    #expect(store.state.pullRequestWrites.overlay == nil, "no method offered")
    let status = store.state.status?.text ?? ""
    #expect(status.contains("#\(number) can't be merged"), "\(status)")
    #expect(status.contains(reason), "\(status)")
    #expect(store.state.alerts.current == nil)
    #expect(Refusals.shown(store)?.state == .open)
  }

  @Test func aMergeablePullRequestStillOffersTheMethods() async throws {
    let number = try await Self.openPullRequest(.clean)
    let store = await Refusals.opened(number)
    await store.press(.character("m"))
    guard case .choice? = store.state.pullRequestWrites.overlay else {
      Testing.Issue.record(
        "no choice: \(String(describing: store.state.pullRequestWrites.overlay))")
      return
    }
  }

  @Test func afterAMergeTheHeaderTheStandingAndTheBylineSayMerged() async throws {
    let number = try await Self.openPullRequest(.clean)
    let store = await Refusals.opened(number)
    #expect(Self.frame(store).contains { $0.contains("open pull request") })
    #expect(await Refusals.merge(store) == nil, "merged, no alert")
    let rows = Self.frame(store)
    #expect(rows[1].contains("Merged"), "the header: \(rows[1])")
    #expect(rows[2].hasPrefix(" merged"), "the standing: \(rows[2])")
    #expect(!rows[2].contains("mergeable"), "\(rows[2])")
    #expect(rows.contains { $0.contains("merged pull request") }, "the byline: \(rows)")
    #expect(!rows.contains { $0.contains("open pull request") })
  }

  @Test func aPullRequestMergedBeforeSaysMergedInItsByline() async throws {
    let demo = Fixtures.repository(latency: .zero)
    var merged: Int?
    for number in stride(from: 7, through: 280, by: 7) {
      let pull = try await demo.pullRequest(in: DemoIssueRepository.busy, number: number)
      if pull.state == .merged {
        merged = number
        break
      }
    }
    let store = await Refusals.opened(try #require(merged))
    let rows = Self.frame(store)
    #expect(rows.contains { $0.contains("merged pull request") }, "\(rows)")
    #expect(!rows.contains { $0.contains("closed pull request") })
    #expect(rows[2].hasPrefix(" merged"), "\(rows[2])")
  }

  @Test func aNumberWithNoPullRequestIsOneStateAndOneAlert() async throws {
    let store = await Refusals.opened(9_999)
    let rows = Self.frame(store)
    #expect(rows[1].contains("No pull request #9999 in demo/busy"), "\(rows)")
    #expect(!rows.contains { $0.contains("░") }, "no placeholders left: \(rows)")
    #expect(!rows.contains { $0.contains("Conversation") }, "no parts")
    let alerts = (store.state.alerts.current == nil ? 0 : 1) + store.state.alerts.pending.count
    #expect(alerts == 1, "\(store.state.alerts.pending)")
  }

  @Test func aPullRequestThatCantLoadSaysWhyInItsHeader() async throws {
    let demo = Fixtures.repository(latency: .zero)
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(demo), startsSignedIn: true,
      initialRepository: DemoIssueRepository.busy)
    var state = program.initialState()
    program.apply(.input(.resize(Self.size)), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    demo.switches.isOffline = true
    let number = try await Self.openPullRequest(.clean)
    let effect = store.reduce { program, state in
      program.push(&state) {
        program.screen(for: .pullRequest(DemoIssueRepository.busy, number: number), id: $0)
      }
    }
    for action in await store.results(of: effect) { await store.send(action) }
    let alerts = (store.state.alerts.current == nil ? 0 : 1) + store.state.alerts.pending.count
    #expect(alerts == 1, "one alert for the page: \(store.state.alerts.pending)")
    let rows = Self.frame(store)
    #expect(rows[1].contains("Pull request not loaded"), "\(rows[1])")
    #expect(!rows[1].contains("░"))
  }

  /// Offline, Enter on a pull request's thread opens its page with one alert, the page's; the
  /// mark-read that went with it, undone, is said in the footer.
  @Test func openedOfflineFromTheInboxItIsOneAlert() async throws {
    let demo = Fixtures.repository(latency: .zero)
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(demo), startsSignedIn: true)
    var state = program.initialState()
    program.apply(.input(.resize(Self.size)), .now(referenceDate), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    await store.press(.character(":"))
    for key in "inbox".map(Key.character) { await store.press(key) }
    await store.press(.enter)
    let rows = Self.frame(store)
    let pull = try #require(rows.firstIndex { $0.contains("PR #159") }, "\(rows)")
    let first = try #require(rows.firstIndex { $0.contains("Issue #160") })
    for _ in first..<pull { await store.press(.down) }
    demo.switches.isOffline = true
    await store.press(.enter)
    #expect(store.state.top.screen.as(PullRequestScreen.self)?.number == 159)
    let alerts = (store.state.alerts.current == nil ? 0 : 1) + store.state.alerts.pending.count
    #expect(
      alerts == 1, "\(String(describing: store.state.alerts.current)) \(store.state.alerts.pending)"
    )
    #expect(store.state.alerts.current?.alert.title != "Not marked read")
    let status = store.state.status?.text ?? ""
    #expect(status.hasPrefix("Not marked read"), "\(status)")
  }
}
