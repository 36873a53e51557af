import AppCore
import TerminalUI

/// One feature's writes, erased so the app can route to it by type: a request or an event of
/// the feature's own types runs its reducer over the state the app keeps for it, in the
/// context's values; any other value isn't its.
struct FeatureWritesRoute: Sendable {
  /// One step of a feature's writes, its events carried as `FeatureWritesEvent`s.
  typealias Step =
    @Sendable (FeatureValue, AppEnvironment, inout ContextValues) ->
    FeatureWritesUpdate<FeatureWritesEvent>?

  let perform: Step
  let handle:
    @Sendable (FeatureWritesEvent, AppEnvironment, inout ContextValues) ->
      FeatureWritesUpdate<FeatureWritesEvent>?

  init<Writes: FeatureWrites>(_ type: Writes.Type) {
    perform = { value, environment, values in
      guard let request = value.as(Writes.Request.self) else { return nil }
      return Self.run(values: &values) { state in
        Writes(environment: environment).perform(request, &state)
      }
    }
    handle = { event, environment, values in
      guard let event = event.base as? Writes.Event else { return nil }
      return Self.run(values: &values) { state in
        Writes(environment: environment).handle(event, &state)
      }
    }
  }

  private static func run<State: ContextValue, Event: Sendable>(
    values: inout ContextValues,
    _ step: (inout State) -> FeatureWritesUpdate<Event>
  ) -> FeatureWritesUpdate<FeatureWritesEvent> {
    var state = values[State.self]
    let update = step(&state)
    values[State.self] = state
    return FeatureWritesUpdate(update.effect.map { FeatureWritesEvent($0) }, update.requests)
  }
}

/// An event of a feature's writes, carried through `AppAction` to the feature that sent it.
public struct FeatureWritesEvent: Sendable {
  let base: any Sendable

  init(_ base: any Sendable) {
    self.base = base
  }
}
