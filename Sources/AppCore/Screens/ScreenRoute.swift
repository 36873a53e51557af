import TerminalUI

/// Where a feature's own destination type leads: the screen a value of it opens. Destinations
/// are a type features register into: a feature that has a screen of its own declares the
/// value its screens push (`ScreenRequest.push(FeatureValue(...))`) and one route for it, and
/// the app's router finds the route by the value's type, knowing none of its cases.
public struct ScreenRoute: Sendable {
  /// Makes the screen for a value, given the identity the stack gives it.
  public typealias Make = (ScreenID) -> AnyScreen

  /// How to make `value`'s screen, or nil when `value` isn't of this route's type.
  public let screen: @Sendable (FeatureValue, AppEnvironment) -> Make?

  public init<Place: Equatable & Sendable>(
    _ type: Place.Type,
    _ make: @escaping @Sendable (Place, ScreenID, AppEnvironment) -> AnyScreen
  ) {
    screen = { value, environment in
      guard let place = value.as(Place.self) else { return nil }
      return { id in make(place, id, environment) }
    }
  }
}
