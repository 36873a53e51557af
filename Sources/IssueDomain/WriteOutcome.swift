/// How a write that reached its end turned out: sent now, or found already made by an earlier
/// attempt whose answer was lost. Either way the server holds the change exactly once.
public enum WriteOutcome<Value: Sendable>: Sendable {
  /// This attempt made the change; the value is the server's answer.
  case sent(Value)
  /// An earlier attempt had made it (its answer was lost to a timeout or a reset); nothing was
  /// sent again. The value is what the server holds.
  case alreadyApplied(Value)

  /// The server's value, however it came.
  public var value: Value {
    switch self {
    case .sent(let value), .alreadyApplied(let value): value
    }
  }
}

extension WriteOutcome: Equatable where Value: Equatable {}

extension IssueUseCaseError {
  /// Whether a write that failed this way may nevertheless have been made: the request may
  /// have reached the server and only its answer was lost (a timeout, a reset, a 5xx, an
  /// answer that didn't decode, a cancellation mid-flight). A re-send must look first. Every
  /// other failure is a refusal or a request that never left (offline), so nothing changed.
  public var mayHaveBeenApplied: Bool {
    switch self {
    case .connectivity(.timedOut), .connectivity(.unreachable), .server, .malformedResponse,
      .cancelled, .unknown:
      true
    case .connectivity(.offline), .sessionExpired, .invalidCredentials, .notPermitted,
      .rateLimited, .notFound, .gone, .conflict, .invalidInput:
      false
    }
  }

  /// Whether a re-send after this failure must look for the change first: when it may have
  /// been made, and after a rate limit, whose wait may have been long enough for the change
  /// to be made another way (a re-sent draft from an earlier run, say). A read costs little;
  /// a second comment can't be taken back.
  public var looksBeforeResending: Bool {
    if case .rateLimited = self { return true }
    return mayHaveBeenApplied
  }
}
