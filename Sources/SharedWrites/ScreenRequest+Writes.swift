import AppCore

extension ScreenRequest {
  /// A write, for the writes feature.
  public static func write(_ request: WriteRequest) -> ScreenRequest {
    .ask(FeatureValue(request))
  }

  /// A write that waits for the alert's Confirm.
  public static func confirm(_ confirmation: WriteConfirmation) -> ScreenRequest {
    .ask(FeatureValue(confirmation))
  }

  /// What the server now holds, for every screen open to show.
  public static func news(_ news: WriteNews) -> ScreenRequest {
    .tell(FeatureValue(news))
  }
}
