/// How well a query matched a text, and where: `positions` are the offsets of the matched
/// characters in the text (as `Array(text)` counts them), for highlighting.
public struct FuzzyMatch: Hashable, Sendable {
  /// Higher is better. Only comparable between matches of the same query.
  public var score: Int
  /// Offsets of the matched characters, increasing.
  public var positions: [Int]

  public init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }
}
