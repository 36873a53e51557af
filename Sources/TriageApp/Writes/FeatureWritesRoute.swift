import AppCore
import TerminalUI

/// One feature's writes, erased so the app can route to it by type: a request or an event of
/// the feature's own types runs its reducer over the state the app keeps for it, in the
/// context's values; any other value isn't its.
struct FeatureWritesRoute: Sendable {
  typealias Update = FeatureWritesUpdate<FeatureWritesEvent>
  /// A step on a request or an event: nil when it isn't one of the feature's.
  typealias Step<Input> =
    @Sendable (Input, AppEnvironment, inout ContextValues, FeatureWritesContext) -> Update?

  let perform: Step<FeatureValue>
  let handle: Step<FeatureWritesEvent>
  /// Whether the feature has something open over the top screen, and whether it is loading.
  let isOverlaid: @Sendable (ContextValues) -> Bool
  let isBusy: @Sendable (ContextValues) -> Bool
  /// A key or a paste for what the feature has open.
  let input:
    @Sendable (InputEvent, AppEnvironment, inout ContextValues, FeatureWritesContext) -> Update
  /// Draws what the feature has open.
  let draw: @Sendable (ContextValues, inout Canvas, FeatureWritesContext) -> Void

  init<Writes: FeatureWrites>(_ type: Writes.Type) {
    self.init(
      perform: Self.performing(type), handle: Self.handling(type), isOverlaid: { _ in false },
      isBusy: { _ in false }, input: { _, _, _, _ in .none }, draw: { _, _, _ in })
  }

  init<Writes: OverlayingFeatureWrites>(_ type: Writes.Type) {
    self.init(
      perform: Self.performing(type), handle: Self.handling(type),
      isOverlaid: { values in Writes.isOverlaid(values[Writes.State.self]) },
      isBusy: { values in Writes.isBusy(values[Writes.State.self]) },
      input: { event, environment, values, context in
        Self.run(&values) { Writes(environment: environment).input(event, &$0, context) }
      },
      draw: { values, canvas, context in
        Writes.draw(values[Writes.State.self], canvas: &canvas, context)
      })
  }

  private init(
    perform: @escaping Step<FeatureValue>, handle: @escaping Step<FeatureWritesEvent>,
    isOverlaid: @escaping @Sendable (ContextValues) -> Bool,
    isBusy: @escaping @Sendable (ContextValues) -> Bool,
    input:
      @escaping @Sendable (
        InputEvent, AppEnvironment, inout ContextValues, FeatureWritesContext
      ) -> Update,
    draw: @escaping @Sendable (ContextValues, inout Canvas, FeatureWritesContext) -> Void
  ) {
    self.perform = perform
    self.handle = handle
    self.isOverlaid = isOverlaid
    self.isBusy = isBusy
    self.input = input
    self.draw = draw
  }

  private static func performing<Writes: FeatureWrites>(_: Writes.Type) -> Step<FeatureValue> {
    { value, environment, values, context in
      guard let request = Writes.request(from: value) else { return nil }
      return run(&values) { Writes(environment: environment).perform(request, &$0, context) }
    }
  }

  private static func handling<Writes: FeatureWrites>(_: Writes.Type) -> Step<FeatureWritesEvent> {
    { event, environment, values, context in
      guard let event = event.base as? Writes.Event else { return nil }
      return run(&values) { Writes(environment: environment).handle(event, &$0, context) }
    }
  }

  private static func run<State: ContextValue, Event: Sendable>(
    _ values: inout ContextValues, _ step: (inout State) -> FeatureWritesUpdate<Event>
  ) -> Update {
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
