/// A one-line text input as a value: the text, the cursor, and the editing keys a terminal user
/// expects (←/→, Home/End, Ctrl-a/Ctrl-e, Backspace/Delete, Ctrl-u to clear). A masked field
/// draws `•` for every character, so a secret never reaches the canvas.
public struct TextField: Hashable, Sendable {
  /// What the key did to the field.
  public enum Outcome: Hashable, Sendable {
    /// The text or the cursor changed (or the key was an editing key that had nothing to do).
    case edited
    /// Not an editing key; the screen decides (Enter submits, Esc goes back, …).
    case ignored
  }

  public private(set) var text: String
  /// Cursor position in characters, 0…`text.count`.
  public private(set) var cursor: Int
  public var isMasked: Bool
  /// A cap on length, so a stray paste can't grow the field without bound.
  public var maximumLength: Int

  /// A field holding `text` with the cursor at its end. Characters typing would refuse
  /// (controls, newlines) are left out, and the text is cut to `maximumLength`.
  public init(text: String = "", isMasked: Bool = false, maximumLength: Int = 512) {
    self.maximumLength = max(1, maximumLength)
    self.text = String(text.filter(Self.accepts).prefix(self.maximumLength))
    self.cursor = self.text.count
    self.isMasked = isMasked
  }

  /// Controls and lone combining marks have no width of their own: refusing them keeps what is
  /// typed equal to what is drawn.
  private static func accepts(_ character: Character) -> Bool {
    !character.isNewline && DisplayWidth.of(character) > 0
  }

  /// Applies one key.
  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let character):
      if character.isNewline { return .ignored }
      guard Self.accepts(character), text.count < maximumLength else { return .edited }
      // A flag's second half or a skin-tone modifier merges into the character before it, so
      // the cursor moves by however many characters the text actually gained.
      let before = text.count
      text.insert(character, at: index(cursor))
      cursor = min(text.count, cursor + text.count - before)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .ctrl("a"): cursor = 0
    case .end, .ctrl("e"): cursor = text.count
    case .backspace:
      guard cursor > 0 else { return .edited }
      text.remove(at: index(cursor - 1))
      cursor -= 1
    case .delete, .ctrl("d"):
      guard cursor < text.count else { return .edited }
      text.remove(at: index(cursor))
    case .ctrl("u"):
      text = ""
      cursor = 0
    default:
      return .ignored
    }
    return .edited
  }

  /// Inserts pasted text at the cursor as one edit. Newlines and controls are left out, as
  /// typing would refuse them, and whatever would pass `maximumLength` is dropped.
  public mutating func paste(_ pasted: String) {
    let room = maximumLength - text.count
    guard room > 0 else { return }
    let accepted = String(pasted.lazy.filter(Self.accepts).prefix(room))
    guard !accepted.isEmpty else { return }
    let before = text.count
    text.insert(contentsOf: accepted, at: index(cursor))
    cursor = min(text.count, cursor + text.count - before)
  }

  /// Replaces the `count` characters before the cursor with `text` (filtered as a paste is),
  /// cursor after it: what a completion does to the word it completes.
  public mutating func replace(charactersBeforeCursor count: Int, with replacement: String) {
    let removed = min(max(0, count), cursor)
    text.removeSubrange(index(cursor - removed)..<index(cursor))
    cursor -= removed
    paste(replacement)
  }

  /// The text as drawn: masked or not.
  public var displayedText: String {
    isMasked ? String(repeating: "•", count: text.count) : text
  }

  /// Draws the field in `rect` (one row), scrolled horizontally so the cursor stays visible,
  /// with the cursor cell in reverse video when `isFocused`.
  public func draw(in rect: Rect, style: Style, isFocused: Bool, canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
    let characters = Array(displayedText)
    let widths = characters.map { DisplayWidth.of($0) }
    // Scroll so the cell under the cursor fits: the character's width, or one column at the end.
    var start = 0
    var used = widths[..<cursor].reduce(0, +) + (cursor < widths.count ? widths[cursor] : 1)
    while used > rect.width, start < cursor {
      used -= widths[start]
      start += 1
    }
    var x = rect.x
    for offset in start..<characters.count {
      guard x + widths[offset] <= rect.maxX else { break }
      if isFocused, offset == cursor { canvas.cursor = Point(x: x, y: rect.y) }
      let cellStyle = isFocused && offset == cursor ? style.adding(.reverse) : style
      x += canvas.draw(String(characters[offset]), at: Point(x: x, y: rect.y), style: cellStyle)
    }
    if isFocused, cursor == characters.count, x < rect.maxX {
      canvas.cursor = Point(x: x, y: rect.y)
      canvas.draw(" ", at: Point(x: x, y: rect.y), style: style.adding(.reverse))
    }
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}
