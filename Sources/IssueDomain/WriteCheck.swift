/// What a look at the server found of a write whose outcome wasn't known (its answer timed out,
/// or couldn't be read): made, or not made.
public enum WriteCheck<Value: Sendable>: Sendable {
  /// The server holds the change; the value is what it holds.
  case applied(Value)
  /// The server doesn't hold it; `current` is the value it holds instead, when the look read
  /// one (an issue), so the screen can show that.
  case notApplied(current: Value?)
}

extension WriteCheck: Equatable where Value: Equatable {}

extension IssueUseCaseError {
  /// Whether a re-send after this failure must look for the change first: when it may have
  /// been made, and after a rate limit, whose wait may have been long enough for the change
  /// to be made another way (a re-sent draft from an earlier run, say). A read costs little;
  /// a second comment can't be taken back.
  public var looksBeforeResending: Bool {
    if case .rateLimited = self { return true }
    return mayHaveBeenApplied
  }
}
