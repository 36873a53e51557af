import ErrorHandling
import IssueData
import IssueDomain
import SharedWrites
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import Destinations
@testable import PullRequestFeature
@testable import TriageApp

/// `e` through the app on the demo: on a pull request's Conversation (not its Files) the
/// editor opens on its title and description and saves to the demo; on `demo/readonly` the
/// edit is refused with the 403 alert and the page keeps its title.
@Suite(.timeLimit(.minutes(1))) struct DemoIssueEditEndToEndTests {
  static let size = Size(width: 80, height: 24)

  static func opened(
    _ destination: Destination, on demo: DemoIssueRepository, repository: RepositoryName
  ) async -> TestStore<TriageProgram> {
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(demo), startsSignedIn: true,
      initialRepository: repository)
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    await store.start()
    let effect = store.reduce { program, state in
      program.push(&state) { program.screen(for: destination, id: $0) }
    }
    for action in await store.results(of: effect) { await store.send(action) }
    return store
  }

  /// Ctrl-U on the title, `title` typed, Enter to the body, Enter to save; the save's effects
  /// run to their end.
  static func retitle(_ store: TestStore<TriageProgram>, _ title: String) async {
    await store.press(.ctrl("u"))
    await store.type(title)
    await store.press(.enter)
    await store.press(.enter)
  }

  @Test func aPullRequestsConversationEditsItsTitleAndItsFilesDoNot() async throws {
    let demo = Fixtures.repository(latency: .zero)
    let busy = DemoIssueRepository.busy
    let store = await Self.opened(.pullRequest(busy, number: 35), on: demo, repository: busy)
    await store.press(.character("2"))
    await store.press(.character("e"))
    #expect(store.state.top.screen.as(IssueEditScreen.self) == nil, "not on Files")
    await store.press(.character("1"))
    await store.press(.character("e"))
    let editor = try #require(store.state.top.screen.as(IssueEditScreen.self))
    let before = try await demo.issue(in: busy, number: 35)
    #expect(editor.titleField.text == before.title)
    await Self.retitle(store, "Renamed on the demo")
    #expect(store.state.top.screen.as(PullRequestScreen.self) != nil, "back on the page")
    let after = try await demo.issue(in: busy, number: 35)
    #expect(after.title == "Renamed on the demo")
    #expect(after.body == before.body, "the title alone")
  }

  @Test func aReadOnlyRepositoryRefusesTheEditWithThe403Alert() async throws {
    let demo = Fixtures.repository(latency: .zero)
    let readonly = DemoIssueRepository.readonly
    let store = await Self.opened(
      .issue(readonly, number: 1), on: demo, repository: readonly)
    await store.press(.character("e"))
    #expect(store.state.top.screen.as(IssueEditScreen.self) != nil)
    await Self.retitle(store, "Not mine to rename")
    let alert = try #require(store.state.alerts.current?.alert)
    #expect(alert.message.contains("can't change issues"), "\(alert.message)")
    #expect(store.state.writes.pending.entries.isEmpty, "rolled back")
  }
}
