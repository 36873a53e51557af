/// A repository's milestone, as the milestone picker offers it: the number a change names it
/// by, and its title, which is what an issue shows. Untrusted text.
public struct Milestone: Hashable, Sendable {
  /// The number `PATCH …/issues/{n}` takes as `milestone`.
  public var number: Int
  /// The title; GitHub keeps titles unique in a repository, so an issue's title names it.
  public var title: String

  /// Creates a milestone.
  public init(number: Int, title: String) {
    self.number = number
    self.title = title
  }
}

extension Milestone: Identifiable {
  public var id: Int { number }
}
