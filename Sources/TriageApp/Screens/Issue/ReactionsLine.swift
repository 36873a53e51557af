import IssueDomain

/// The line of reaction counts under a body or a comment: `👍 3  ❤️ 1`, or, where the terminal
/// can't show emoji (a locale that isn't UTF-8), GitHub's names, `+1 3  heart 1`. Zero counts
/// are left out, and no reactions is no line.
enum ReactionsLine {
  static func text(_ reactions: Reactions, emoji: Bool) -> String? {
    guard !reactions.isEmpty else { return nil }
    return reactions.shown.map {
      "\(emoji ? glyph($0.reaction) : $0.reaction.rawValue) \($0.count)"
    }
    .joined(separator: "  ")
  }

  static func glyph(_ reaction: Reaction) -> String {
    switch reaction {
    case .thumbsUp: "👍"
    case .thumbsDown: "👎"
    case .laugh: "😄"
    case .hooray: "🎉"
    case .confused: "😕"
    case .heart: "❤️"
    case .rocket: "🚀"
    case .eyes: "👀"
    }
  }
}
