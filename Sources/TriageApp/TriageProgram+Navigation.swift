import ErrorHandling
import IssueDomain
import TerminalUI

/// Opening, loading and leaving screens. Every screen's effects carry its identity; leaving a
/// screen cancels them and drops its alerts, so nothing it started can act after it is gone.
extension TriageProgram {
  func repositoriesScreen(_ id: ScreenID) -> Screen {
    .repositories(
      RepositoryListStore(
        name: "\(id).repositories", fetcher: environment.repositoriesFetcher,
        describe: environment.describe))
  }

  /// Pushes the screen `make` builds and starts its first load.
  func push(_ state: inout AppState, _ make: (ScreenID) -> Screen) -> Effect<AppAction> {
    let id = state.navigation.push(make)
    resizeScreens(&state)
    return load(id, &state)
  }

  func openIssues(of repository: String, _ state: inout AppState) -> Effect<AppAction> {
    push(&state) { id in
      .issues(
        IssueListScreen(
          repository: repository,
          store: IssueListStore(
            name: "\(id).issues", fetcher: environment.issuesFetcher(in: repository),
            describe: environment.describe)))
    }
  }

  func openIssue(_ number: Int, in repository: String, _ state: inout AppState) -> Effect<
    AppAction
  > {
    push(&state) { id in .issue(IssueScreen(repository: repository, number: number, id: id)) }
  }

  /// Starts (or restarts) the screen's load: the first load, a reload, or Retry.
  func load(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    guard let screen = state.navigation[id] else { return .none }
    switch screen {
    case .repositories(var store):
      let effect = store.refresh()
      state.navigation[id] = .repositories(store)
      return effect.map { .screen(id, .repositories($0)) }
    case .issues(var screen):
      let effect = screen.store.refresh()
      state.navigation[id] = .issues(screen)
      return effect.map { .screen(id, .issues($0)) }
    case .issue(var screen):
      let effect = screen.load(environment.issue(in: screen.repository, number: screen.number))
      state.navigation[id] = .issue(screen)
      return effect.map { .screen(id, .issue($0)) }
    case .signIn:
      return .none
    }
  }

  /// Retry from an alert or a countdown: what failed, again (a failed page retries the page).
  func retry(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    guard let screen = state.navigation[id] else { return .none }
    switch screen {
    case .repositories(var store):
      let effect = store.retry()
      state.navigation[id] = .repositories(store)
      return effect.map { .screen(id, .repositories($0)) }
    case .issues(var screen):
      let effect = screen.store.retry()
      state.navigation[id] = .issues(screen)
      return effect.map { .screen(id, .issues($0)) }
    case .issue, .signIn:
      return load(id, &state)
    }
  }

  /// Back: pops `id` and everything above it (nothing for the root), cancelling their work.
  func pop(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.pop(id)
    return abandon(removed, &state)
  }

  /// The session is over (sign-out, or a 401 mid-session): everything goes, and sign-in
  /// becomes the root, with `message` under its field.
  func signOut(message: String?, _ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.reset { id in
      .signIn(SignInScreen(id: id, inlineMessage: message))
    }
    return abandon(removed, &state)
  }

  /// Signed in: Repositories becomes the root and loads.
  func signedIn(_ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.reset(to: repositoriesScreen)
    resizeScreens(&state)
    return .merge(abandon(removed, &state), load(state.navigation.root.id, &state))
  }

  private func abandon(
    _ removed: [NavigationStack<Screen>.Entry], _ state: inout AppState
  ) -> Effect<AppAction> {
    guard !removed.isEmpty else { return .none }
    let before = state.alerts.current
    state.alerts.removeAll(from: Set(removed.map(\.id)))
    let cancels = removed.flatMap(\.screen.effectIDs).map { Effect<AppAction>.cancel($0) }
    return .merge([syncCountdown(since: before, &state)] + cancels)
  }
}
