import TerminalUI
import Testing

extension TestStore {
  /// Presses `keys` in order, as one step (see `send(_:assert:)` for several actions).
  @discardableResult
  public func press(
    _ keys: Key..., assert expected: Assertion? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action> {
    await send(
      keys.map { .input(.key($0)) }, assert: expected, sourceLocation: sourceLocation)
  }

  /// Presses `keys` in order, as one step.
  @discardableResult
  public func press(
    _ keys: [Key], assert expected: Assertion? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action> {
    await send(
      keys.map { .input(.key($0)) }, assert: expected, sourceLocation: sourceLocation)
  }

  /// Types `text` a character at a time, as one step.
  @discardableResult
  public func type(
    _ text: String, assert expected: Assertion? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Effect<P.Action> {
    await send(
      text.map { .input(.key(.character($0))) }, assert: expected,
      sourceLocation: sourceLocation)
  }
}
