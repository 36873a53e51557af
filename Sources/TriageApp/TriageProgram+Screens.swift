import ErrorHandling
import IssueDomain
import TerminalUI

/// Each screen's commands and results. Results for a screen that is gone are dropped here.
extension TriageProgram {
  func handle(
    _ event: ScreenEvent, for id: ScreenID, _ state: inout AppState
  ) -> Effect<AppAction> {
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
      let (failure, banner) = screen.handle(event)
      state.navigation[id] = .issue(screen)
      let more = scrollIssue(id, by: 0, &state)
      return .merge(
        banner.map { .screen(id, .issue($0)) }, more,
        failure.map { raise($0, from: id, &state) } ?? .none)
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
      let refreshed = command == .refresh ? readClock() : .none
      guard let opened else { return .merge(mapped, refreshed) }
      return .merge(mapped, openIssues(of: opened.name, &state))
    case .issues(var screen):
      switch command {
      case .cycleStateFilter: return refilter(id, &state) { $0.filter = $0.filter.next }
      case .togglePullRequests: return refilter(id, &state) { $0.showsPullRequests.toggle() }
      default: break
      }
      let (effect, opened) = performOnList(command, &screen.store, state)
      state.navigation[id] = .issues(screen)
      let mapped = effect.map { AppAction.screen(id, .issues($0)) }
      let refreshed = command == .refresh ? readClock() : .none
      guard let opened else { return .merge(mapped, refreshed) }
      return .merge(mapped, openIssue(opened.number, in: screen.repository, &state))
    case .issue(let screen):
      return performOnIssue(command, id, screen, &state)
    case .signIn:
      return .none
    }
  }

  /// List commands shared by every list screen. Returns the item to open, if Enter chose one.
  private func performOnList<Item, Failure>(
    _ command: Command, _ store: inout PagingListStore<Item, PageCursor, Failure>,
    _ state: AppState
  ) -> (Effect<PagingListStore<Item, PageCursor, Failure>.Event>, opened: Item?) {
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
    _ command: Command, _ id: ScreenID, _ screen: IssueScreen, _ state: inout AppState
  ) -> Effect<AppAction> {
    let page = max(1, bodyHeight(state) - 1)
    switch command {
    case .moveUp: return scrollIssue(id, by: -1, &state)
    case .moveDown: return scrollIssue(id, by: 1, &state)
    case .pageUp: return scrollIssue(id, by: -page, &state)
    case .pageDown: return scrollIssue(id, by: page, &state)
    case .top: return scrollIssue(id, by: Int.min / 2, &state)
    case .bottom: return scrollIssue(id, by: Int.max / 2, &state)
    case .scroll(let rows): return scrollIssue(id, by: rows, &state)
    case .refresh: return .merge(load(id, &state), readClock())
    case .openInBrowser:
      return openInBrowser(screen.state.value?.url, &state)
    case .copyURL:
      return copyURL(screen.state.value?.url, &state)
    default: return .none
    }
  }

  /// Scrolls the issue screen, and asks for more comments when the end comes into view. A
  /// reader at the very end stays there, so the "Loading comments…" line that appears is seen.
  @discardableResult
  func scrollIssue(_ id: ScreenID, by delta: Int, _ state: inout AppState) -> Effect<AppAction> {
    guard case .issue(var screen) = state.navigation[id] else { return .none }
    let layout = AppLayout(size: state.size)
    func contentHeight() -> Int {
      IssueDetailView.lineCount(
        for: screen, width: layout.body.width, now: state.now, theme: theme,
        describe: environment.describe, cache: issueLayouts)
    }
    let content = contentHeight()
    screen.scroll(by: delta, contentHeight: content, viewportHeight: layout.body.height)
    var effect = Effect<AppAction>.none
    if screen.scrollOffset + layout.body.height >= content - 3 {
      let atEnd = screen.scrollOffset + layout.body.height >= content
      effect = screen.loadMoreComments(
        environment.comments(in: screen.repository, number: screen.number)
      ).map { .screen(id, .issue($0)) }
      if atEnd, !effect.isNone {
        screen.scroll(
          by: Int.max / 2, contentHeight: contentHeight(), viewportHeight: layout.body.height)
      }
    }
    state.navigation[id] = .issue(screen)
    return effect
  }

  /// Sign-in input: Tab switches fields, Enter submits, other keys and pastes edit the focused
  /// field.
  func signInInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    let id = state.top.id
    guard case .signIn(var screen) = state.top.screen else { return .none }
    switch event {
    case .key(.enter):
      let effect = screen.submit(environment.signInRequest)
      state.navigation[id] = .signIn(screen)
      return effect.map { .screen(id, .signIn($0)) }
    case .key(.tab), .key(.backTab):
      screen.focus = screen.focus == .token ? .host : .token
    case .key(let key):
      screen.edit(key)
    case .paste(let text):
      screen.paste(text)
    case .resize, .mouse:
      return .none
    }
    state.navigation[id] = .signIn(screen)
    return .none
  }

  /// The `/` prompt: Enter opens the repository typed (or raises a validation alert), Esc
  /// closes it, other keys edit.
  func goToInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    guard var prompt = state.goTo else { return .none }
    if case .paste(let text) = event {
      prompt.field.paste(text)
      state.goTo = prompt
      return .none
    }
    guard case .key(let key) = event else { return .none }
    switch key {
    case .escape:
      state.goTo = nil
      return .none
    case .enter:
      switch environment.repositoryName(prompt.field.text) {
      case .success(let name):
        state.goTo = nil
        return openIssues(of: name, &state)
      case .failure(let error):
        return raise(error, from: state.top.id, &state)
      }
    default:
      _ = prompt.field.handle(key)
      state.goTo = prompt
      return .none
    }
  }
}
