import TerminalUI

@testable import TriageApp

/// Builders shared by the app's tests.
enum Fixtures {
  static let source = SampleIssueSource(latency: .milliseconds(600), count: 42)
  static let program = TriageProgram(source: source)

  /// A state as the runtime would leave it after the first resize and a finished load.
  static func loadedState(size: Size, issues: [SampleIssue]? = nil) -> AppState {
    var state = AppState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    _ = program.reduce(&state, .issuesLoaded(.success(issues ?? source.issues)))
    return state
  }

  static func loadingState(size: Size, tick: Int = 3) -> AppState {
    var state = AppState()
    _ = program.reduce(&state, .input(.resize(size)))
    _ = program.start(&state)
    state.tick = tick
    return state
  }
}

extension TriageProgram {
  /// Reduces a sequence of keys, returning the last effect.
  @discardableResult
  func press(_ keys: [Key], on state: inout AppState) -> Effect<AppAction> {
    var effect = Effect<AppAction>.none
    for key in keys { effect = reduce(&state, .input(.key(key))) }
    return effect
  }
}
