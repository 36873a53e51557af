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
