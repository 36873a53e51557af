/// A multi-line text input for short replies (the comment composer), as a value: the text, the
/// cursor, and the scroll position. Lines wrap softly by display width, so CJK text (two cells a
/// character) and combining marks (no cells of their own) wrap and move as they are drawn.
///
/// Keys, chosen so that the common case (a one-paragraph reply) needs no modifier:
/// - Enter reports `.submit`: the screen sends the text (or shows "can't be empty").
/// - Alt-Enter and Ctrl-J insert a newline. Terminals send Alt-Enter as Esc then CR, which the
///   curses reader decodes as `Key.altEnter` when both arrive in one burst.
/// - Esc reports `.cancel`: the screen closes the composer (keeping a draft).
/// - ←/→ move by character, ↑/↓ by display column across wrapped rows (keeping the column the
///   cursor had), Home/End and Ctrl-A go to the start/end of the wrapped row, PgUp/PgDn move a
///   screenful, Backspace/Delete/Ctrl-D delete.
/// - Ctrl-E is deliberately not bound: it reports `.ignored`, so the composer can open the
///   external editor on the text.
///
/// Pasted text (`InputEvent.paste`) keeps its newlines; other controls are dropped and a tab
/// becomes four spaces. The text is bounded by `maximumLength` characters (GitHub's 65,536 for
/// a comment): input that would pass it is refused whole and `refusedInput` is set, so the view
/// can say why nothing happened.
public struct TextArea: Hashable, Sendable {
  /// What a key asked for.
  public enum Outcome: Hashable, Sendable {
    /// The text, cursor or scroll changed (or an editing key had nothing to do).
    case edited
    /// Enter: send the text.
    case submit
    /// Esc: close without sending.
    case cancel
    /// Not a key the area uses (Ctrl-E, Tab, …); the screen decides.
    case ignored
  }

  /// GitHub's limit on a comment body, in characters.
  public static let gitHubCommentLimit = 65_536

  /// The text as characters, so the cursor is an index with O(1) arithmetic.
  public private(set) var characters: [Character]
  /// Cursor position in characters, 0…`characters.count`.
  public private(set) var cursor: Int
  /// The first wrapped row shown.
  public private(set) var scrollRow = 0
  /// Set when input was refused because it would pass `maximumLength`; cleared by the next edit
  /// that succeeds.
  public private(set) var refusedInput = false
  public let maximumLength: Int
  /// The display column ↑/↓ aim for, kept while moving vertically so that passing a short row
  /// does not lose the column.
  private var goalColumn: Int?

  /// An area holding `text` (sanitised as a paste is) with the cursor at its end.
  public init(text: String = "", maximumLength: Int = TextArea.gitHubCommentLimit) {
    self.maximumLength = max(1, maximumLength)
    let accepted = Self.sanitised(text)
    self.characters = Array(accepted.prefix(self.maximumLength))
    self.cursor = characters.count
  }

  /// The text as a string.
  public var text: String { String(characters) }

  /// Whether there is nothing but whitespace to send: the composer's "can't be empty" check.
  public var isBlank: Bool { characters.allSatisfy(\.isWhitespace) }

  /// Applies one key. `size` is the text's region on screen (without the error row): wrapping
  /// and ↑/↓ depend on its width, scrolling on its height.
  public mutating func handle(_ key: Key, in size: Size) -> Outcome {
    let rows = layout(width: size.width)
    switch key {
    case .enter: return .submit
    case .escape: return .cancel
    case .altEnter, .ctrl("j"):
      insert("\n")
    case .character(let character):
      insert(String(character))
    case .left:
      cursor = max(0, cursor - 1)
      goalColumn = nil
    case .right:
      cursor = min(characters.count, cursor + 1)
      goalColumn = nil
    case .up: moveVertically(by: -1, rows: rows)
    case .down: moveVertically(by: 1, rows: rows)
    case .pageUp: moveVertically(by: -max(1, size.height), rows: rows)
    case .pageDown: moveVertically(by: max(1, size.height), rows: rows)
    case .home, .ctrl("a"):
      cursor = rows[rowIndex(of: cursor, in: rows)].start
      goalColumn = nil
    case .end:
      let row = rows[rowIndex(of: cursor, in: rows)]
      cursor = row.lastCursorPosition
      goalColumn = nil
    case .backspace:
      guard cursor > 0 else { return .edited }
      characters.remove(at: cursor - 1)
      cursor -= 1
      edited()
    case .delete, .ctrl("d"):
      guard cursor < characters.count else { return .edited }
      characters.remove(at: cursor)
      edited()
    default:
      return .ignored
    }
    scrollToCursor(width: size.width, height: size.height)
    return .edited
  }

