import AppCore

extension ScreenRequest {
  /// Push the screen for `destination` and start its load.
  public static func open(_ destination: Destination) -> ScreenRequest {
    .push(FeatureValue(destination))
  }

  /// The screen that asks is the wrong page for its item: `destination` takes its place.
  public static func replace(_ destination: Destination) -> ScreenRequest {
    .takePlace(FeatureValue(destination))
  }
}
