import TerminalUI
import Testing

@testable import AppCore
@testable import TriageApp

extension AppState {
  /// Changes the screen `id` as an `S`, where a test states a step's change to the state: the
  /// typed way into a screen on the stack. A failure is recorded, and nothing changes, when `id`
  /// is no longer on the stack or its screen is not an `S`, so a statement about the wrong
  /// screen can't pass by changing nothing.
  mutating func modify<S: Screen>(
    _ id: ScreenID, as type: S.Type, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout S) -> Void
  ) {
    guard var screen = navigation[id] else {
      Issue.record("No screen \(id) on the stack", sourceLocation: sourceLocation)
      return
    }
    guard screen.modify(as: type, body) != nil else {
      Issue.record(
        "Screen \(id) is a \(Swift.type(of: screen.base)), not a \(S.self)",
        sourceLocation: sourceLocation)
      return
    }
    navigation[id] = screen
  }

  /// Changes the screen on top as an `S` (see `modify(_:as:_:)`).
  mutating func modifyTop<S: Screen>(
    as type: S.Type, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout S) -> Void
  ) {
    modify(top.id, as: type, sourceLocation: sourceLocation, body)
  }
}
