extension AppError {
  /// Turns any error into an `AppError` for the outermost `catch`: an `AppError` stays as it is,
  /// Swift's `CancellationError` becomes `cancelled` (so it is never shown), anything else is
  /// kept whole in `unknown` for the log.
  public init(wrapping error: any Error) {
    if let appError = error as? AppError {
      self = appError
    } else if error is CancellationError {
      self = .cancelled
    } else {
      self = .unknown(error)
    }
  }
}
