/// Everything the terminal can tell the program. Resize is an input like any other, so layout
/// changes flow through the same reducer as keys.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case resize(Size)
  case mouse(MouseEvent)
  /// Text the terminal marked as pasted (bracketed paste): typed into a field as one edit, and
  /// never taken for commands, so a stray paste on a list can't quit or sign out.
  case paste(String)
  /// The terminal's background colour, answering `BackgroundColor.query`.
  case backgroundColor(Xterm256.RGB)
}

/// The mouse events the program asks for: wheel scrolling only, so text selection in the host
/// terminal still works with Shift held.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var position: Point

  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }
}
