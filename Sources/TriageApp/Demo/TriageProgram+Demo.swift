import AppCore
import IssueDomain
import TerminalUI

/// The demo's switches: the keys flip the backend's switches through an effect, and the
/// chrome's mirror of them.
extension TriageProgram {
  func performDemo(_ action: DemoAction, _ state: inout AppState) -> Effect<AppAction> {
    guard let switches = environment.demoSwitches else { return .none }
    switch action {
    case .cycleFault:
      let next = Self.fault(after: state.demo.armedFault)
      state.demo.armedFault = next
      return .run { _ in switches.armedFault = next }
    case .emptyNextLoad:
      return .run { _ in switches.emptyNext = true }
    case .toggleSlowPolling:
      state.demo.isPollingSlowed.toggle()
      let slowed = state.demo.isPollingSlowed
      return .merge(
        .run { _ in switches.isPollingSlowed = slowed },
        showStatus(theme.words(slowed ? .demoPollingSlowed : .demoPollingUsual), &state))
    case .toggleOffline:
      state.demo.isOffline.toggle()
      let offline = state.demo.isOffline
      return .merge(
        .run { _ in switches.isOffline = offline },
        showStatus(theme.words(offline ? .demoOffline : .demoOnline), &state))
    }
  }

  /// The fault after `fault` in the fixed cycle, which ends with none.
  private static func fault(after fault: DemoFault?) -> DemoFault? {
    let all = DemoFault.allCases
    guard let fault else { return all.first }
    return all.firstIndex(of: fault).flatMap { all.indices.contains($0 + 1) ? all[$0 + 1] : nil }
  }
}
