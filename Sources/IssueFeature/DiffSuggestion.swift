/// A review comment's body split at its ```` ```suggestion ```` blocks, which GitHub shows as
/// the change they propose rather than as code. Pure.
public enum DiffSuggestion {
  public enum Part: Equatable {
    case text(String)
    /// A suggestion's lines: what the thread's lines would become.
    case suggestion([Substring])
  }

  /// The text between the suggestions, and each suggestion. A fence that doesn't close is text
  /// to its end, as cmark reads it.
  public static func parts(of body: String) -> [Part] {
    // Every fence has three backticks in a row: a body without them is its text, found by one
    // pass over its bytes rather than a split into lines (most comments have none).
    var backticks = 0
    let hasFence = body.utf8.contains { byte in
      backticks = byte == UInt8(ascii: "`") ? backticks + 1 : 0
      return backticks == 3
    }
    guard hasFence else { return body.allSatisfy(\.isWhitespace) ? [] : [.text(body)] }
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    var parts: [Part] = []
    var text: [Substring] = []
    var index = 0
    func flushText() {
      let joined = text.joined(separator: "\n")
      if !joined.allSatisfy(\.isWhitespace) { parts.append(.text(joined)) }
      text = []
    }
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("```"), trimmed.dropFirst(3).trimmingPrefixSpaces() == "suggestion",
        let end = lines[(index + 1)...].firstIndex(where: {
          $0.drop { $0 == " " }.hasPrefix("```")
            && $0.drop { $0 == " " }.dropFirst(3).allSatisfy { $0 == " " || $0 == "`" }
        })
      else {
        text.append(line)
        index += 1
        continue
      }
      flushText()
      parts.append(.suggestion(Array(lines[(index + 1)..<end])))
      index = end + 1
    }
    flushText()
    return parts
  }

  /// The head's lines a suggestion on the last `count` lines of `hunk` would replace: those
  /// lines of the hunk's head side (context and added), without their marks. Where the diff
  /// itself isn't at hand (the conversation), the hunk GitHub keeps with the comment ends on
  /// the commented line.
  public static func original(inHunk hunk: String, count: Int) -> [Substring] {
    guard !hunk.isEmpty else { return [] }
    let head = hunk.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasPrefix("-") && !$0.hasPrefix("@@") && !$0.hasPrefix("\\")
    }
    return head.suffix(max(0, min(count, head.count))).map { $0.dropFirst() }
  }
}

extension Substring {
  fileprivate func trimmingPrefixSpaces() -> Substring {
    var text = self.drop { $0 == " " }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
