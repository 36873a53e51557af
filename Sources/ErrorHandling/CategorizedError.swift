/// An error that knows its `ErrorCategory`, so generic handlers never need to cast to
/// concrete error types (seed 002).
public protocol CategorizedError: Error {
  /// What the user can do about this error.
  var category: ErrorCategory { get }
}
