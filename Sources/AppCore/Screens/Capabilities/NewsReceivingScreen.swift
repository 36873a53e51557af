/// A screen whose content news can change (a comment the server now has).
public protocol NewsReceivingScreen: Screen {
  /// News of a feature's own type: a screen looks for the news it knows (`news.as(_:)`) and
  /// passes the rest to the screens it holds.
  mutating func receive(_ news: FeatureValue)
}

extension NewsReceivingScreen {
  public mutating func erasedReceive(_ news: FeatureValue) { receive(news) }
}
