/// How many of each reaction a body or a comment has: GitHub's `reactions` rollup, which comes
/// with the issue and the comment at no extra request.
public struct Reactions: Hashable, Sendable {
  /// The counts above zero only, so an empty rollup and one of zeros are the same value.
  public private(set) var counts: [Reaction: Int] = [:]

  /// No reactions.
  public static let none = Reactions()

  public init(_ counts: [Reaction: Int] = [:]) {
    for (reaction, count) in counts { self[reaction] = count }
  }

  /// The count of `reaction`; setting a count of zero or less removes it.
  public subscript(reaction: Reaction) -> Int {
    get { counts[reaction] ?? 0 }
    set { counts[reaction] = newValue > 0 ? newValue : nil }
  }

  public var isEmpty: Bool { counts.isEmpty }

  /// The reactions with a count, in GitHub's order.
  public var shown: [(reaction: Reaction, count: Int)] {
    Reaction.allCases.compactMap { reaction in counts[reaction].map { (reaction, $0) } }
  }
}
