import ErrorHandling
import TerminalUI

/// Each screen's commands and results. Results for a screen that is gone are dropped here.
extension TriageProgram {
  func handle(_ event: ScreenEvent, for id: ScreenID, _ state: inout AppState) -> Effect<
    AppAction
  > {
    guard let screen = state.navigation[id] else { return .none }
    let height = bodyHeight(state)
    switch (screen, event) {
    case (.repositories(var store), .repositories(let event)):
      let failure = store.failure(in: event)
      let effect = store.handle(event, height: height).map {
        AppAction.screen(id, .repositories($0))
      }
      state.navigation[id] = .repositories(store)
      return .merge(effect, failure.map { raise($0, from: id, &state) } ?? .none)
    case (.issues(var screen), .issues(let event)):
      let failure = screen.store.failure(in: event)
      let effect = screen.store.handle(event, height: height).map {
        AppAction.screen(id, .issues($0))
      }
      state.navigation[id] = .issues(screen)
      return .merge(effect, failure.map { raise($0, from: id, &state) } ?? .none)
    case (.issue(var screen), .issue(let event)):
      let failure = screen.handle(event)
      state.navigation[id] = .issue(screen)
      scrollIssue(id, by: 0, &state)
      return failure.map { raise($0, from: id, &state) } ?? .none
    case (.signIn(var screen), .signIn(let event)):
      let result = screen.handle(event)
      state.navigation[id] = .signIn(screen)
      switch result {
      case .success?: return signedIn(&state)
      case .failure(let error)?: return raise(error, from: id, &state)
      case nil: return .none
      }
    default:
      return .none
    }
  }

  func performOnTop(_ command: Command, _ state: inout AppState) -> Effect<AppAction> {
    let id = state.top.id
    switch state.top.screen {
    case .repositories(var store):
      let (effect, opened) = performOnList(command, &store, state)
      state.navigation[id] = .repositories(store)
      let mapped = effect.map { AppAction.screen(id, .repositories($0)) }
      guard let opened else { return mapped }
      return .merge(mapped, openIssues(of: opened.fullName, &state))
    case .issues(var screen):
      let (effect, opened) = performOnList(command, &screen.store, state)
      state.navigation[id] = .issues(screen)
      let mapped = effect.map { AppAction.screen(id, .issues($0)) }
      guard let opened else { return mapped }
      return .merge(mapped, openIssue(opened.number, in: screen.repository, &state))
    case .issue:
      return performOnIssue(command, id, &state)
    case .signIn:
      return .none
    }
  }

  /// List commands shared by every list screen. Returns the item to open, if Enter chose one.
  private func performOnList<Item, Failure>(
    _ command: Command, _ store: inout PagingListStore<Item, Int, Failure>, _ state: AppState
  ) -> (Effect<PagingListStore<Item, Int, Failure>.Event>, opened: Item?) {
    let height = bodyHeight(state)
    let page = max(1, height - 1)
    switch command {
    case .moveUp: return (store.move(by: -1, height: height), nil)
    case .moveDown: return (store.move(by: 1, height: height), nil)
    case .pageUp: return (store.move(by: -page, height: height), nil)
    case .pageDown: return (store.move(by: page, height: height), nil)
    case .top: return (store.select(0, height: height), nil)
    case .bottom: return (store.select(Int.max / 2, height: height), nil)
    case .scroll(let rows): return (store.move(by: rows, height: height), nil)
    case .open:
      if store.isFooterSelected { return (store.retry(), nil) }
      return (.none, store.selectedItem)
    case .refresh: return (store.refresh(), nil)
    default: return (.none, nil)
    }
  }

  private func performOnIssue(
    _ command: Command, _ id: ScreenID, _ state: inout AppState
  ) -> Effect<AppAction> {
    let page = max(1, bodyHeight(state) - 1)
    switch command {
    case .moveUp: scrollIssue(id, by: -1, &state)
    case .moveDown: scrollIssue(id, by: 1, &state)
    case .pageUp: scrollIssue(id, by: -page, &state)
    case .pageDown: scrollIssue(id, by: page, &state)
    case .top: scrollIssue(id, by: Int.min / 2, &state)
    case .bottom: scrollIssue(id, by: Int.max / 2, &state)
    case .scroll(let rows): scrollIssue(id, by: rows, &state)
    case .refresh: return load(id, &state)
    default: break
    }
    return .none
  }

  func scrollIssue(_ id: ScreenID, by delta: Int, _ state: inout AppState) {
    guard case .issue(var screen) = state.navigation[id] else { return }
    let layout = AppLayout(size: state.size)
    let content =
      screen.state.value.map {
        IssueDetailView.lines(for: $0, width: layout.body.width, theme: theme).count
      } ?? 0
    screen.scroll(by: delta, contentHeight: content, viewportHeight: layout.body.height)
    state.navigation[id] = .issue(screen)
  }

  /// The sign-in screen takes keys as text; Enter submits, Ctrl-C quits, Ctrl-Z suspends.
  func signInKey(_ key: Key, _ state: inout AppState) -> Effect<AppAction> {
    let id = state.top.id
    guard case .signIn(var screen) = state.top.screen else { return .none }
    switch key {
    case .ctrl("c"): return .quit
    case .ctrl("z"): return .suspend
    case .enter:
      let effect = screen.submit(environment.signInRequest)
      state.navigation[id] = .signIn(screen)
      return effect.map { .screen(id, .signIn($0)) }
    default:
      _ = screen.token.handle(key)
      state.navigation[id] = .signIn(screen)
      return .none
    }
  }
}
