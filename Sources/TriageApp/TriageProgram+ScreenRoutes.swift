import AppCore
import TerminalUI

/// The screens of features that bring their own destination type: each has a route, found by
/// the type of the value a screen pushes. The app's own `Destination` is routed by
/// `screen(for:id:)`.
extension TriageProgram {
  /// Pushes the screen a feature's route makes of `value`: nil when no route takes it.
  func openFeatureScreen(_ value: FeatureValue, _ state: inout AppState) -> Effect<AppAction>? {
    let environment = environment
    guard let make = Self.screenRoutes.lazy.compactMap({ $0.screen(value, environment) }).first
    else { return nil }
    return push(&state, make)
  }
}
