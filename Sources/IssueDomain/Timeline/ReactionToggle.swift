/// The account's own reaction to an issue's body, added or taken away: one `POST` or one
/// `DELETE`.
///
/// Either is safe to send twice: GitHub answers a second `POST` of a reaction the account has
/// with that reaction (200), and a re-send after an uncertain failure looks first (see
/// `ReactToIssue`), so a `DELETE` isn't sent for a reaction already gone.
public struct ReactionToggle: Hashable, Sendable {
  public var reaction: Reaction
  /// The id of the account's reaction to take away; `nil` to add one.
  public var removing: Int?

  /// Adds `reaction`.
  public static func add(_ reaction: Reaction) -> ReactionToggle {
    ReactionToggle(reaction: reaction, removing: nil)
  }

  /// Takes away the account's `reaction`, whose id is `id`.
  public static func remove(_ reaction: Reaction, id: Int) -> ReactionToggle {
    ReactionToggle(reaction: reaction, removing: id)
  }

  public var isAdding: Bool { removing == nil }

  /// Whether the account's reactions (`mine`, by reaction) show the toggle made.
  public func isApplied(toMine mine: [Reaction: Int]) -> Bool {
    isAdding ? mine[reaction] != nil : mine[reaction] == nil
  }

  /// `issue` with its count of the reaction moved by one: the optimistic value.
  public func applied(to issue: Issue) -> Issue {
    var result = issue
    result.reactions[reaction] += isAdding ? 1 : -1
    return result
  }
}
