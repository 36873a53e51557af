/// One wrapped row of a `TextArea`: characters `start..<end`, without the newline that ends a
/// paragraph. The cursor may sit at `end` only on a paragraph's last row; elsewhere that
/// position belongs to the start of the next row.
public struct TextAreaRow: Hashable, Sendable {
  public var start: Int
  public var end: Int
  /// Whether a newline or the end of the text follows this row.
  public var endsParagraph: Bool

  public init(start: Int, end: Int, endsParagraph: Bool) {
    self.start = start
    self.end = end
    self.endsParagraph = endsParagraph
  }

  /// The furthest the cursor goes on this row (End).
  public var lastCursorPosition: Int { endsParagraph ? end : max(start, end - 1) }

  func holds(_ position: Int) -> Bool {
    position >= start && (position < end || (position == end && endsParagraph))
  }
}
