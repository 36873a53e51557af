import IssueData
import IssueDomain
import ScreenState
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import AppCore
@testable import ComposerFeature
@testable import Destinations
@testable import InboxFeature
@testable import IssueFeature
@testable import IssueListFeature
@testable import ListSupport
@testable import MarkdownView
@testable import PullRequestFeature
@testable import SharedWrites
@testable import TriageApp

/// The first `S` on a list without `sort:` changes the order shown. On the demo, as on a
/// repository where nothing was touched since it was filed, "recently updated" is the same
/// order as "newest": stepping there would show the same rows.
@Suite(.timeLimit(.minutes(1))) struct FirstSortTests {
  static let size = Size(width: 80, height: 24)

  /// The numbers of the rows the list on top shows.
  static func shown(_ store: TestStore<TriageProgram>) -> [Int] {
    store.state.list.state.value?.items.map(\.number) ?? []
  }

  @Test func theFirstSortOnARepositorysListShowsAnotherOrder() async throws {
    let demo = Fixtures.repository(latency: .zero)
    let busy = DemoIssueRepository.busy
    let program = TriageProgram.onRepositories(
      environment: Fixtures.environment(demo), initialRepository: busy)
    var state = program.initialState()
    program.apply(.input(.resize(Self.size)), to: &state)
    let store = TestStore(program: program, initialState: state, exhaustivity: .off)
    let started = await store.start()
    for action in await store.results(of: started) { await store.send(action) }
    let before = Self.shown(store)
    #expect(before.count > 1, "a list to reorder")
    // The step is checked by the rows it leaves: the load it starts answers at once.
    await store.press(.character("S"))
    let after = Self.shown(store)
    #expect(after.count > 1)
    #expect(after != before, "the first S shows the rows in another order")
    let frame = program.view(store.state, in: Self.size).lines.joined(separator: "\n")
    #expect(frame.contains("sort:created-asc"), "\(frame)")
  }
}
