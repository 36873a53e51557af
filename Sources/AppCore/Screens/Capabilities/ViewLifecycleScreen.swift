/// A screen that does something when it is on view again or its body changes size (a list
/// that refetches what the new height shows).
public protocol ViewLifecycleScreen: Screen {
  /// The screen is on view again: what closed over it is gone, or its tab was chosen.
  mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// The body changed size.
  mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event>
}

extension ViewLifecycleScreen {
  public mutating func appeared(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }
  public mutating func resize(_ context: ScreenContext) -> ScreenUpdate<Event> { .none }

  public mutating func erasedAppeared(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    appeared(context).erased
  }
  public mutating func erasedResize(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    resize(context).erased
  }
}
