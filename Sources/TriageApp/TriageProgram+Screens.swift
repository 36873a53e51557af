import AppCore
import ComposerFeature
import Destinations
import ErrorHandling
import InboxFeature
import IssueDomain
import IssueFeature
import IssueListFeature
import Localization
import PullRequestFeature
import SharedWrites
import TerminalUI

/// Routing to screens: the app finds a screen by its identity, lets it reduce, and carries out
/// what it asks for. Results for a screen that is gone are dropped here.
extension TriageProgram {
  /// What screens work with, for `state`.
  func context(_ state: AppState) -> ScreenContext {
    let (theme, caches) = drawing(state)
    return ScreenContext(
      environment: environment, theme: theme, body: layout(state).body,
      now: state.now, tick: state.tick, keys: keymapContext(state), caches: caches)
  }

  /// The layout of `state`'s screen, its notice rows taken from the body.
  func layout(_ state: AppState, size: Size? = nil) -> AppLayout {
    AppLayout(
      size: size ?? state.size, notices: state.notices.count, statusLine: theme.screenReader)
  }

  /// What screen `id` works with: visible only while it is on top.
  func context(for id: ScreenID, _ state: AppState) -> ScreenContext {
    var context = context(state)
    context.isVisible = id == state.top.id
    context.isNetworkKnownUp = !state.network.isOffline
    if id == state.top.id, state.top.screen.takesText {
      context.completions = { completionSources(state) }
    }
    return context
  }

  /// What completion can offer, from the top of the stack down: the screen a composer was
  /// opened over (the issue's people) before the list under it.
  func completionSources(_ state: AppState) -> CompletionSources {
    var sources = CompletionSources()
    for entry in state.navigation.entries.reversed() { entry.screen.offerCompletions(&sources) }
    return sources
  }

  /// Runs `body` on the screen `id`, if it is still there, and routes what it returns: its
  /// effect's results back to it, its requests to the app.
  func route(
    _ id: ScreenID, _ state: inout AppState,
    _ body: (inout AnyScreen, ScreenContext) -> ScreenUpdate<any ScreenEvent>
  ) -> Effect<AppAction> {
    guard state.navigation.contains(id) else { return .none }
    let context = context(for: id, state)
    guard let update = state.navigation.modify(id, { body(&$0, context) }) else { return .none }
    let effect = update.effect.map { AppAction.screen(id, $0) }
    return .merge([effect] + update.requests.map { carryOut($0, from: id, &state) })
  }

  /// A screen refreshes: the time for ages is read again, and what it loads is the server's
  /// value, whatever a write once answered (`PendingWrites.refreshed`). The time that judges
  /// the answers' dates is the environment's, read here as a comment's attempt time is.
  private func refreshing(_ state: inout AppState) -> Effect<AppAction> {
    state.writes.pending.refreshed(now: environment.now())
    return readClock()
  }

  /// Does what a screen asked.
  func carryOut(
    _ request: ScreenRequest, from id: ScreenID, _ state: inout AppState
  ) -> Effect<AppAction> {
    switch request {
    case .push(let value):
      if let destination = value.as(Destination.self) { return open(destination, from: id, &state) }
      return openFeatureScreen(value, &state) ?? unrouted(value)
    case .raise(let error): return raise(error, from: id, &state)
    case .openInBrowser(let url): return openInBrowser(url, &state)
    case .copyURL(let url): return copyURL(url, &state)
    case .signedIn: return signedIn(&state)
    case .readClock: return refreshing(&state)
    case .close: return pop(id, &state)
    case .takePlace(let value):
      guard let destination = value.as(Destination.self) else { return unrouted(value) }
      return replace(id, with: destination, &state)
    case .ask(let value):
      if let write = value.as(WriteRequest.self) { return performWrite(write, &state) }
      if let confirmation = value.as(WriteConfirmation.self) {
        return confirm(confirmation, from: id, &state)
      }
      return performFeatureWrite(value, &state) ?? unrouted(value)
    case .status(let text): return showStatus(text.text(in: environment.language), &state)
    case .tell(let news): return tell(news, &state)
    }
  }

  /// A request of a type no feature of the app carries out: a screen and the router disagree,
  /// which only a change to the code can cause, so it is dropped rather than guessed at.
  private func unrouted(_ value: FeatureValue) -> Effect<AppAction> {
    assertionFailure("no feature carries out \(type(of: value.base))")
    return .none
  }

  /// Every screen on the stack learns `news`.
  /// News for every screen, then what it asks each to do now (a run on view looks again).
  func tell(_ news: FeatureValue, _ state: inout AppState) -> Effect<AppAction> {
    for id in state.navigation.ids { state.navigation.modify(id) { $0.receive(news) } }
    return .merge(
      state.navigation.ids.map { id in
        route(id, &state) { screen, context in screen.respond(to: news, context) }
      })
  }

