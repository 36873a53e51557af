import AppCore

/// One row of a laid-out diff: a file's header, a note in place of a patch, a hunk header, a
/// line (or a wrapped part of one) with its old and new line numbers, or a review thread's row
/// under the line it is on.
public struct DiffRow: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case fileHeader, note, hunk, added, removed, context
    /// A review thread's first row: collapsed, all there is of it.
    case thread
    /// A row of an open thread (a byline, its text, a suggestion's lines, an outdated one's
    /// hunk): drawn from the layout's styled line for it.
    case threadBody
    /// The heading over a file's outdated threads, at its end.
    case outdated
  }

  public var kind: Kind
  /// The text, its `+`, `-` or space first, so the side is readable without colour (a wrapped
  /// line's later parts go without: `isContinuation`): a slice of the patch, never a copy of it.
  public var text: Substring
  /// A wrapped line's second or later part: its mark column is blank, as its numbers are, so
  /// one line reads as one `+`.
  public var isContinuation = false
  /// Which line of the file's unwrapped layout this row is (or is a part of): the header is
  /// 0. Turning wrapping on or off keeps the same line at the top through it.
  public var line: Int = 0
  /// The line's number on each side; `nil` where a side has none (and on a wrapped part).
  public var oldNumber: Int?
  public var newNumber: Int?
  /// Columns for each side's number; 0 for rows with no numbers (headers and notes).
  public var numberWidth = 0
  /// A thread's row: the thread's index among its file's (`DiffThreads`).
  public var thread: Int?

  /// A row with no line numbers: a header, a hunk header, a note or a thread's.
  public init(kind: Kind, text: Substring, line: Int = 0, thread: Int? = nil) {
    self.kind = kind
    self.text = text
    self.line = line
    self.thread = thread
  }

  /// A line of the patch (or a wrapped part of one), with its numbers.
  public init(
    kind: Kind, text: Substring, line: Int, old: Int?, new: Int?, numberWidth: Int,
    isContinuation: Bool = false
  ) {
    self.kind = kind
    self.text = text
    self.isContinuation = isContinuation
    self.line = line
    oldNumber = old
    newNumber = new
    self.numberWidth = numberWidth
  }

  /// The line numbers (`  12   14 `), blank where a side has none; empty for other rows. Made
  /// when the row is drawn, so laying out a file formats no number that isn't shown.
  public var gutter: String {
    guard numberWidth > 0 else { return "" }
    func column(_ number: Int?) -> String {
      let digits = number.map(String.init) ?? ""
      return String(repeating: " ", count: max(0, numberWidth - digits.count)) + digits + " "
    }
    return column(oldNumber) + column(newNumber)
  }

  /// The side's mark, drawn in a column of its own after the gutter that scrolls with nothing:
  /// `+`, `-`, a space (or `\\` for "No newline"); blank on a wrapped line's later parts.
  public var marker: Substring { isContinuation ? " " : text.prefix(1) }

  /// The text after the mark: what scrolls sideways.
  public var body: Substring { isContinuation ? text : text.dropFirst() }

  /// The gutter's width in columns, without making it.
  public var gutterWidth: Int { numberWidth > 0 ? 2 * (numberWidth + 1) : 0 }
}
