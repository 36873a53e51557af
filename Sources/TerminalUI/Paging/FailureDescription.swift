/// How a pane shows a failure: the text, and whether "retry" is worth offering. The error
/// system supplies it; panes stay ignorant of error types.
public struct FailureDescription: Hashable, Sendable {
  public var message: String
  public var isRetryable: Bool

  public init(message: String, isRetryable: Bool) {
    self.message = message
    self.isRetryable = isRetryable
  }
}
