import AppCore

extension NewsReceivingScreen {
  /// News of a write that changes what the screen shows.
  public mutating func receive(_ news: WriteNews) { receive(FeatureValue(news)) }
}

extension AnyScreen {
  /// News of a write that changes what the screen shows.
  public mutating func receive(_ news: WriteNews) { receive(FeatureValue(news)) }
}
