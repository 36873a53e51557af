import ErrorHandling
import TerminalUI

/// Raising errors through the responder chain, and what alerts' buttons and countdowns do.
extension TriageProgram {
  static let countdownID = EffectID("alert.countdown")

  /// Shows `error` as the chain decides: the screen that raised it first, then the app's table.
  func raise(_ error: AppError, from id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    guard let screen = state.navigation[id] else { return .none }
    let context = ErrorContext(
      canGoBack: state.navigation.canPop(id), language: environment.language)
    let chain = ResponderChain(screen: screen.errorResponder)
    switch chain.display(for: error, context: context) {
    case .alert(let alert):
      let before = state.alerts.current
      state.alerts.enqueue(alert, from: id)
      return syncCountdown(since: before, &state)
    case .inline(let message):
      if case .signIn(var signIn) = screen {
        signIn.inlineMessage = message
        state.navigation[id] = .signIn(signIn)
      }
      return .none
    case .signOut(let message):
      return signOut(message: message, &state)
    case .banner, .none:
      // A paging list draws its own banner for a failed refresh; nothing else asks for one.
      return .none
    }
  }

  /// Keys while an alert is up: all go to the alert; an activated button acts for the screen
  /// that raised it.
  func handleAlertInput(_ event: InputEvent, _ state: inout AppState) -> Effect<AppAction> {
    guard case .key(let key) = event else { return .none }
    let before = state.alerts.current
    guard case .activated(let action)? = state.alerts.handle(key) else { return .none }
    var effect = Effect<AppAction>.none
    switch (action.kind, before?.origin) {
    case (.retry, let origin?): effect = retry(origin, &state)
    case (.navigateBack, let origin?): effect = pop(origin, &state)
    case (.confirm, _) where before?.alert == Self.signOutAlert(environment.language):
      effect = signOut(message: nil, &state)
    default: break
    }
    return .merge(effect, syncCountdown(since: before, &state))
  }

  /// Starts or stops the countdown when the alert on screen changed since `before`.
  func syncCountdown(since before: AlertDialog?, _ state: inout AppState) -> Effect<AppAction> {
    let now = state.alerts.current
    guard now?.alert != before?.alert || now?.origin != before?.origin else { return .none }
    return now?.remaining == nil ? .cancel(Self.countdownID) : countdownStep()
  }

  /// A second of the countdown passed: redraw it, or retry for the alert's screen at zero.
  func countdownElapsed(_ state: inout AppState) -> Effect<AppAction> {
    let before = state.alerts.current
    guard let finished = state.alerts.count(down: .seconds(1)) else {
      return state.alerts.current?.remaining == nil ? .none : countdownStep()
    }
    let retrying = finished.origin.map { retry($0, &state) } ?? .none
    return .merge(retrying, syncCountdown(since: before, &state))
  }

  private func countdownStep() -> Effect<AppAction> {
    .run(id: Self.countdownID) { context in
      guard await context.sleep(for: .seconds(1)) else { return }
      context.send(.countdown)
    }
  }
}
