import AppCore
import Destinations
import ErrorHandling
import FoundationEssentials
import IssueDomain
import Localization
import SharedWrites
import TerminalUI

/// The app as a `Program`: a pure reducer over `AppState` and a pure view. Its dependencies
/// (use cases, logger, language, clock, browser) sit in the environment, and their work runs
/// as effects.
public struct TriageProgram: Program, Sendable {
  public typealias State = AppState
  public typealias Action = AppAction

  public var environment: AppEnvironment
  /// The theme the first frame is drawn in; fixed for the program's life unless the terminal
  /// says its background colour (`backgroundThemes`). It speaks the environment's language.
  public let theme: Theme
  /// `auto`'s themes for a light and a dark background, once `followTerminalBackground` is
  /// called; `nil` when a theme was named, and the answer changes nothing.
  private(set) var backgroundThemes: BackgroundThemes?
  /// Where the app starts: signed in on Repositories, or on the sign-in screen.
  public var startsSignedIn: Bool
  /// A repository to open at start, stacked on Repositories so that Back works.
  public var initialRepository: RepositoryName?
  /// Rows and issues the views have laid out, so a frame lays out only what is new.
  var caches = ViewCaches()
  /// How long a footer message stays.
  public static let statusLifetime = Duration.seconds(4)

  /// The home screen's sections (the config file's, or the defaults).
  let sections: [(section: Section, query: SearchQuery?)]
  /// The tab the home screen opens on (`--section`).
  public var startSection: Int
  /// Why the config file's sections were not used: said in the footer until the first key.
  public var configurationProblem: String?
  /// The user's own keys (`keys:` in the config file), applied to every table.
  public var keyRemap = KeyRemap()
  /// `commands:`: the user's own keys that run a program on what is focused.
  public var customCommands: [CustomCommand] = []

  /// The theme is `auto`: a terminal's answer to the background colour question picks `light`
  /// or `dark` (already styled as `theme` is: glyphs, screen reader) from then on.
  public mutating func followTerminalBackground(light: Theme, dark: Theme) {
    backgroundThemes = BackgroundThemes(
      light: light.speaking(environment.language), dark: dark.speaking(environment.language))
  }

  /// The theme `state` is drawn in.
  func theme(for state: AppState) -> Theme { drawing(state).theme }

  /// The theme `state` is drawn in, with the caches of rows drawn in it.
  func drawing(_ state: AppState) -> (theme: Theme, caches: ViewCaches) {
    guard let themes = backgroundThemes, let isLight = state.terminalBackgroundIsLight else {
      return (theme, caches)
    }
    return isLight ? (themes.light, themes.lightCaches) : (themes.dark, themes.darkCaches)
  }

  public init(
    environment: AppEnvironment, theme: Theme = .standard, startsSignedIn: Bool = true,
    initialRepository: RepositoryName? = nil, sections: SectionsConfiguration = .defaults,
    startSection: Int = 0, configurationProblem: String? = nil
  ) {
    self.environment = environment
    self.theme = theme.speaking(environment.language)
    self.startsSignedIn = startsSignedIn
    self.initialRepository = initialRepository
    let checked = HomeSections(sections)
    self.sections = checked.sections
    self.startSection = checked.usesDefaults ? 0 : startSection
    self.configurationProblem = configurationProblem ?? checked.problem
  }

  /// The state before the first frame: the root screen (and the repository asked for), not
  /// loaded yet.
  public func initialState() -> AppState {
    var state = AppState(
      root: { id in
        startsSignedIn
          ? screen(for: .home, id: id)
          : AnyScreen(SignInScreen(id: id, host: environment.host))
      },
      language: environment.language, now: Date(timeIntervalSince1970: 0))
    if startsSignedIn, let initialRepository {
      state.navigation.push { id in screen(for: .issues(initialRepository), id: id) }
    }
    if let problem = configurationProblem {
      state.status = StatusMessage(text: problem, serial: 0, lastsUntilKey: true)
    } else if environment.isDemo, let reason = environment.demoReason?.message {
      state.status = StatusMessage(
        text: reason.text(in: environment.language), serial: 0, lastsUntilKey: true)
    }
    if theme.screenReader, let status = state.status { announce(status.text, &state) }
    return state
  }

  public func start(_ state: inout AppState) -> Effect<AppAction> {
    let top = state.top.id
    state.awaitingFirstLoad = Set(state.navigation.ids.filter { $0 != top })
    return .merge(readClock(), load(top, &state))
  }

  public func tickInterval(_ state: AppState) -> Duration? {
    state.top.screen.isBusy || state.writes.overlay?.isBusy == true
      || Self.featureWrites.contains(where: { $0.isBusy(state.featureWrites) })
      ? Spinner.interval : nil
  }

