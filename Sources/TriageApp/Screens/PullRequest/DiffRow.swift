/// One row of a laid-out diff: a file's header, a note in place of a patch, a hunk header, or
/// a line (or a wrapped part of one) with its old and new line numbers.
struct DiffRow: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case fileHeader, note, hunk, added, removed, context
  }

  var kind: Kind
  /// The line numbers (`  12   14 `), blank where a side has none; empty for other rows.
  var gutter: String
  /// The text, its `+`, `-` or space first, so the side is readable without colour.
  var text: String
  /// Which line of the file's unwrapped layout this row is (or is a part of): the header is
  /// 0. Turning wrapping on or off keeps the same line at the top through it.
  var line: Int = 0
}
