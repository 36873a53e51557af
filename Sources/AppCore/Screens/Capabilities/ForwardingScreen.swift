/// A screen whose key table offers actions of other types that it passes on: a container to
/// the child it shows, a form to its completion list.
public protocol ForwardingScreen: Screen {
  /// An action of another type from its key table that no one above it carries out.
  mutating func forward(_ action: any BindableAction, _ context: ScreenContext)
    -> ScreenUpdate<Event>
}

extension ForwardingScreen {
  public mutating func erasedForward(
    _ action: any BindableAction, _ context: ScreenContext
  ) -> ScreenUpdate<any ScreenEvent> {
    forward(action, context).erased
  }
}
