import AppCore
import IssueDomain
import TerminalUI

/// The line of reaction counts under a body or a comment: `👍 3  ❤ 1`, or, where the terminal
/// can't show emoji (a locale that isn't UTF-8), GitHub's names, `+1 3  heart 1`. Zero counts
/// are left out, and no reactions is no line.
public enum ReactionsLine {
  /// The counts packed into lines of `width` columns, two spaces apart; a count is never split
  /// across lines (one wider than `width` is cut with `…`).
  public static func lines(_ reactions: Reactions, emoji: Bool, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for (reaction, count) in reactions.shown {
      let item = "\(emoji ? glyph(reaction) : reaction.rawValue) \(count)"
      if line.isEmpty {
        line = item
      } else if line.displayWidth + 2 + item.displayWidth <= width {
        line += "  " + item
      } else {
        lines.append(line)
        line = item
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { $0.ellipsised(toWidth: width) }
  }

  /// Each glyph is as wide on every terminal as `displayWidth` counts it. The heart is U+2764
  /// alone, one column: with U+FE0F (`❤️`, GitHub's) terminals disagree, tmux drawing it in one
  /// column where others take two, and a row drawn across it would shift by one.
  public static func glyph(_ reaction: Reaction) -> String {
    switch reaction {
    case .thumbsUp: "👍"
    case .thumbsDown: "👎"
    case .laugh: "😄"
    case .hooray: "🎉"
    case .confused: "😕"
    case .heart: "\u{2764}"
    case .rocket: "🚀"
    case .eyes: "👀"
    }
  }
}
