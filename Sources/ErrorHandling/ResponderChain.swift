/// Asks responders in order, screen → navigation container → app, and shows what the first one
/// that handles the error decides (seed 002).
///
/// Two guarantees hold whatever the responders do: `cancelled` is never displayed, and an
/// error nobody handles still gets `DefaultErrorPolicy`, so no error is ever lost.
public struct ResponderChain: Sendable {
  /// Innermost first.
  public let responders: [any ErrorResponder]

  /// A chain of `responders`, innermost (the screen) first.
  public init(_ responders: [any ErrorResponder]) {
    self.responders = responders
  }

  /// The usual three-level chain. Leave out a level that has no overrides.
  public init(
    screen: (any ErrorResponder)? = nil,
    container: (any ErrorResponder)? = nil,
    app: any ErrorResponder = DefaultErrorResponder()
  ) {
    self.init([screen, container, app].compactMap { $0 })
  }

  /// This chain with `responder` asked first, e.g. when a screen is pushed.
  public func prepending(_ responder: any ErrorResponder) -> ResponderChain {
    ResponderChain([responder] + responders)
  }

  /// What to show for `error`.
  public func display(for error: AppError, context: ErrorContext) -> ErrorDisplay {
    if case .cancelled = error { return .none }
    for responder in responders {
      if case .handled(let display) = responder.handle(error, context: context) {
        return display
      }
    }
    return DefaultErrorPolicy.display(
      for: error, canGoBack: context.canGoBack, language: context.language,
      automaticRetries: context.automaticRetries)
  }
}
