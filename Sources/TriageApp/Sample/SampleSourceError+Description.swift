import TerminalUI

extension SampleSourceError {
  /// What the panes say. The error system replaces this with the app's error messages.
  public var failureDescription: FailureDescription {
    switch self {
    case .unavailable:
      return FailureDescription(message: "Could not load issues.", isRetryable: true)
    case .cancelled:
      return FailureDescription(message: "Cancelled.", isRetryable: true)
    }
  }
}
