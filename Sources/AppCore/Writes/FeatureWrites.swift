import ErrorHandling
import TerminalUI

/// A feature's own writes: a reducer over the state the app keeps for the feature, run on the
/// requests its screens ask for (`ScreenRequest.ask` with a `Request`) and on its effects'
/// events. The app keeps one `State` per feature among the context's values, so every screen
/// and key table reads it (`ScreenContext.values`), and it routes requests and events by their
/// types: it knows none of a feature's cases.
public protocol FeatureWrites: Sendable {
  /// What the feature's screens draw through: the writes in flight and made.
  associatedtype State: ContextValue
  /// What a screen asks for.
  associatedtype Request: Equatable & Sendable
  /// What the feature's effects send back.
  associatedtype Event: Sendable

  init(environment: AppEnvironment)

  /// The request `value` holds, if the feature takes it: by default, a value of `Request`.
  static func request(from value: FeatureValue) -> Request?

  /// One request from a screen.
  func perform(
    _ request: Request, _ state: inout State, _ context: FeatureWritesContext
  ) -> FeatureWritesUpdate<Event>

  /// One event from the feature's own effects.
  func handle(
    _ event: Event, _ state: inout State, _ context: FeatureWritesContext
  ) -> FeatureWritesUpdate<Event>
}

extension FeatureWrites {
  @inlinable
  public static func request(from value: FeatureValue) -> Request? { value.as(Request.self) }
}

/// Writes that open something over the top screen while they ask (a choice, a picker), which
/// takes every key until it closes and is drawn over everything but the help and the alerts.
public protocol OverlayingFeatureWrites: FeatureWrites {
  /// Whether something is open over the top screen.
  static func isOverlaid(_ state: State) -> Bool

  /// Whether what is open is loading: its spinner needs ticks.
  static func isBusy(_ state: State) -> Bool

  /// A key or a paste for what is open, in the keys it answers to (the app has translated the
  /// user's remapped picker keys already).
  func input(
    _ event: InputEvent, _ state: inout State, _ context: FeatureWritesContext
  ) -> FeatureWritesUpdate<Event>

  /// Draws what is open over the whole screen.
  static func draw(_ state: State, canvas: inout Canvas, _ context: FeatureWritesContext)
}
