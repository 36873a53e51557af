import AppCore
import TerminalUI

/// When a request gets an answer after one found the network down, the screen on view is asked
/// again if what it shows is what the failure left (kept rows under the offline banner, say):
/// nobody has to press `r` once the train leaves the tunnel. At most once per
/// `NetworkReturn.cooldown` on the injected clock, so a network that comes and goes can't make
/// a storm of requests; a return during the wait is owed and paid when it ends.
extension TriageProgram {
  func networkAnswered(_ reachability: Reachability?, _ state: inout AppState) -> Effect<AppAction>
  {
    switch reachability {
    case .unreachable?:
      state.network.isOffline = true
      return .none
    case .reached?:
      guard state.network.isOffline else { return .none }
      state.network.isOffline = false
      return revalidateOnView(&state)
    case nil:
      return .none
    }
  }

  /// A screen came back on view (what was above it closed, its tab was chosen): if it still
  /// shows what a network failure left and the network has been found working since, it is
  /// asked again, within the same bound.
  func revalidateIfLeftBehind(_ state: inout AppState) -> Effect<AppAction> {
    guard !state.network.isOffline, state.top.screen.isLeftByNetworkFailure else { return .none }
    return revalidateOnView(&state)
  }

  func networkReturnCooled(_ state: inout AppState) -> Effect<AppAction> {
    state.network.isCoolingDown = false
    guard state.network.isOwed else { return .none }
    state.network.isOwed = false
    return state.network.isOffline ? .none : revalidateOnView(&state)
  }

  private func revalidateOnView(_ state: inout AppState) -> Effect<AppAction> {
    guard state.top.screen.isLeftByNetworkFailure else { return .none }
    guard !state.network.isCoolingDown else {
      state.network.isOwed = true
      return .none
    }
    state.network.isCoolingDown = true
    let cooled = Effect<AppAction>.run(id: Self.networkReturnID) { context in
      guard await context.sleep(for: NetworkReturn.cooldown) else { return }
      context.send(.networkReturnCooled)
    }
    return .merge(retry(state.top.id, &state), readClock(), cooled)
  }

  static let networkReturnID = EffectID("networkReturn")
}
