/// The ASCII stand-ins for the glyphs Triage draws, for terminals whose locale is not UTF-8
/// (`LANG=C`), where anything outside ASCII would come out as blanks or mojibake. Every glyph a
/// view chooses (spinner, arrows, borders, `›`, `…`, placeholder blocks) has a one-column stand-in
/// that keeps its meaning; any other character (server text) becomes `?` per column, so the user
/// sees that something is there.
public enum ASCIIGlyphs {
  /// The spinner's frames, in order, map onto a turning bar, so it still turns.
  private static let table: [Character: Character] = {
    var table: [Character: Character] = [
      "›": ">", "‹": "<", "»": ">", "«": "<", "…": ".", "─": "-", "━": "-", "│": "|", "┃": "|",
      "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
      "╭": "+", "╮": "+", "╰": "+", "╯": "+", "░": ".", "▒": ":", "▓": "#", "█": "#", "▏": "|",
      "↑": "^", "↓": "v", "←": "<", "→": ">", "•": "*", "·": ".", "✓": "+", "✗": "x", "–": "-",
      "—": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "\u{A0}": " ", "▸": ">", "▾": "v",
      "⎇": "P", "✎": "d", "−": "-", "⌕": "*", "⋯": "~", "═": "=", "▪": "*", "◦": "o",
      "×": "x",
    ]
    let bar: [Character] = ["|", "/", "-", "\\"]
    for (index, frame) in Spinner.frames.enumerated() { table[frame] = bar[index % bar.count] }
    return table
  }()

  /// The one-column ASCII stand-in for a glyph Triage draws, `nil` for anything else.
  public static func standIn(for character: Character) -> Character? {
    table[character]
  }

  /// Whether the character is printable ASCII, which every terminal shows as itself.
  public static func isPrintableASCII(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first
    else { return false }
    return (0x20...0x7E).contains(scalar.value)
  }
}
