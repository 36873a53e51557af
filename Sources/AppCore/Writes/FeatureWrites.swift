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

  /// One request from a screen.
  func perform(_ request: Request, _ state: inout State) -> FeatureWritesUpdate<Event>

  /// One event from the feature's own effects.
  func handle(_ event: Event, _ state: inout State) -> FeatureWritesUpdate<Event>
}