  public func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    let notices = state.notices.count
    let effect = announcing(action, &state) { reduceAction(&$0, action) }
    // A notice row coming or going changes the body's height as a resize does.
    guard state.notices.count != notices else { return effect }
    return .merge(effect, resizeScreens(&state))
  }

  private func reduceAction(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    switch action {
    case .input(.resize(let size)):
      state.size = size
      return resizeScreens(&state)
    case .input(let event):
      return handleInput(event, &state)
    case .tick:
      state.tick &+= 1
      return .none
    case .screen(let id, let event):
      if event.isResponse { state.demo.armedFault = nil }
      guard event.isResponse, state.automaticRetries[id] != nil else {
        let effect = handle(event, for: id, &state)
        return .merge(effect, networkAnswered(event.reachability, &state))
      }
      let limitsBefore = state.rateLimitsRaised
      let effect = handle(event, for: id, &state)
      // An answer that wasn't another rate limit ends the run: the next one starts afresh.
      if state.rateLimitsRaised == limitsBefore { state.automaticRetries[id] = nil }
      return .merge(effect, networkAnswered(event.reachability, &state))
    case .networkReturnCooled:
      return networkReturnCooled(&state)
    case .signedOut:
      return showStatus(Self.signedOutText.text(in: environment.language), &state)
    case .countdown:
      return countdownElapsed(&state)
    case .now(let date):
      state.now = date
      return .none
    case .browserOpened(let url, let opened):
      return browserOpened(url, opened: opened, &state)
    case .statusExpired(let serial):
      if state.status?.serial == serial, state.status?.lastsUntilKey == false { state.status = nil }
      return .none
    case .write(let event):
      return handleWrite(event, &state)
    case .featureWrite(let event):
      return handleFeatureWrite(event, &state)
    case .commandFinished(let report):
      return showStatus(report.text(in: environment.language), &state)
    }
  }

  /// Input goes to the topmost thing that takes it: the help, an alert, the `/` prompt, the
  /// top screen's key table, then (on a form) the top screen's fields.
  private func handleInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    if case .key(.ctrl("c")) = event { return .quit }
    if case .key(.ctrl("z")) = event { return .suspend }
    if case .key = event, state.status?.lastsUntilKey == true { state.status = nil }
    if state.isHelpShowing { return helpInput(event, &state) }
    if state.alerts.isShowing {
      // The footer under an alert still says "q quit", and no button answers to q: quitting
      // must never wait for the alert to be dealt with first.
      if case .key(.character("q")) = event { return .quit }
      return handleAlertInput(event, &state)
    }
    if state.goTo != nil { return goToInput(event, &state) }
    if state.writes.overlay != nil { return writeOverlayInput(event, &state) }
    if let route = overlayingWrites(state) { return featureOverlayInput(event, to: route, &state) }
    // The write banner's R and D, unless the screen is taking text (a query line, a form).
    if state.writes.pending.banner != nil, !state.top.screen.takesText, case .key(let key) = event,
      let action = Keymap.binding(for: key, in: keyRemap.applied(to: Keymap.writeBanner))?
        .action(as: WriteAction.self)
    {
      return performWrite(action, &state)
    }
    let top = state.top.screen
    switch event {
    case .key(let key):
      guard let binding = Keymap.binding(for: key, in: topBindings(state)) else {
        return top.takesText ? editTop(event, &state) : .none
      }
      return perform(binding.action, &state)
    case .mouse(let mouse):
      // The wheel scrolls wherever rows move: everywhere but forms.
      if top.takesText { return .none }
      return scrollTop(by: mouse.kind == .wheelUp ? -Keymap.wheelStep : Keymap.wheelStep, &state)
    case .paste:
      return top.takesText ? editTop(event, &state) : .none
    case .resize:
      return .none
    case .backgroundColor(let color):
      if backgroundThemes != nil {
        state.terminalBackgroundIsLight = BackgroundColor.isLight(color)
      }
      return .none
    }
  }

  func keymapContext(_ state: AppState) -> Keymap.Context {
    var keys = Keymap.Context(
      canGoBack: state.navigation.count > 1, isDemo: environment.isDemo,
      canWrite: environment.canWrite, values: state.featureWrites,
      canStepInList: state.originList != nil,
      checkoutClone: environment.ghExecutable == nil
        ? nil : environment.clone(of: state.top.screen.currentRepository))
    keys.writes = state.writes.pending
    keys.clones = (environment.localClone.map { [$0] } ?? []) + environment.mappedClones
    return keys
  }

  /// Routes a key's action to the feature that owns it: the app's own, the demo's and the
  /// writes' here, and anything else to the top screen.
  private func perform(_ action: any BindableAction, _ state: inout AppState) -> Effect<AppAction> {
    if let global = action as? GlobalAction { return performGlobal(global, &state) }
    if let demo = action as? DemoAction { return performDemo(demo, &state) }
    if let write = action as? WriteAction { return performWrite(write, &state) }
    if let command = action as? CustomCommandAction { return runCustomCommand(command, &state) }
    return performOnTop(action, &state)
  }

  private func performGlobal(_ action: GlobalAction, _ state: inout AppState) -> Effect<AppAction> {
    switch action {
    case .quit: return .quit
    case .suspend: return .suspend
    case .help:
      state.isHelpShowing = true
      state.helpOffset = 0
      return .none
    case .signOut:
      return confirmSignOut(&state)
    case .back:
      return pop(state.top.id, &state)
    case .nextInList:
      return stepInList(by: 1, &state)
    case .previousInList:
      return stepInList(by: -1, &state)
    case .goTo:
      state.goTo = GoToPrompt()
      return .none
    }
  }

  func readClock() -> Effect<AppAction> {
    let now = environment.now
    return .run { context in context.send(.now(now())) }
  }

  func showStatus(
    _ text: String, _ state: inout AppState, lifetime: Duration = statusLifetime
  ) -> Effect<AppAction> {
    let serial = (state.status?.serial ?? 0) + 1
    state.status = StatusMessage(text: text, serial: serial, screen: state.top.id)
    return .run(id: EffectID("status")) { context in
      guard await context.sleep(for: lifetime) else { return }
      context.send(.statusExpired(serial: serial))
    }
  }

  func bodyHeight(_ state: AppState) -> Int {
    layout(state).body.height
  }
}
