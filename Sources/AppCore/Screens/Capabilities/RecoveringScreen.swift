import ErrorHandling

/// A screen that takes part in the error system beyond what any screen gets: it retries what
/// failed its own way, has a link of the responder chain or a place for an inline message, or
/// shows what the network's failure left.
public protocol RecoveringScreen: Screen {
  /// The screen's own link of the responder chain, if it overrides anything.
  var errorResponder: (any ErrorResponder)? { get }
  /// Whether what it shows is there because the network failed (rows a refresh couldn't
  /// replace, or the error pane of a first load): what the network's return asks again.
  var isLeftByNetworkFailure: Bool { get }
  /// Retry from an alert or a countdown: what failed, again.
  mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event>
  /// The chain chose to show `message` inline; returns whether the screen has a place for it.
  mutating func showInline(_ message: String) -> Bool
}

extension RecoveringScreen {
  public var errorResponder: (any ErrorResponder)? { nil }
  public var isLeftByNetworkFailure: Bool { false }
  public mutating func retry(_ context: ScreenContext) -> ScreenUpdate<Event> { load(context) }
  public mutating func showInline(_ message: String) -> Bool { false }

  public var erasedErrorResponder: (any ErrorResponder)? { errorResponder }
  public var erasedIsLeftByNetworkFailure: Bool { isLeftByNetworkFailure }
  public mutating func erasedRetry(_ context: ScreenContext) -> ScreenUpdate<any ScreenEvent> {
    retry(context).erased
  }
  public mutating func erasedShowInline(_ message: String) -> Bool { showInline(message) }
}
