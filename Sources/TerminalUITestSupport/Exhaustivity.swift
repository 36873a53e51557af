/// How much a `TestStore` makes a test account for.
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change, every action an effect sends, and every effect still running at the
  /// end must be asserted: what a feature's own tests use.
  case on
  /// Effects run to quiet after each step and their actions are reduced unasserted; assertions
  /// check only what they name. For end-to-end tests that look at the final screen.
  case off
}
