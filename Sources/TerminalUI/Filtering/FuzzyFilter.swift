/// Subsequence ("fuzzy") matching for type-to-filter lists such as the label and assignee
/// pickers: every character of the query must appear in the text, in order, ignoring case.
/// Among the ways a query can match, the best-scoring is chosen (a small dynamic programme, as
/// fzf's "v2", with its weights): matches at the start of a word (after anything that is not
/// a letter or digit, or at a lower-to-upper case change) and contiguous runs score higher, and
/// gaps cost a little. So `bug` ranks `bug`, `type: bug` and `Bugfix` above `b-u-g` above
/// `debugging`.
///
/// Bounded: only the first `candidateLimit` characters of a text and `queryLimit` characters of
/// a query take part, so a hostile label name costs at most a fixed amount of work.
public enum FuzzyFilter {
  public static let candidateLimit = 512
  public static let queryLimit = 64

  static let matchScore = 16
  /// A match at the start of a word; a consecutive run keeps the bonus of its first character,
  /// so `bug` scores as a word-start match all the way through.
  static let wordStartBonus = 8
  /// At least this for a character right after the previous match.
  static let consecutiveBonus = 4
  /// The first query character's bonus counts this many times: where a match starts matters most.
  static let firstCharacterMultiplier = 2
  /// A gap costs this much to open and `gapExtension` more per extra character skipped.
  static let gapOpening = 3
  static let gapExtension = 1

  /// The best match of `query` in `text`, or nil when the query is not a subsequence. An empty
  /// query matches everything with score 0.
  public static func match(_ query: String, in text: String) -> FuzzyMatch? {
    let needle = Array(query.prefix(queryLimit)).map(folded)
    guard !needle.isEmpty else { return FuzzyMatch(score: 0, positions: []) }
    let haystack = Array(text.prefix(candidateLimit))
    let m = needle.count
    let n = haystack.count
    guard m <= n else { return nil }
    let lowered = haystack.map(folded)
    let bonus = (0..<n).map { wordStartBonus(haystack, at: $0) }
    // best[i * n + j]: the best score matching needle[0...i] with needle[i] at j; `from` keeps
    // where needle[i - 1] was, to read the positions back; `run` the bonus of the run's start.
    let unmatched = Int.min / 4
    var best = [Int](repeating: unmatched, count: m * n)
    var from = [Int](repeating: -1, count: m * n)
    var run = [Int](repeating: 0, count: m * n)
    for i in 0..<m {
      // The best cell k <= j - 2 of row i - 1, as best[k] + k: a gap from k to j costs
      // gapOpening + (j - k - 2) * gapExtension.
      var runningBest = unmatched
      var runningFrom = -1
      for j in i..<n {
        if i > 0, j >= 2 {
          let k = j - 2
          let candidate = best[(i - 1) * n + k]
          if candidate > unmatched, candidate + k * gapExtension > runningBest {
            runningBest = candidate + k * gapExtension
            runningFrom = k
          }
        }
        guard lowered[j] == needle[i] else { continue }
        if i == 0 {
          best[j] = matchScore + bonus[j] * firstCharacterMultiplier
          run[j] = bonus[j]
          continue
        }
        var score = unmatched
        let adjacent = best[(i - 1) * n + j - 1]
        if adjacent > unmatched {
          let runBonus = max(run[(i - 1) * n + j - 1], bonus[j])
          score = adjacent + matchScore + max(runBonus, consecutiveBonus)
          from[i * n + j] = j - 1
          run[i * n + j] = runBonus
        }
        if runningBest > unmatched {
          let gapped =
            runningBest - (j - 2) * gapExtension - gapOpening + matchScore + bonus[j]
          if gapped > score {
            score = gapped
            from[i * n + j] = runningFrom
            run[i * n + j] = bonus[j]
          }
        }
        best[i * n + j] = score
      }
    }
    var end = -1
    var score = unmatched
    for j in (m - 1)..<n where best[(m - 1) * n + j] > score {
      score = best[(m - 1) * n + j]
      end = j
    }
    guard end >= 0 else { return nil }
    var positions = [Int](repeating: 0, count: m)
    var j = end
    for i in stride(from: m - 1, through: 0, by: -1) {
      positions[i] = j
      j = from[i * n + j]
    }
    return FuzzyMatch(score: score, positions: positions)
  }

  /// The items whose text matches, best first; ties keep the items' order, so an empty query
  /// leaves the list as loaded.
  public static func filter<Item>(
    _ items: [Item], query: String, text: (Item) -> String
  ) -> [(index: Int, match: FuzzyMatch)] {
    var matched: [(index: Int, match: FuzzyMatch)] = []
    for (index, item) in items.enumerated() {
      if let match = match(query, in: text(item)) { matched.append((index, match)) }
    }
    if query.isEmpty { return matched }
    return matched.sorted {
      $0.match.score != $1.match.score ? $0.match.score > $1.match.score : $0.index < $1.index
    }
  }

  /// A character compared without case. Lowercasing may give more than one scalar (`İ`), so
  /// the comparison is on strings.
  private static func folded(_ character: Character) -> String {
    character.isASCII ? String(character).lowercased() : character.lowercased()
  }

  private static func wordStartBonus(_ text: [Character], at index: Int) -> Int {
    guard index > 0 else { return wordStartBonus }
    let previous = text[index - 1]
    let current = text[index]
    if !(previous.isLetter || previous.isNumber) { return wordStartBonus }
    if previous.isLowercase, current.isUppercase { return wordStartBonus }
    return 0
  }
}
