import AppCore

extension ScreenRequest {
  /// A write, for the writes feature.
  public static func write(_ request: WriteRequest) -> ScreenRequest {
    .ask(FeatureValue(request))
  }

  /// What the server now holds, for every screen open to show.
  public static func news(_ news: WriteNews) -> ScreenRequest {
    .tell(FeatureValue(news))
  }
}
