import FoundationEssentials

/// Something that happened to an issue between its comments, as its timeline says: a label
/// added, a close, a rename. Every string in it is the server's: untrusted, already sanitised
/// and bounded by the repository that made it.
public struct TimelineEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    case labeled(String)
    case unlabeled(String)
    case assigned(User)
    case unassigned(User)
    /// Closed, with GitHub's reason when it gave one.
    case closed(IssueStateReason?)
    case reopened
    case renamed(from: String, to: String)
    case milestoned(String)
    case demilestoned(String)
    /// Referenced by a commit, by its abbreviated id.
    case referenced(commit: String)
    /// Mentioned by another issue or pull request, by its number (and its repository when it
    /// is another one).
    case crossReferenced(number: Int, isPullRequest: Bool, repository: RepositoryName?)
    case locked(reason: String?)
    case unlocked
    /// A type this version doesn't know: shown by its name, and nothing more.
    case other(String)
  }

  /// A stable identity within the issue's timeline, so a page that repeats an event adds it
  /// once. GitHub gives most events an id; for the others (a cross-reference) it is made of
  /// what the event says.
  public var id: String
  /// Who did it; `nil` when the server didn't say (a deleted account reads as `ghost`).
  public var actor: User?
  public var kind: Kind
  /// When; `nil` when the server didn't say.
  public var createdAt: Date?

  public init(id: String, actor: User?, kind: Kind, createdAt: Date?) {
    self.id = id
    self.actor = actor
    self.kind = kind
    self.createdAt = createdAt
  }
}
