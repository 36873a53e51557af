import AppCore
import ErrorHandling
import Foundation
import IssueData
import IssueDomain
import IssueListFeature
import Logging
import ScreenState
import TerminalUI
import TriageApp

/// App states for the benchmarks, reached through the real reducer as the app reaches them.
enum Scenario {
  static let now = Date(timeIntervalSince1970: 1_795_000_000)
  static let silent = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }

  nonisolated static let program = freshProgram()

  /// A program of its own, with caches that have laid nothing out.
  nonisolated static func freshProgram() -> TriageProgram {
    let repository = DemoIssueRepository(
      clock: ContinuousClock(), now: now, latency: .zero, logger: silent)
    let environment = AppEnvironment(
      repository: repository, logger: ProductionErrorLogger(logger: silent), domainLogger: silent,
      now: { now }, demoSwitches: repository.switches)
    // Repositories alone is the home: the list path these figures have always measured.
    return TriageProgram(
      environment: environment,
      sections: SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults)
  }

  static let titles = [
    "Crash when opening settings with an empty profile", "Support GitHub Enterprise hosts",
    "日本語のタイトルが正しく表示されない", "Paging stops after the third page",
    "絵文字 🎉 and CJK mixed in one title", "Colours are unreadable on a light background",
    "Long titles should be truncated by display width, not by character count, even in narrow terminals",
  ]

  /// `count` issues numbered `first`, `first - 1`, …
  static func issues(_ count: Int, from first: Int) -> [Issue] {
    (0..<count).map { index in
      let number = first - index
      return Issue(
        number: number, title: titles[index % titles.count], state: .open,
        author: User(login: "octocat"), labels: index % 3 == 0 ? [Label(name: "bug")] : [],
        commentCount: index % 7, createdAt: now.addingTimeInterval(-Double(index) * 3600),
        body: "", url: "https://github.com/demo/busy/issues/\(number)")
    }
  }

  /// The Issues screen of demo/busy at `size` with `rows` issues loaded and no more to page.
  static func issuesScreen(rows: Int, size: Size) -> AppState {
    var state = program.initialState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .now(now))
    let root = state.navigation.root.id
    let repositories = RepositoryPage(
      items: [
        Repository(
          name: DemoIssueRepository.busy, summary: "", openIssueCount: rows, updatedAt: now)
      ], nextCursor: nil)
    _ = program.reduce(
      &state,
      .screen(root, RepositoryListStore.Event.loaded(generation: 1, .success(repositories))))
    _ = program.reduce(&state, .input(.key(.enter)))
    let page = IssuePage(items: issues(rows, from: rows), nextCursor: nil)
    _ = program.reduce(
      &state,
      .screen(
        state.top.id, IssueListScreen.Event.list(.loaded(generation: 1, .success(page)))))
    // A figure taken on a list the rows never reached would look like a fast one.
    guard state.top.screen.listPosition?.count == rows else {
      FileHandle.standardError.write(Data("the \(rows) rows did not reach the list\n".utf8))
      exit(2)
    }
    return state
  }
}
