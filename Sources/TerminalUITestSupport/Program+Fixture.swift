import TerminalUI

extension Program {
  /// Reduces `actions` on `state` with their effects dropped, and returns the last one's: for
  /// building a fixture state through the real reducer (what a snapshot or a later checked step
  /// starts from), where nothing is being checked yet. A test of what an action does sends it
  /// through a `TestStore` instead.
  @discardableResult
  public func apply(_ actions: [Action], to state: inout State) -> Effect<Action> {
    var last = Effect<Action>.none
    for action in actions { last = reduce(&state, action) }
    return last
  }

  /// Reduces `actions` on `state` for a fixture (see `apply(_:to:)` with an array).
  @discardableResult
  public func apply(_ actions: Action..., to state: inout State) -> Effect<Action> {
    apply(actions, to: &state)
  }

  /// Presses `keys` on `state` for a fixture, effects dropped (see `apply(_:to:)`).
  @discardableResult
  public func press(_ keys: [Key], on state: inout State) -> Effect<Action> {
    apply(keys.map { .input(.key($0)) }, to: &state)
  }

  /// Presses `keys` on `state` for a fixture, effects dropped (see `apply(_:to:)`).
  @discardableResult
  public func press(_ keys: Key..., on state: inout State) -> Effect<Action> {
    press(keys, on: &state)
  }
}
