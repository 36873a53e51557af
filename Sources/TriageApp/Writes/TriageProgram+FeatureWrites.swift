import AppCore
import SharedWrites
import TerminalUI

/// The features that own their writes: each one's requests and events are routed to it by
/// type, over the state the app keeps for it among the context's values.
extension TriageProgram {
  func featureWritesContext(_ state: AppState, size: Size? = nil) -> FeatureWritesContext {
    FeatureWritesContext(
      size: size ?? state.size, tick: state.tick, theme: theme(for: state), keyRemap: keyRemap)
  }

  /// Carries out `value` if a feature's writes take it: nil when none does.
  func performFeatureWrite(_ value: FeatureValue, _ state: inout AppState) -> Effect<AppAction>? {
    let context = featureWritesContext(state)
    for route in Self.featureWrites {
      if let update = route.perform(value, environment, &state.featureWrites, context) {
        return carryOutWrites(update, &state)
      }
    }
    return nil
  }

  func handleFeatureWrite(_ event: FeatureWritesEvent, _ state: inout AppState) -> Effect<AppAction>
  {
    let context = featureWritesContext(state)
    for route in Self.featureWrites {
      if let update = route.handle(event, environment, &state.featureWrites, context) {
        return carryOutWrites(update, &state)
      }
    }
    return .none
  }

  /// The feature whose writes have something open over the top screen, if one has.
  func overlayingWrites(_ state: AppState) -> FeatureWritesRoute? {
    Self.featureWrites.first { $0.isOverlaid(state.featureWrites) }
  }

  /// A key or a paste for what a feature's writes have open, in the keys it answers to.
  func featureOverlayInput(
    _ event: InputEvent, to route: FeatureWritesRoute, _ state: inout AppState
  ) -> Effect<AppAction> {
    guard let event = PickerKeys(remap: keyRemap).translated(event) else { return .none }
    let context = featureWritesContext(state)
    return carryOutWrites(route.input(event, environment, &state.featureWrites, context), &state)
  }

  private func carryOutWrites(
    _ update: FeatureWritesUpdate<FeatureWritesEvent>, _ state: inout AppState
  ) -> Effect<AppAction> {
    let effect = update.effect.map { AppAction.featureWrite($0) }
    return .merge(
      [effect]
        + update.requests.map { request in
          switch request {
          case .screen(let request): carryOut(request, from: state.top.id, &state)
          case .raise(let error, let first): raise(error, from: state.top.id, first: first, &state)
          }
        })
  }
}
