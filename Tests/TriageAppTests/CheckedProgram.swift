import SystemSupport
import TerminalUI

@testable import AppCore
@testable import TriageApp

/// The app, with its promises checked after every reduce and every view, wherever the runtime
/// calls them: the runtime property test runs the real runtime, so this is where it can look.
final class CheckedProgram: Program, Sendable {
  private struct Record {
    var running: Set<EffectID> = []
    var violations: [String] = []
    var landmarks: Set<String> = []
    var lastActions: [String] = []
  }

  let base: TriageProgram
  private let record = Locked(Record())

  init(_ base: TriageProgram) {
    self.base = base
  }

  /// What broke, each with the actions that led to it.
  var violations: [String] { record.withLock { $0.violations } }
  /// Where the app has been, so a test can prove its generator reaches the interesting places.
  var landmarks: Set<String> { record.withLock { $0.landmarks } }

  func start(_ state: inout AppState) -> Effect<AppAction> {
    let effect = base.start(&state)
    record.withLock { $0.running = effect.stillRunning(from: $0.running) }
    return effect
  }

  func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    let before = state
    // Unchecked here: the program's own step, which the runtime calls; the checks are the
    // promises below.
    let effect = base.reduce(&state, action)
    let after = state
    record.withLock { record in
      record.running = effect.stillRunning(from: record.running)
      record.lastActions = Array(
        (record.lastActions + [AppPropertyTests.describe(action)]).suffix(8))
      record.landmarks.formUnion(AppPropertyTests.landmarks(after))
      let found = AppPropertyTests.violations(
        before: before, after: after, action: action, running: record.running)
      if !found.isEmpty {
        record.violations.append(
          "\(found.joined(separator: "; ")) after \(record.lastActions.joined(separator: ", "))")
      }
    }
    return effect
  }

  func view(_ state: AppState, in size: Size) -> Canvas {
    let canvas = base.view(state, in: size)
    if canvas.size != size {
      record.withLock { $0.violations.append("the view drew \(canvas.size) for \(size)") }
    }
    // The row cache is a memo: a program that has drawn nothing before must draw the same.
    var uncached = base
    uncached.caches = ViewCaches()
    if uncached.view(state, in: size) != canvas {
      record.withLock { $0.violations.append("the row cache changed the view at \(size)") }
    }
    return canvas
  }

  func tickInterval(_ state: AppState) -> Duration? {
    base.tickInterval(state)
  }
}
