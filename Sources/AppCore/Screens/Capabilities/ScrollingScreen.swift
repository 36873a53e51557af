/// A screen that the mouse wheel moves.
public protocol ScrollingScreen: Screen {
  /// The mouse wheel: `rows` down (negative: up).
  mutating func scroll(by rows: Int, _ context: ScreenContext) -> ScreenUpdate<Event>
}

extension ScrollingScreen {
  public mutating func erasedScroll(
    by rows: Int, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    scroll(by: rows, context).erased
  }
}
