import ErrorHandling
import IssueDomain
import TerminalUI

/// The app as a `Program`: a pure reducer over `AppState` and a pure view. Its dependencies
/// (use cases, logger, language) sit in the environment, and their work runs as effects.
public struct TriageProgram: Program, Sendable {
  public typealias State = AppState
  public typealias Action = AppAction

  public var environment: AppEnvironment
  public var theme: Theme
  /// Where the app starts: signed in on Repositories, or on the sign-in screen.
  public var startsSignedIn: Bool

  public init(environment: AppEnvironment, theme: Theme = .standard, startsSignedIn: Bool = true) {
    self.environment = environment
    self.theme = theme
    self.startsSignedIn = startsSignedIn
  }

  /// The state before the first frame: the root screen, not loaded yet.
  public func initialState() -> AppState {
    AppState(
      root: { id in startsSignedIn ? repositoriesScreen(id) : .signIn(SignInScreen(id: id)) },
      language: environment.language)
  }

  public func start(_ state: inout AppState) -> Effect<AppAction> {
    load(state.navigation.root.id, &state)
  }

  public func tickInterval(_ state: AppState) -> Duration? {
    state.top.screen.isBusy ? Spinner.interval : nil
  }

  public func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    switch action {
    case .input(.resize(let size)):
      state.size = size
      resizeScreens(&state)
      return .none
    case .input(let event):
      if state.alerts.isShowing, !Self.passesAlerts(event) {
        return handleAlertInput(event, &state)
      }
      if case .signIn = state.top.screen, case .key(let key) = event {
        return signInKey(key, &state)
      }
      guard let command = Command(event) else { return .none }
      return perform(command, &state)
    case .tick:
      state.tick &+= 1
      return .none
    case .screen(let id, let event):
      if event.isResponse { state.armedFault = nil }
      return handle(event, for: id, &state)
    case .countdown:
      return countdownElapsed(&state)
    }
  }

  /// Ctrl-C and Ctrl-Z work whatever is on screen; every other key goes to the alert.
  private static func passesAlerts(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return key == .ctrl("c") || key == .ctrl("z")
  }

  private func perform(_ command: Command, _ state: inout AppState) -> Effect<AppAction> {
    switch command {
    case .quit: return .quit
    case .suspend: return .suspend
    case .cycleFault: return cycleFault(&state)
    case .emptyNextLoad:
      guard let switches = environment.demoSwitches else { return .none }
      return .run { _ in switches.emptyNext = true }
    case .signOut:
      return signOut(message: nil, &state)
    case .back:
      return pop(state.top.id, &state)
    default:
      return performOnTop(command, &state)
    }
  }

  /// `f` arms the next demo fault in a fixed cycle, ending with none.
  private func cycleFault(_ state: inout AppState) -> Effect<AppAction> {
    guard let switches = environment.demoSwitches else { return .none }
    let all = DemoFault.allCases
    let next: DemoFault? =
      switch state.armedFault {
      case nil: all.first
      case let fault?:
        all.firstIndex(of: fault).flatMap { all.indices.contains($0 + 1) ? all[$0 + 1] : nil }
      }
    state.armedFault = next
    return .run { _ in switches.armedFault = next }
  }

  func bodyHeight(_ state: AppState) -> Int {
    AppLayout(size: state.size).body.height
  }

  func resizeScreens(_ state: inout AppState) {
    let height = bodyHeight(state)
    for entry in state.navigation.entries {
      switch entry.screen {
      case .repositories(var store):
        store.resize(height: height)
        state.navigation[entry.id] = .repositories(store)
      case .issues(var screen):
        screen.store.resize(height: height)
        state.navigation[entry.id] = .issues(screen)
      case .issue:
        scrollIssue(entry.id, by: 0, &state)
      case .signIn:
        break
      }
    }
  }
}
