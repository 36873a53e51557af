import AppCore
import InboxFeature
import TerminalUI

/// The features that own their writes: each one's requests and events are routed to it by
/// type, over the state the app keeps for it among the context's values.
extension TriageProgram {
  static let featureWrites = [FeatureWritesRoute(InboxWrites.self)]

  /// Carries out `value` if a feature's writes take it: nil when none does.
  func performFeatureWrite(_ value: FeatureValue, _ state: inout AppState) -> Effect<AppAction>? {
    for route in Self.featureWrites {
      if let update = route.perform(value, environment, &state.featureWrites) {
        return carryOutWrites(update, &state)
      }
    }
    return nil
  }

  func handleFeatureWrite(_ event: FeatureWritesEvent, _ state: inout AppState) -> Effect<AppAction>
  {
    for route in Self.featureWrites {
      if let update = route.handle(event, environment, &state.featureWrites) {
        return carryOutWrites(update, &state)
      }
    }
    return .none
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
