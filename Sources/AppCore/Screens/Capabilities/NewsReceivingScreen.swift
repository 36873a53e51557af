/// A screen whose content news can change (a comment the server now has).
public protocol NewsReceivingScreen: Screen {
  /// News of a feature's own type: a screen looks for the news it knows (`news.as(_:)`) and
  /// passes the rest to the screens it holds.
  mutating func receive(_ news: FeatureValue)

  /// What the news, once received, asks the screen to do now: work it can't do without an
  /// effect (a run to look at again). By default nothing.
  mutating func respond(to news: FeatureValue, _ context: ScreenContext) -> ScreenUpdate<Event>
}

extension NewsReceivingScreen {
  public mutating func respond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<Event>
  { .none }

  public mutating func erasedReceive(_ news: FeatureValue) { receive(news) }

  public mutating func erasedRespond(to news: FeatureValue, _ context: ScreenContext)
    -> ScreenUpdate<any ScreenEvent>
  { respond(to: news, context).erased }
}
