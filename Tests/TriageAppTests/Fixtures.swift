import ErrorHandling
import FeatureTestSupport
import Foundation
import IssueDomain
import Localization
import Logging
import ScreenState
import TerminalUI
import TerminalUITestSupport
import TestSupport

@testable import AppCore
@testable import IssueData
@testable import IssueFeature
@testable import IssueListFeature
@testable import TriageApp

/// Builders shared by the app's tests. States are reached through the real reducer, never
/// assembled by hand, so a snapshot shows what a user can actually get to.
enum Fixtures {
  static let repositoryName = DemoIssueRepository.busy
  static let silent = silentLogger
  static let catalog = DemoCatalog(now: referenceDate)

  /// The demo backend on `clock`: the features' own fixture.
  static func repository(
    clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .milliseconds(600)
  ) -> DemoIssueRepository {
    FeatureFixtures.repository(clock: clock, latency: latency)
  }

  static func environment(
    _ repository: DemoIssueRepository = repository(), language: Language = .english,
    logger: any ErrorLogging = DevelopmentErrorLogger(logger: silent),
    openURL: @escaping @Sendable (String) async -> Bool = { _ in true }
  ) -> AppEnvironment {
    FeatureFixtures.environment(repository, language: language, logger: logger, openURL: openURL)
  }

  static let program = TriageProgram.onRepositories(environment: environment())

  static func program(language: Language) -> TriageProgram {
    TriageProgram.onRepositories(environment: environment(language: language))
  }

  /// The app whose demo backend sleeps on `clock`: with a `TestStore` on the same clock, every
  /// load waits where the test can see it, so exhaustive steps know what is still running.
  static func program(clock: EffectClock, language: Language = .english) -> TriageProgram {
    TriageProgram.onRepositories(
      environment: environment(repository(clock: clock), language: language))
  }

  /// Each of the nine list states, plus a loaded list with no rows.
  enum ListState: String, CaseIterable, Sendable {
    case idle, initialLoading, success, reLoading, reLoadingFailure, paging, pagingFailure
    case loadingFailure, retryLoading, empty
  }

  /// The failure the fixtures use: retryable, so panes show their retry hints.
  static let failure = AppError.network(.offline)

  /// What the Issues screen of `demo/busy` lists by default: open issues, no pull requests.
  static let allIssues = catalog.issues(of: .busy).filter {
    $0.state == .open && !$0.isPullRequest
  }

  static func firstPage(empty: Bool = false) -> IssuePage {
    empty
      ? IssuePage()
      : IssuePage(items: Array(allIssues.prefix(30)), nextCursor: PageCursor("30"))
  }

  static func secondPage() -> IssuePage {
    IssuePage(items: Array(allIssues[30..<60]), nextCursor: PageCursor("60"))
  }

  static let repositoriesPage = RepositoryPage(
    items: Array(catalog.repositories.prefix(5)), nextCursor: PageCursor("5"))

  /// The demo's second and last page of repositories.
  static let restOfRepositories = RepositoryPage(
    items: Array(catalog.repositories.dropFirst(5)), nextCursor: nil)

  static func keys(_ keys: Key...) -> [AppAction] { keys.map { .input(.key($0)) } }

  /// `:signout` Enter: what asks to sign out, now that no single key does.
  static let signOut: [Key] = [.character(":")] + "signout".map { .character($0) } + [.enter]

  static func loaded(_ state: AppState, _ result: Result<IssuePage, AppError>) -> AppAction {
    .screen(state.issuesID, .issues(.loaded(generation: state.list.generation, result)))
  }

  static func pageLoaded(_ state: AppState, _ result: Result<IssuePage, AppError>) -> AppAction {
    .screen(state.issuesID, .issues(.pageLoaded(generation: state.list.generation, result)))
  }

  static func issueLoaded(_ state: AppState, _ result: Result<Issue, AppError>) -> AppAction {
    let generation = state.detail?.generation ?? 0
    return .screen(state.top.id, .issue(.loaded(generation: generation, result)))
  }

