/// One link of the responder chain (seed 002): a screen, a container or the app.
///
/// A screen implements it only for the errors it wants to show differently and passes the
/// rest, so the general policy lives in one place and overrides stay small.
public protocol ErrorResponder: Sendable {
  /// Decide how to show `error`, or pass it up with `.passed`.
  func handle(_ error: AppError, context: ErrorContext) -> ErrorOutcome
}
