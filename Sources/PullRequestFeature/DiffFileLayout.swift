import AppCore
import IssueDomain
import Localization
import MarkdownView
import TerminalUI

/// One file of a diff laid out at one width: its rows, and where its hunks start. Made only for
/// the files on screen and kept in `DiffLayoutCache`, so a step through a 50,000-line diff
/// lays out at most the file that comes into view. Unwrapped (`wraps` false), each line is one
/// row, as wide as it is, and the view scrolls the text sideways.
public struct DiffFileLayout: Sendable {
  /// The review threads to lay out with a file, which of them are open, and the theme their
  /// text is drawn in.
  public struct Threads: Sendable {
    public var threads: [ReviewThread]
    public var open: Set<String>
    public var theme: Theme

    public init(_ threads: [ReviewThread], open: Set<String>, theme: Theme) {
      self.threads = threads
      self.open = open
      self.theme = theme
    }
  }

  public private(set) var rows: [DiffRow]
  /// The rows that are hunk headers, in order: `n` and `N` move between them.
  public let hunkStarts: [Int]
  /// The widest line's text, in columns: how far an unwrapped file scrolls sideways.
  public let widest: Int
  /// The threads' rows as drawn, by row: only thread rows have one.
  public private(set) var styled: [Int: MarkdownText.Line] = [:]
  /// Each thread's first row, in the order they are laid out (`}` and `{` go by it).
  public private(set) var threadStarts: [(thread: Int, row: Int, isResolved: Bool)] = []

  /// The most lines a suggestion is shown replacing.
  public static let suggestedLines = 200

  public init(
    _ file: PullRequestFile, width: Int, words: ChromeWords, wraps: Bool = true,
    threads: Threads? = nil
  ) {
    (rows, hunkStarts, widest) = Self.laidOut(file, width: width, words: words, wraps: wraps)
    if let threads, !threads.threads.isEmpty { place(threads, in: file, width: width) }
  }

  /// Lays each thread out under its line (the head's side for added and unchanged lines, the
  /// base's for removed and unchanged ones), and those whose line isn't in the patch (outdated,
  /// or the patch cut short) at the end under a heading.
  private mutating func place(_ threads: Threads, in file: PullRequestFile, width: Int) {
    struct Anchor: Hashable {
      var side: DiffSide
      var number: Int
    }
    var anchors: [Anchor: [Int]] = [:]
    for (index, thread) in threads.threads.enumerated() where !thread.isOutdated {
      if let line = thread.line {
        anchors[Anchor(side: thread.side, number: line), default: []].append(index)
      }
    }
    // The head's lines by number, for what a suggestion would replace.
    var headLines: [Int: String] = [:]
    var placed = Set<Int>()
    var laid: [DiffRow] = []
    laid.reserveCapacity(rows.count + threads.threads.count)
    func append(_ index: Int, after line: Int) {
      let thread = threads.threads[index]
      // A suggestion replaces the range's head lines: at most the last `suggestedLines` of
      // it, whatever the server says the range is.
      let end = thread.line ?? 0
      let start = max(min(thread.startLine ?? end, end), end - Self.suggestedLines + 1)
      let original: [Substring] =
        thread.side == .right
        ? (start...end).compactMap { number in headLines[number].map { Substring($0) } } : []
      let made = DiffThreadRows.rows(
        thread, index: index, isOpen: threads.open.contains(thread.id), line: line, width: width,
        original: original, theme: threads.theme)
      threadStarts.append((index, laid.count, thread.isResolved))
      for (row, styledLine) in zip(made.rows, made.styled) {
        styled[laid.count] = styledLine
        laid.append(row)
      }
      placed.insert(index)
    }
    var current: (old: Int?, new: Int?, line: Int)?
    for (position, row) in rows.enumerated() {
      laid.append(row)
      guard row.kind == .added || row.kind == .removed || row.kind == .context else {
        current = nil
        continue
      }
      if !row.isContinuation {
        current = (row.oldNumber, row.newNumber, row.line)
        if let new = row.newNumber { headLines[new] = String(row.body) }
      } else if let new = current?.new {
        headLines[new, default: ""] += row.body
      }
      // A thread goes after its line's last wrapped part.
      let ends = position + 1 >= rows.count || !rows[position + 1].isContinuation
      guard ends, let line = current else { continue }
      var here: [Int] = []
      if let new = line.new { here += anchors[Anchor(side: .right, number: new)] ?? [] }
      if let old = line.old { here += anchors[Anchor(side: .left, number: old)] ?? [] }
      for index in here where !placed.contains(index) { append(index, after: line.line) }
    }
    let rest = threads.threads.indices.filter { !placed.contains($0) }
    if !rest.isEmpty {
      let line = rows.last?.line ?? 0
      let heading = threads.theme.words(.outdatedThreads(rest.count))
      styled[laid.count] = MarkdownText.Line(text: heading, style: threads.theme.meta)
      laid.append(DiffRow(kind: .outdated, text: Substring(heading), line: line))
      for index in rest { append(index, after: line) }
    }
    rows = laid
  }

