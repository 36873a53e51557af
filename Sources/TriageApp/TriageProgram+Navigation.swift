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

  func issuesScreen(_ repository: RepositoryName, _ id: ScreenID) -> Screen {
    let screen = IssueListScreen(
      repository: repository,
      store: IssueListStore(
        name: "\(id).issues",
        fetcher: environment.issuesFetcher(
          in: repository, state: .open, includePullRequests: false),
        describe: environment.describe))
    return .issues(screen)
  }

  /// Pushes the screen `make` builds and starts its first load.
  func push(_ state: inout AppState, _ make: (ScreenID) -> Screen) -> Effect<AppAction> {
    let id = state.navigation.push(make)
    let resized = resizeScreens(&state)
    return .merge(resized, load(id, &state))
  }

  func openIssues(of repository: RepositoryName, _ state: inout AppState) -> Effect<AppAction> {
    push(&state) { id in issuesScreen(repository, id) }
  }

  func openIssue(
    _ number: Int, in repository: RepositoryName, _ state: inout AppState
  ) -> Effect<AppAction> {
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
      let effect = screen.load(
        environment.issue(in: screen.repository, number: screen.number),
        comments: environment.comments(in: screen.repository, number: screen.number))
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

  /// Shows the Issues screen `id` with another state filter or pull-request setting: a fresh
  /// list (placeholders, not the old rows under a new title) and its first load.
  func refilter(
    _ id: ScreenID, _ state: inout AppState, _ change: (inout IssueListScreen) -> Void
  ) -> Effect<AppAction> {
    guard case .issues(var screen) = state.navigation[id] else { return .none }
    change(&screen)
    let reset = screen.store.reset(
      fetcher: environment.issuesFetcher(
        in: screen.repository, state: screen.filter,
        includePullRequests: screen.showsPullRequests))
    screen.store.resize(height: bodyHeight(state))
    state.navigation[id] = .issues(screen)
    return .merge(reset.map { .screen(id, .issues($0)) }, load(id, &state))
  }

  /// Back: pops `id` and everything above it (nothing for the root), cancelling their work.
  func pop(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.pop(id)
    return abandon(removed, &state)
  }

  /// `X` asks first: signing out throws away everything open.
  func confirmSignOut(_ state: inout AppState) -> Effect<AppAction> {
    let before = state.alerts.current
    state.alerts.enqueue(Self.signOutAlert(environment.language))
    return syncCountdown(since: before, &state)
  }

  static func signOutAlert(_ language: Language) -> Alert {
    switch language {
    case .english:
      Alert(
        title: "Sign out?", message: "Everything open is closed, and you sign in again.",
        buttons: [.confirm(title: "Sign out"), .dismiss(title: "Cancel")])
    case .japanese:
      Alert(
        title: "サインアウトしますか？", message: "開いている画面はすべて閉じられます。",
        buttons: [.confirm(title: "サインアウト"), .dismiss(title: "キャンセル")])
    }
  }

  /// The session is over (sign-out, or a 401 mid-session): everything goes, and sign-in
  /// becomes the root, with `message` under its field.
  func signOut(message: String?, _ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.reset { id in
      .signIn(SignInScreen(id: id, host: environment.host, inlineMessage: message))
    }
    state.goTo = nil
    let forget = environment.signOut
    return .merge(abandon(removed, &state), .run { _ in await forget() })
  }

  /// Signed in: Repositories becomes the root and loads.
  func signedIn(_ state: inout AppState) -> Effect<AppAction> {
    let removed = state.navigation.reset(to: repositoriesScreen)
    let resized = resizeScreens(&state)
    return .merge(
      abandon(removed, &state), resized, load(state.navigation.root.id, &state))
  }

  private func abandon(
    _ removed: [NavigationStack<Screen>.Entry], _ state: inout AppState
  ) -> Effect<AppAction> {
    guard !removed.isEmpty else { return .none }
    let before = state.alerts.current
    state.alerts.removeAll(from: Set(removed.map(\.id)))
    for entry in removed { state.retryCountdowns[entry.id] = nil }
    var ids = removed.flatMap(\.screen.effectIDs)
    if state.retryCountdowns.isEmpty, state.alerts.current?.remaining == nil {
      ids.append(Self.countdownID)  // nothing left counting down
    }
    let cancels = ids.map { Effect<AppAction>.cancel($0) }
    return .merge([syncCountdown(since: before, &state)] + cancels)
  }
}
