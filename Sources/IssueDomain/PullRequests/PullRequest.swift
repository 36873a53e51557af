import FoundationEssentials

/// A pull request's own facts, beyond what it shares with an issue (title, body, comments:
/// those come from the issue it also is): where it stands, its branches, whether it can merge,
/// and its reviews. Untrusted text throughout, sanitised by the repository that made it.
public struct PullRequest: Hashable, Sendable {
  public var number: Int
  public var state: PullRequestState
  public var author: User
  /// The branch the changes are on, as `owner:branch` when it is in a fork: what the page
  /// shows.
  public var head: String
  /// The head branch's own name (`head.ref`), without the fork's owner: what `{{branch}}`
  /// gives a command. For a fork's pull request it is the branch in the fork, which the base
  /// repository has no branch of.
  public var headRef: String
  /// The branch it merges into.
  public var base: String
  /// The head commit: its checks are the pull request's, and a merge names it.
  public var headSHA: String
  public var mergeability: Mergeability
  /// Each reviewer's latest standing, in the order they first reviewed, then those asked.
  public var reviewers: [Reviewer]
  /// Lines added and removed and files changed, when the server said; never negative.
  public var additions: Int?
  public var deletions: Int?
  public var changedFiles: Int?
  /// The page on the web, for `o` and `y`.
  public var url: String
  /// GitHub's global id of the pull request, which its GraphQL mutations name; empty when the
  /// server gave none usable.
  public var nodeID: String
  /// The method auto-merge will use, while it is on.
  public var autoMerge: MergeMethod?

  public init(
    number: Int, state: PullRequestState, author: User, head: String, base: String,
    headSHA: String, mergeability: Mergeability, reviewers: [Reviewer] = [],
    additions: Int? = nil, deletions: Int? = nil, changedFiles: Int? = nil, url: String,
    headRef: String? = nil, nodeID: String = "", autoMerge: MergeMethod? = nil
  ) {
    self.nodeID = nodeID
    self.autoMerge = autoMerge
    self.number = number
    self.state = state
    self.author = author
    self.head = head
    // A branch name holds no `:`, so a label's branch is what follows its owner.
    self.headRef = headRef ?? String(head.split(separator: ":", maxSplits: 1).last ?? "")
    self.base = base
    self.headSHA = headSHA
    self.mergeability = mergeability
    self.reviewers = reviewers
    self.additions = additions
    self.deletions = deletions
    self.changedFiles = changedFiles
    self.url = url
  }

  /// What the reviews add up to, as GitHub's `reviewDecision` does for a branch without rules
  /// of its own: any reviewer still asking for changes wins, then any approval; otherwise a
  /// review is wanted when someone was asked, and nothing is said when no one was.
  public var reviewDecision: ReviewDecision? {
    if reviewers.contains(where: { $0.standing == .changesRequested }) { return .changesRequested }
    if reviewers.contains(where: { $0.standing == .approved }) { return .approved }
    if reviewers.contains(where: { $0.standing == .requested }) { return .reviewRequired }
    return nil
  }
}

/// Whether a pull request can merge, as GitHub's `mergeable` and `mergeable_state` say.
public enum Mergeability: String, Hashable, Sendable, CaseIterable {
  /// Nothing stands in the way.
  case clean
  /// It conflicts with its base.
  case conflicting
  /// Branch rules (reviews, checks) hold it back.
  case blocked
  /// Its base moved on; it may still merge.
  case behind
  /// Checks fail but it may merge.
  case unstable
  /// GitHub hasn't worked it out yet (it does so in the background after a change), or said
  /// something this version doesn't know.
  case unknown
}

/// What a pull request's reviews add up to.
public enum ReviewDecision: String, Hashable, Sendable {
  case approved
  case changesRequested
  case reviewRequired
}

/// One reviewer and where they stand.
public struct Reviewer: Hashable, Sendable {
  public enum Standing: String, Hashable, Sendable {
    case approved
    case changesRequested
    case commented
    case dismissed
    /// Asked to review, hasn't yet.
    case requested
  }

  public var user: User
  public var standing: Standing

  public init(user: User, standing: Standing) {
    self.user = user
    self.standing = standing
  }

  /// Each reviewer's standing from their reviews, oldest first, then those asked who haven't
  /// reviewed: a comment after an approval or a request for changes doesn't undo it (GitHub
  /// counts the latest approving or blocking review), and at most `limit` reviewers are kept.
  public static func standings(
    reviews: [(user: User, standing: Standing)], requested: [User], limit: Int = 100
  ) -> [Reviewer] {
    var order: [User] = []
    var latest: [User: Standing] = [:]
    for review in reviews {
      if latest[review.user] == nil {
        guard order.count < limit else { continue }
        order.append(review.user)
        latest[review.user] = review.standing
        continue
      }
      if review.standing != .commented { latest[review.user] = review.standing }
    }
    for user in requested where latest[user] == nil && order.count < limit {
      order.append(user)
      latest[user] = .requested
    }
    return order.map { Reviewer(user: $0, standing: latest[$0] ?? .commented) }
  }
}