  /// The row of this layout where line `line` of the file starts.
  public func firstRow(ofLine line: Int) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle].line < line { low = middle + 1 } else { high = middle }
    }
    return min(low, max(0, rows.count - 1))
  }

  private static func laidOut(
    _ file: PullRequestFile, width: Int, words: ChromeWords, wraps: Bool
  ) -> (rows: [DiffRow], hunks: [Int], widest: Int) {
    var rows = [
      DiffRow(kind: .fileHeader, text: Substring(Self.header(file, words: words)))
    ]
    var hunks: [Int] = []
    var widest = 0
    guard let patch = file.patch else {
      // GitHub sends no patch for a binary file (no lines counted) or one too large to show.
      let binary = file.additions == 0 && file.deletions == 0
      rows.append(
        DiffRow(
          kind: .note, text: Substring(words(binary ? .binaryFile : .noPatch)),
          line: 1))
      return (rows, hunks, widest)
    }
    // Split on the byte: splitting by Character breaks graphemes over the whole patch, which
    // was most of a file's layout. A newline byte is always a line's end in UTF-8.
    let lines = patch.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { Substring($0) }
    let digits = Self.numberWidth(lines)
    var old = 0
    var new = 0
    for (index, line) in lines.enumerated() {
      let number = index + 1
      if Self.isHunkHeader(line) {
        (old, new) = Self.starts(line)
        hunks.append(rows.count)
        rows.append(DiffRow(kind: .hunk, text: line, line: number))
        continue
      }
      let kind: DiffRow.Kind
      var oldNumber: Int?
      var newNumber: Int?
      switch line.utf8.first {
      case UInt8(ascii: "+"):
        kind = .added
        newNumber = new
        new += 1
      case UInt8(ascii: "-"):
        kind = .removed
        oldNumber = old
        old += 1
      case UInt8(ascii: "\\"):
        // "\ No newline at end of file": about the line before, numbered by neither side.
        kind = .context
      default:
        kind = .context
        oldNumber = old
        newNumber = new
        old += 1
        new += 1
      }
      let gutterWidth = 2 * (digits + 1)
      // The row keeps a slice of the patch: no line is copied, whatever the diff's size.
      let text = line.isEmpty ? " " : line
      let columns = text.displayWidth
      let room = max(1, width - gutterWidth)
      guard wraps, columns > room else {
        widest = max(widest, columns)
        rows.append(
          DiffRow(
            kind: kind, text: text, line: number, old: oldNumber, new: newNumber,
            numberWidth: digits))
        continue
      }
      for (index, part) in Self.wrapped(text, toWidth: room).enumerated() {
        // A wrapped part's gutter and mark are blank: they stand by the line's first row.
        rows.append(
          DiffRow(
            kind: kind, text: part, line: number, old: index == 0 ? oldNumber : nil,
            new: index == 0 ? newNumber : nil, numberWidth: digits, isContinuation: index > 0))
      }
    }
    return (rows, hunks, widest)
  }

  /// `status path  +12 −3`, or `renamed old → new`: the file's header row.
  public static func header(_ file: PullRequestFile, words: ChromeWords) -> String {
    let counts = "+\(file.additions) −\(file.deletions)"
    let name =
      file.previousFilename.map { "\($0) → \(file.filename)" } ?? file.filename
    return "\(words(.fileStatus(file.status))) \(name)  \(counts)"
  }

  /// Whether `line` starts with `@@`, compared by byte (no grapheme breaking per line).
  public static func isHunkHeader(_ line: Substring) -> Bool {
    line.utf8.starts(with: "@@".utf8)
  }

  /// The first old and new line numbers of a hunk header, `@@ -12,7 +12,9 @@`; 0 for a number
  /// that isn't one, and at most a million, so a hostile header can't overflow the counting.
  public static func starts(_ header: Substring) -> (old: Int, new: Int) {
    func number(after sign: Character) -> Int {
      guard let start = header.firstIndex(of: sign) else { return 0 }
      let digits = header[header.index(after: start)...].prefix { $0.isASCII && $0.isNumber }
      return min(Int(digits.prefix(7)) ?? 0, 1_000_000)
    }
    return (number(after: "-"), number(after: "+"))
  }

  /// Columns for the widest line number the hunks can reach: each header's start plus its
  /// count, bounded like `starts`.
  public static func numberWidth(_ lines: [Substring]) -> Int {
    var largest = 9
    for line in lines where isHunkHeader(line) {
      let (old, new) = starts(line)
      largest = max(largest, old + lines.count, new + lines.count)
    }
    return "\(min(largest, 9_999_999))".count
  }

  /// `text` in pieces of at most `width` columns, broken by grapheme (code has no words to
  /// break at): the first with the line's `+`, `-` or space, the others without, each with
  /// `width - 1` columns of the line, since the view draws the mark's column blank beside them.
  /// Slices of `text`, never copies.
  public static func wrapped(_ text: Substring, toWidth width: Int) -> [Substring] {
    guard text.displayWidth > width, width > 1 else { return [text] }
    var pieces: [Substring] = []
    var rest = text
    while !rest.isEmpty {
      let room = pieces.isEmpty ? width : width - 1
      // A character wider than the room is drawn anyway, so the loop always moves on.
      let count = max(1, rest.clipped(toWidth: room).count)
      pieces.append(rest.prefix(count))
      rest = rest.dropFirst(count)
    }
    return pieces
  }
}
