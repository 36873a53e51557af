import AppCore
import ErrorHandling
import IssueData
import IssueDomain
import IssueListFeature
import Logging
import TerminalUI
import TriageApp

/// Issue 16's steps on the default home: switching tabs, and typing in a tab's query line. Both
/// are key → reduce → view → diff at 120×40 with 1,000 rows in every search tab, like the list
/// steps they are reported beside.
@MainActor
enum SectionsSteps {
  static let size = Size(width: 120, height: 40)

  /// The default home (three searches and Repositories) with every tab loaded.
  static func home(rows: Int) -> (TriageProgram, AppState) {
    let repository = DemoIssueRepository(
      clock: ContinuousClock(), now: Scenario.now, latency: .zero, logger: Scenario.silent)
    let environment = AppEnvironment(
      repository: repository, logger: ProductionErrorLogger(logger: Scenario.silent),
      domainLogger: Scenario.silent, now: { Scenario.now }, demoSwitches: repository.switches)
    let program = TriageProgram(environment: environment)
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .now(Scenario.now))
    let root = state.navigation.root.id
    for index in 0..<3 {
      let page = IssuePage(items: Scenario.issues(rows, from: rows), nextCursor: nil)
      let loaded = IssueListScreen.Event.list(.loaded(generation: 1, .success(page)))
      _ = program.reduce(&state, .screen(root, SectionsScreen.Event(index: index, event: loaded)))
    }
    let repositories = RepositoryPage(
      items: [
        Repository(
          name: DemoIssueRepository.busy, summary: "", openIssueCount: rows,
          updatedAt: Scenario.now)
      ], nextCursor: nil)
    let loaded = RepositoryListStore.Event.loaded(generation: 1, .success(repositories))
    _ = program.reduce(&state, .screen(root, SectionsScreen.Event(index: 3, event: loaded)))
    return (program, state)
  }

  static func run() {
    var (program, state) = home(rows: 1_000)
    var previous = Canvas(size: .zero)
    var forward = true
    Bench.measure("switch tab (Tab / Shift-Tab), 4 sections of 1000 rows") {
      _ = program.reduce(&state, .input(.key(forward ? .tab : .backTab)))
      forward.toggle()
      _ = renderAndDiff(program, state, size: size, previous: &previous)
    }
    var typing = home(rows: 1_000).1
    _ = program.reduce(&typing, .input(.key(.character("/"))))
    _ = program.reduce(&typing, .input(.paste("label:bug no:assignee")))
    var adding = true
    Bench.measure("type in the query line (a key, then Backspace)") {
      _ = program.reduce(&typing, .input(.key(adding ? .character("x") : .backspace)))
      adding.toggle()
      _ = renderAndDiff(program, typing, size: size, previous: &previous)
    }
  }
}