  /// Repositories loaded, and the Issues screen of `demo/busy` pushed and loading.
  static func issuesOpened(size: Size, program: TriageProgram = program) -> AppState {
    var state = program.initialState()
    program.apply(.input(.resize(size)), to: &state)
    _ = program.start(&state)
    program.apply(.now(referenceDate), to: &state)
    let root = state.navigation.root.id
    program.apply(
      .screen(root, .repositories(.loaded(generation: 1, .success(repositoriesPage)))),
      // Five rows don't fill the screen, so the next page was asked for: let it arrive.
      .screen(root, .repositories(.pageLoaded(generation: 1, .success(restOfRepositories)))),
      .input(.key(.enter)), to: &state)
    return state
  }

  static func state(
    _ target: ListState, size: Size, tick: Int = 3, program: TriageProgram = program
  ) -> AppState {
    var state: AppState
    if target == .idle {
      state = program.initialState()
      program.apply(.input(.resize(size)), .now(referenceDate), to: &state)
      state.tick = tick
      return state
    }
    state = issuesOpened(size: size, program: program)
    state.tick = tick
    switch target {
    case .idle, .initialLoading:
      break
    case .success, .reLoading, .reLoadingFailure, .paging, .pagingFailure, .empty:
      program.apply([loaded(state, .success(firstPage(empty: target == .empty)))], to: &state)
      // A screen taller than the first page asks for the next one by itself: let it arrive.
      if state.list.state.isPaging {
        program.apply([pageLoaded(state, .success(secondPage()))], to: &state)
      }
      program.apply(keys(.down, .down), to: &state)
    case .loadingFailure, .retryLoading:
      program.apply([loaded(state, .failure(failure))], to: &state)
      program.apply(keys(.escape), to: &state)  // dismiss the alert: these fixtures show the pane
    }
    switch target {
    case .reLoading, .retryLoading:
      program.apply(keys(.character("r")), to: &state)
    case .reLoadingFailure:
      program.apply(keys(.character("r")), to: &state)
      program.apply([loaded(state, .failure(failure))], to: &state)
      program.apply(keys(.escape), to: &state)
    case .paging:
      program.apply(keys(.end), to: &state)
    case .pagingFailure:
      program.apply(keys(.end), to: &state)
      program.apply([pageLoaded(state, .failure(failure))], to: &state)
      program.apply(keys(.escape), to: &state)
    default:
      break
    }
    return state
  }

  /// The Issues screen after its first page loaded, and the second where the screen is taller
  /// than the first.
  static func loadedState(size: Size, program: TriageProgram = program) -> AppState {
    var state = issuesOpened(size: size, program: program)
    program.apply(loaded(state, .success(firstPage())), to: &state)
    if state.list.state.isPaging {
      program.apply(pageLoaded(state, .success(secondPage())), to: &state)
    }
    return state
  }
}

extension AppState {
  /// The topmost Issues screen's identity.
  var issuesID: ScreenID {
    navigation.entries.last { $0.screen.as(IssueListScreen.self) != nil }?.id
      ?? ScreenID(-1)
  }

  /// The topmost Issues screen's list.
  var list: IssueListStore {
    for entry in navigation.entries.reversed() {
      if let screen = entry.screen.as(IssueListScreen.self) { return screen.store }
    }
    return IssueListStore(
      name: "none",
      fetcher: PagingFetcher(
        fetchInitial: { _ throws(AppError) in IssuePage() },
        fetchMore: { _, _ throws(AppError) in IssuePage() }, isCancellation: { _ in false }),
      describe: { _ in FailureDescription(message: "", isRetryable: false) })
  }

  /// The Issue screen on top, if that is what is on top.
  var detail: IssueScreen? {
    if let screen = top.screen.as(IssueScreen.self) { return screen }
    return nil
  }
}

extension TriageProgram {
  /// The program with Repositories as its only section, so its home is the Repositories list
  /// itself, with no tab bar: the home most tests start from. `HomeScreenTests` covers the
  /// default sections.
  static func onRepositories(
    environment: AppEnvironment, theme: Theme = .standard, startsSignedIn: Bool = true,
    initialRepository: RepositoryName? = nil
  ) -> TriageProgram {
    TriageProgram(
      environment: environment, theme: theme, startsSignedIn: startsSignedIn,
      initialRepository: initialRepository,
      sections: SectionsConfiguration(sections: [.repositories("Repositories")]) ?? .defaults)
  }
}
