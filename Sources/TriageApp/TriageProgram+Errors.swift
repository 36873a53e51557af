import AppCore
import ErrorHandling
import SharedWrites
import TerminalUI

/// Raising errors through the responder chain, and what alerts' buttons and countdowns do.
extension TriageProgram {
  static let countdownID = EffectID("alert.countdown")

  /// Shows `error` as the chain decides: `first` (a write's own link) if given, then the screen
  /// that raised it, then the app's table.
  func raise(
    _ error: AppError, from id: ScreenID, first: (any ErrorResponder)? = nil,
    _ state: inout AppState
  ) -> Effect<AppAction> {
    guard let screen = state.navigation[id] else { return .none }
    if case .rateLimited = error { state.rateLimitsRaised &+= 1 }
    let context = ErrorContext(
      canGoBack: state.navigation.canPop(id), language: environment.language,
      automaticRetries: state.automaticRetries[id] ?? 0)
    let chain =
      first.map { ResponderChain(screen: $0, container: screen.errorResponder) }
      ?? ResponderChain(screen: screen.errorResponder)
    switch chain.display(for: error, context: context) {
    case .alert(let alert):
      // A new wait replaces the one the pane was counting: one retry, not two.
      if alert.countdown != nil { state.retryCountdowns[id] = nil }
      let before = state.alerts.current
      state.alerts.enqueue(alert, from: id)
      return syncCountdown(since: before, &state)
    case .inline(let message):
      var shown = screen
      if shown.showInline(message) { state.navigation[id] = shown }
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
    case (.retry, let origin?):
      // The user's own retry starts a new run of automatic ones.
      state.automaticRetries[origin] = nil
      effect = retry(origin, &state)
    case (.dismiss, let origin?) where before?.remaining != nil:
      // The wait goes on in the pane, and ends in the retry all the same.
      effect = keepCountingDown(origin, remaining: before?.remaining ?? .zero, &state)
    case (.navigateBack, let origin?): effect = pop(origin, &state)
    case (.confirm, _) where before?.alert == Self.signOutAlert(environment.language):
      effect = signOut(message: nil, &state)
    case (.confirm, _) where before?.alert == state.confirmation?.alert:
      if let request = state.confirmation?.request {
        effect = carryOut(.ask(request), from: before?.origin ?? state.top.id, &state)
      }
    default: break
    }
    if before?.alert == state.confirmation?.alert { state.confirmation = nil }
    return .merge(effect, syncCountdown(since: before, &state))
  }

  /// Asks before a write: the alert from the screen `id`, and the write its Confirm sends.
  func confirm(
    _ confirmation: WriteConfirmation, from id: ScreenID, _ state: inout AppState
  ) -> Effect<AppAction> {
    let before = state.alerts.current
    state.confirmation = confirmation
    state.alerts.enqueue(confirmation.alert, from: id)
    return syncCountdown(since: before, &state)
  }

  /// Starts or stops the countdown when the alert on screen changed since `before`. The ticks
  /// go on without a countdown alert while a pane still counts down.
  func syncCountdown(since before: AlertDialog?, _ state: inout AppState) -> Effect<AppAction> {
    let now = state.alerts.current
    guard now?.alert != before?.alert || now?.origin != before?.origin else { return .none }
    if now?.remaining != nil { return countdownStep() }
    return isCountingBeneath(state) ? .none : .cancel(Self.countdownID)
  }

  /// Whether a wait goes on without an alert: a screen's pane, or a write's rate limit.
  func isCountingBeneath(_ state: AppState) -> Bool {
    !state.retryCountdowns.isEmpty || state.writes.pending.isWaiting
  }

  /// A second of the countdown passed: redraw it, or retry for the alert's screen at zero; the
  /// same for every pane still counting down.
  func countdownElapsed(_ state: inout AppState) -> Effect<AppAction> {
    let panes = paneCountdownsElapsed(&state)
    let writes = runWrites(&state) { writes, state, _ in writes.countDown(&state) }
    let before = state.alerts.current
    guard let finished = state.alerts.count(down: .seconds(1)) else {
      let ticking = state.alerts.current?.remaining != nil || isCountingBeneath(state)
      return .merge(panes, writes, ticking ? countdownStep() : .none)
    }
    let retrying = finished.origin.map { retryAutomatically($0, &state) } ?? .none
    let next = syncCountdown(since: before, &state)
    let keepTicking =
      state.alerts.current?.remaining == nil && isCountingBeneath(state)
      ? countdownStep() : .none
    return .merge(panes, writes, retrying, next, keepTicking)
  }

  /// Moves a dismissed alert's countdown into the pane of `origin`: the retry still happens
  /// when it reaches zero, and only leaving the screen cancels it. The alert's ticking goes on
  /// (`syncCountdown` keeps it), so the pane continues from the same second.
  func keepCountingDown(
    _ origin: ScreenID, remaining: Duration, _ state: inout AppState
  ) -> Effect<AppAction> {
    guard state.navigation[origin] != nil else { return .none }
    guard remaining > .zero else {
      state.retryCountdowns[origin] = nil
      return retryAutomatically(origin, &state)
    }
    state.retryCountdowns[origin] = remaining
    return .none
  }

  /// A second of every pane countdown passed: the screens whose wait is over retry.
  private func paneCountdownsElapsed(_ state: inout AppState) -> Effect<AppAction> {
    var retries: [Effect<AppAction>] = []
    for (id, left) in state.retryCountdowns.sorted(by: { $0.key < $1.key }) {
      let next = max(.zero, left - .seconds(1))
      if next > .zero {
        state.retryCountdowns[id] = next
      } else {
        state.retryCountdowns[id] = nil
        retries.append(retryAutomatically(id, &state))
      }
    }
    return .merge(retries)
  }

  /// The retry a finished countdown makes, the only kind nobody asked for: it is counted, so
  /// that `AutomaticRetry` (through `raise`) can space the next and stop the run.
  func retryAutomatically(_ id: ScreenID, _ state: inout AppState) -> Effect<AppAction> {
    guard state.navigation[id] != nil else { return .none }
    state.automaticRetries[id, default: 0] += 1
    return retry(id, &state)
  }

  func countdownStep() -> Effect<AppAction> {
    .run(id: Self.countdownID) { context in
      guard await context.sleep(for: .seconds(1)) else { return }
      context.send(.countdown)
    }
  }
}