  /// Inserts pasted text at the cursor as one edit, newlines kept. Refused whole (setting
  /// `refusedInput`) when it would pass `maximumLength`.
  public mutating func paste(_ pasted: String, in size: Size) {
    insert(pasted)
    scrollToCursor(width: size.width, height: size.height)
  }

  /// Replaces the `count` characters before the cursor with `text`, cursor after it, as one
  /// edit: what a completion does to the word it completes. Refused whole, as a paste is, when
  /// it would pass `maximumLength`.
  public mutating func replace(
    charactersBeforeCursor count: Int, with text: String, in size: Size
  ) {
    let removed = min(max(0, count), cursor)
    let kept = characters
    let keptCursor = cursor
    characters.removeSubrange((cursor - removed)..<cursor)
    cursor -= removed
    refusedInput = false
    insert(text)
    if refusedInput {
      characters = kept
      cursor = keptCursor
    }
    scrollToCursor(width: size.width, height: size.height)
  }

  /// Replaces the whole text (what the external editor returned), cursor at the end. Text past
  /// `maximumLength` is cut and `refusedInput` set.
  public mutating func replaceText(with text: String) {
    let accepted = Self.sanitised(text)
    refusedInput = accepted.count > maximumLength
    characters = Array(accepted.prefix(maximumLength))
    cursor = characters.count
    goalColumn = nil
    scrollRow = 0
  }

  // MARK: - Editing

  /// Text as the area keeps it: line ends as "\n", a tab as four spaces, other controls and
  /// characters without width (a lone combining mark) dropped.
  static func sanitised(_ text: String) -> [Character] {
    var result: [Character] = []
    result.reserveCapacity(text.count)
    for character in text {
      if character.isNewline {
        result.append("\n")
      } else if character == "\t" {
        result += Array(repeating: " ", count: 4)
      } else if DisplayWidth.of(character) > 0 {
        result.append(character)
      }
    }
    return result
  }

  /// Inserts at the cursor as one edit. The seam is segmented again with its neighbours, so a
  /// combining mark or a flag's second half joins the character before it instead of being
  /// dropped as a character without width.
  private mutating func insert(_ inserted: String) {
    guard !inserted.isEmpty else { return }
    let lower = max(0, cursor - 1)
    let upper = min(characters.count, cursor + 1)
    let seam = Self.sanitised(
      String(characters[lower..<cursor]) + inserted + String(characters[cursor..<upper]))
    let grown = seam.count - (upper - lower)
    guard grown > 0 || seam != Array(characters[lower..<upper]) else { return }
    guard characters.count + grown <= maximumLength else {
      refusedInput = true
      return
    }
    characters.replaceSubrange(lower..<upper, with: seam)
    cursor = min(characters.count, max(0, cursor + grown))
    edited()
  }

  private mutating func edited() {
    refusedInput = false
    goalColumn = nil
  }

  private mutating func moveVertically(by delta: Int, rows: [TextAreaRow]) {
    let current = rowIndex(of: cursor, in: rows)
    let goal = goalColumn ?? column(of: cursor, in: rows[current])
    let target = min(max(0, current + delta), rows.count - 1)
    if target == current {
      // At the top or bottom: go to the start or end, as text fields do.
      cursor = delta < 0 ? rows[current].start : rows[current].lastCursorPosition
    } else {
      cursor = position(atColumn: goal, in: rows[target])
    }
    goalColumn = goal
  }

  /// Keeps the cursor's row inside a viewport of `height` rows.
  private mutating func scrollToCursor(width: Int, height: Int) {
    scrollRow = Self.scroll(
      scrollRow, keeping: rowIndex(of: cursor, in: layout(width: width)), height: height)
  }

  static func scroll(_ scroll: Int, keeping row: Int, height: Int) -> Int {
    guard height > 0 else { return row }
    if row < scroll { return row }
    if row >= scroll + height { return row - height + 1 }
    return scroll
  }
}