  /// `destination` in the place of screen `id`, if that is on top and not itself a
  /// replacement: the page below stays, and so does the list `J` and `K` step through.
  private func replace(
    _ id: ScreenID, with destination: Destination, _ state: inout AppState
  ) -> Effect<AppAction> {
    guard state.top.id == id, state.navigation.count > 1, !state.replacements.contains(id) else {
      return .none
    }
    let origin = state.listOrigins[id]
    let popped = pop(id, &state)
    let pushed = push(&state) { screen(for: destination, id: $0) }
    state.replacements.insert(state.top.id)
    state.listOrigins[state.top.id] = origin
    return .merge(popped, pushed)
  }

  /// Pushes `destination`'s screen; an issue or a pull request opened from a list remembers
  /// the list, for `J` and `K`.
  private func open(
    _ destination: Destination, from id: ScreenID, _ state: inout AppState
  ) -> Effect<AppAction> {
    let effect = push(&state) { screen(for: destination, id: $0) }
    switch destination {
    case .issue, .pullRequest:
      if state.navigation[id]?.listPosition != nil { state.listOrigins[state.top.id] = id }
    default: break
    }
    return effect
  }

  /// The router: the screen each destination shows.
  func screen(for destination: Destination, id: ScreenID) -> AnyScreen {
    switch destination {
    case .home:
      home(id: id)
    case .repositories:
      AnyScreen(RepositoriesScreen(name: "\(id).repositories", environment: environment))
    case .issues(let repository):
      AnyScreen(
        IssueListScreen(
          title: .verbatim(repository.description), query: .openIssues(in: repository),
          name: "\(id).issues", environment: environment))
    case .search(let query):
      AnyScreen(
        IssueListScreen(
          title: .searchTitle, query: query, name: "\(id).issues", environment: environment,
          isSearchResults: true))
    case .issue(let repository, let number):
      AnyScreen(
        IssueScreen(repository: repository, number: number, id: id, opensPullRequestPage: true))
    case .pullRequest(let repository, let number):
      AnyScreen(PullRequestScreen(repository: repository, number: number, id: id))
    case .inbox(let filter): AnyScreen(InboxScreen(filter, name: "\(id)", environment: environment))
    case .composer(let repository, let number):
      AnyScreen(
        ComposerScreen(
          repository: repository, number: number, id: id,
          opensEditor: environment.editor.isNamedByUser))
    case .newIssue(let repository):
      AnyScreen(NewIssueScreen(repository: repository, id: id))
    case .newPullRequest(let repository):
      AnyScreen(NewPullRequestScreen(repository: repository, id: id))
    }
  }

  func handle(
    _ event: any ScreenEvent, for id: ScreenID, _ state: inout AppState
  ) -> Effect<AppAction> {
    route(id, &state) { screen, context in screen.handle(event, context) }
  }

  func performOnTop(_ action: any BindableAction, _ state: inout AppState) -> Effect<AppAction> {
    route(state.top.id, &state) { screen, context in screen.perform(action, context) }
  }

  /// The mouse wheel, on the top screen.
  func scrollTop(by rows: Int, _ state: inout AppState) -> Effect<AppAction> {
    route(state.top.id, &state) { screen, context in screen.scroll(by: rows, context) }
  }

  /// Input the top screen's key table doesn't bind, for a screen that takes text.
  func editTop(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    route(state.top.id, &state) { screen, context in screen.edit(event, context) }
  }

  /// Starts (or restarts) the screen's load: the first load, a reload.
  func load(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    route(id, &state) { screen, context in screen.load(context) }
  }

  /// The screen is on view again (what was above it closed): work it put off while hidden.
  func appeared(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    route(id, &state) { screen, context in screen.appeared(context) }
  }

  /// Retry from an alert or a countdown: what failed, again (a failed page retries the page).
  func retry(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    route(id, &state) { screen, context in screen.retry(context) }
  }

  /// Gives every screen the new body height. A list that is no longer full asks for its next
  /// page, as does an issue whose end came into view.
  func resizeScreens(_ state: inout AppState) -> Effect<AppAction> {
    .merge(
      state.navigation.ids.map { id in
        route(id, &state) { screen, context in screen.resize(context) }
      })
  }

  /// The `:` prompt: Enter goes where the text says (or raises a validation alert), Esc
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
      let target = GoToTarget.parse(
        prompt.field.text, current: state.top.screen.currentRepository,
        webHost: environment.linkPolicy.webHost, language: environment.language)
      switch target {
      case .success(.destination(let destination)):
        state.goTo = nil
        return push(&state) { screen(for: destination, id: $0) }
      case .success(.signOut):
        state.goTo = nil
        return confirmSignOut(&state)
      case .failure(let error):
        let labelled = error.labellingFields(AppEnvironment.fieldLabels, in: environment.language)
        return raise(labelled, from: state.top.id, &state)
      }
    default:
      _ = prompt.field.handle(key)
      state.goTo = prompt
      return .none
    }
  }
}
