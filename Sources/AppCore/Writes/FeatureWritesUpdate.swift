import ErrorHandling
import TerminalUI

/// One step of a feature's writes: its effect, and what it asks of the app, which owns the
/// footer, the alerts and the stack.
public struct FeatureWritesUpdate<Event: Sendable>: Sendable {
  public var effect: Effect<Event>
  public var requests: [FeatureWritesRequest]

  @inlinable
  public init(_ effect: Effect<Event> = .none, _ requests: [FeatureWritesRequest] = []) {
    self.effect = effect
    self.requests = requests
  }

  @inlinable
  public static var none: Self { Self() }
}

/// What a feature's writes ask of the app.
public enum FeatureWritesRequest: Sendable {
  /// What a screen may ask (a line in the footer, news for every screen), as if the top
  /// screen had asked it.
  case screen(ScreenRequest)
  /// A write failed: `error` through the responder chain of the top screen, with the write's
  /// own link first (it knows what was undone).
  case raise(AppError, first: any ErrorResponder)
}
